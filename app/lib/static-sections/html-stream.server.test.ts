import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { shapeDocumentStream } from "./html-stream.server.ts";

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

  it("leaves React Router's scripts as they are, wherever the chunks split", async () => {
    const body = `<body><h1>Driveways</h1>${entry(' nonce="abc123"')}</body>`;
    for (let cut = 1; cut < body.length; cut++) {
      expect(await pipeChunks([body.slice(0, cut), body.slice(cut)])).toBe(body);
    }
  });
});
