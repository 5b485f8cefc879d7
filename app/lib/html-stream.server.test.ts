import { Readable } from "node:stream";
import { captureCampaignScript } from "@shared/forms/utm";
import { describe, expect, it } from "vitest";
import { shapeDocumentStream } from "./html-stream.server";

async function pipeChunks(chunks: string[]): Promise<string> {
  let out = "";
  const stream = Readable.from(chunks.map((c) => Buffer.from(c))).pipe(shapeDocumentStream());
  for await (const part of stream) out += part.toString();
  return out;
}

const head =
  '<head><link rel="modulepreload" href="/assets/a.js" nonce="x"/><link rel="stylesheet" href="/assets/root.css"/></head>';
const entry = (nonce = "") =>
  `<script${nonce}>window.__reactRouterContext={}</script><script${nonce} type="module" async="">import "/assets/root.js";</script>`;
const withCapture = (nonce = "") =>
  `<script${nonce}>window.__reactRouterContext={}</script><script${nonce}>${captureCampaignScript}</script><script${nonce} type="module" async="">import "/assets/root.js";</script>`;

describe("shapeDocumentStream", () => {
  it("removes modulepreload links and keeps everything else", async () => {
    expect(await pipeChunks([head, "<body><p>Hello</p></body>"])).toBe(
      '<head><link rel="stylesheet" href="/assets/root.css"/></head><body><p>Hello</p></body>',
    );
  });

  it("removes a link split across chunks at any point", async () => {
    for (let cut = 1; cut < head.length; cut++) {
      expect(await pipeChunks([head.slice(0, cut), head.slice(cut)])).toBe(
        '<head><link rel="stylesheet" href="/assets/root.css"/></head>',
      );
    }
  });

  it("leaves text that merely mentions the words alone", async () => {
    const text = '<p>Use rel=modulepreload &lt;link&gt; wisely, and &lt;script type="module"&gt;</p>';
    expect(await pipeChunks([text])).toBe(text);
  });

  it("puts the campaign capture in front of the hydration script, which it leaves as it is, wherever the chunks split", async () => {
    const body = `<body><h1>Driveways</h1>${entry()}</body>`;
    for (let cut = 1; cut < body.length; cut++) {
      expect(await pipeChunks([body.slice(0, cut), body.slice(cut)])).toBe(
        `<body><h1>Driveways</h1>${withCapture()}</body>`,
      );
    }
  });

  it("gives the campaign capture the response's nonce", async () => {
    expect(await pipeChunks([entry(' nonce="abc123"')])).toBe(withCapture(' nonce="abc123"'));
  });

  it("adds the capture once, in front of React Router's script; a later module script is the page's own", async () => {
    const later = '<script type="module" async="">import "/assets/later.js";</script>';
    expect(await pipeChunks([entry(), later])).toBe(withCapture() + later);
  });
});
