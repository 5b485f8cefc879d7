import { describe, expect, it } from "vitest";
import { PREVIEW_BANNER_TITLE, previewDocument } from "./preview-router.ts";

const page = `<!DOCTYPE html><html lang="en"><head><meta name="robots" content="index, follow"/>
<link rel="modulepreload" href="/assets/entry.client-abc.js"/><title>Patios</title></head>
<body class="min-h-screen"><main><h1>Concrete Patios</h1></main>
<script nonce="n">window.__reactRouterContext = {};</script><script type="module" src="/assets/x.js"></script></body></html>`;

describe("a page rendered as a preview", () => {
  const html = previewDocument(page, "/services/patios");

  it("says first in the page that it is not published", () => {
    expect(html).toMatch(
      new RegExp(
        `<body class="min-h-screen"><aside aria-label="Preview"><div role="note" aria-label="${PREVIEW_BANNER_TITLE}"`,
      ),
    );
    expect(html).toContain("/services/patios as visitors will see it once you publish");
  });

  it("is never indexed", () => {
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).not.toContain("index, follow");
  });

  it("is marked to be laid out as without scripts, every tab's panel shown (app.css)", () => {
    expect(html).toMatch(/^<!DOCTYPE html><html data-without-scripts lang="en">/);
  });

  it("carries none of the app's scripts, which would read its address as the page's", () => {
    expect(html).not.toContain("<script");
    expect(html).not.toContain("modulepreload");
    expect(html).toContain("<h1>Concrete Patios</h1>");
  });
});
