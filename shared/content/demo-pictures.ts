/**
 * The demo's pictures that name it: claims of the inventory (shared/content/demo-inventory.ts),
 * typed where they are spread into it, since importing its type here would make a cycle. The share
 * picture is drawn from each business's own name and phone (shared/share-picture.ts); the card drawn
 * once with the demo's name, which every page used to name, must never come back on a client's page.
 */
export const demoPictureClaims = [
  {
    id: "picture.social-card",
    kind: "picture",
    label: "the demo's share picture, drawn with its name (/images/social-card.png)",
    source: "drawn from the business's name, phone and town at start (docs/decisions/042-share-picture.md)",
    phrases: ["/images/social-card.png"],
  },
] as const;
