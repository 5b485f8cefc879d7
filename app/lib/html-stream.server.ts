import { Transform } from "node:stream";
import { captureCampaignScript } from "@shared/forms/utm";

const MODULEPRELOAD = /<link rel="modulepreload"[^>]*>/g;
/** React Router's hydration script (`<Scripts/>`): an inline async module, with the response's nonce if any. */
const ENTRY = /<script((?: nonce="[^"]*")?) type="module" async="">/;

/**
 * Shapes React Router's streamed document for a phone (docs/decisions/003):
 *
 * - Drops the `<link rel="modulepreload">` tags. React hoists them into <head>
 *   at high priority, where they compete with the stylesheet for a phone's
 *   bandwidth: measured with Lighthouse (mobile), first paint went from ~2.2 s
 *   to ~0.9 s without them.
 * - Puts the campaign capture (`utm.ts`) in front of the hydration script, as an
 *   inline script that runs while the page is parsed: a visitor from an ad who
 *   follows a link before the page's scripts have started keeps the campaign.
 *
 * A tag split across two chunks is held back until its end arrives.
 */
export function shapeDocumentStream(onEnd?: () => void): Transform {
  let carry = "";
  let captureAdded = false;
  const shape = (text: string) => {
    const out = text.replace(MODULEPRELOAD, "");
    if (captureAdded) return out;
    return out.replace(ENTRY, (tag, nonce: string) => {
      captureAdded = true;
      return `<script${nonce}>${captureCampaignScript}</script>${tag}`;
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
