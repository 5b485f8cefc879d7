import { Transform } from "node:stream";
import { afterFirstPaintScript, heldEntryId, heldEntryType } from "./after-first-paint";
import { captureCampaignScript } from "./utm";

const MODULEPRELOAD = /<link rel="modulepreload"[^>]*>/g;
/** React Router's hydration script (`<Scripts/>`): an inline async module, with the response's nonce if any. */
const ENTRY = /<script((?: nonce="[^"]*")?) type="module" async="">/;

/**
 * Shapes React Router's streamed document so a phone paints before it fetches
 * the page's JavaScript (docs/decisions/003):
 *
 * - Drops the `<link rel="modulepreload">` tags. React hoists them into <head>
 *   at high priority, where they compete with the stylesheet for a phone's
 *   bandwidth: measured with Lighthouse (mobile), first paint went from ~2.2 s
 *   to ~0.9 s without them.
 * - Holds the hydration script (a type no browser runs) and puts in front of
 *   it the script that starts it after the first paint (`after-first-paint.ts`),
 *   which first saves the visitor's campaign (`utm.ts`): a link followed before
 *   the scripts start must not lose where the visitor came from.
 *
 * A tag split across two chunks is held back until its end arrives.
 */
export function shapeDocumentStream(onEnd?: () => void): Transform {
  let carry = "";
  let entryHeld = false;
  const shape = (text: string) => {
    const out = text.replace(MODULEPRELOAD, "");
    if (entryHeld) return out;
    return out.replace(ENTRY, (_tag, nonce: string) => {
      entryHeld = true;
      return `<script${nonce}>${captureCampaignScript};${afterFirstPaintScript}</script><script${nonce} type="${heldEntryType}" id="${heldEntryId}">`;
    });
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      let text = carry + chunk.toString("utf8");
      carry = "";
      const open = text.lastIndexOf("<");
      if (open !== -1 && text.indexOf(">", open) === -1) {
        carry = text.slice(open);
        text = text.slice(0, open);
      }
      callback(null, shape(text));
    },
    flush(callback) {
      onEnd?.();
      callback(null, shape(carry));
    },
  });
}
