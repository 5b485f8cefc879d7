import { Transform } from "node:stream";

const MODULEPRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * Shapes React Router's streamed document for a phone (docs/decisions/003): drops the
 * `<link rel="modulepreload">` tags. React hoists them into <head> at high priority, where they
 * compete with the stylesheet for a phone's bandwidth: measured with Lighthouse (mobile), first
 * paint went from ~2.2 s to ~0.9 s without them.
 *
 * A tag split across two chunks is held back until its end arrives.
 */
export function shapeDocumentStream(onEnd?: () => void): Transform {
  let carry = "";
  const shape = (text: string) => text.replace(MODULEPRELOAD, "");
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
