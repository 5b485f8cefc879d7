import { describe, expect, it } from "vitest";
import { decodeEntities, excerptText, plainText, sanitizeCmsHtml } from "./sanitize.ts";

/** Anything in the output that a browser would run. */
function expectNothingExecutable(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<style/i);
  expect(html).not.toMatch(/<iframe/i);
  expect(html).not.toMatch(/<svg/i);
  expect(html).not.toMatch(/<object|<embed|<form|<input|<button|<meta|<link|<base/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:|vbscript:|data:/i);
  expect(html).not.toMatch(/style=/i);
  expect(html).not.toMatch(/srcdoc|formaction|xlink:href/i);
}

describe("sanitizeCmsHtml keeps an editor's ordinary markup", () => {
  it("keeps paragraphs, headings, lists, emphasis and quotes", () => {
    const html =
      "<h2>Why concrete?</h2><p>It lasts <strong>30+ years</strong> with <em>little</em> care.<br />Really.</p>" +
      "<h3>What we pour</h3><ul><li>Driveways</li><li>Patios</li></ul><ol><li>Plan</li></ol>" +
      "<h4>Note</h4><blockquote><p>Best crew in Ankeny.</p></blockquote><p><b>b</b> <i>i</i></p>";
    expect(sanitizeCmsHtml(html)).toBe(html);
  });

  it("keeps simple tables", () => {
    const html =
      '<table><caption>Prices</caption><thead><tr><th scope="col">Job</th><th scope="col">Per sq ft</th></tr></thead>' +
      "<tbody><tr><td>Driveway</td><td>$8-$14</td></tr></tbody></table>";
    expect(sanitizeCmsHtml(html)).toBe(html);
  });

  it("keeps internal, mail and phone links as they are and marks external links noopener", () => {
    expect(sanitizeCmsHtml('<a href="/quote">Get a quote</a>')).toBe('<a href="/quote">Get a quote</a>');
    expect(sanitizeCmsHtml('<a href="mailto:hi@example.com">Mail</a>')).toBe(
      '<a href="mailto:hi@example.com">Mail</a>',
    );
    expect(sanitizeCmsHtml('<a href="tel:+15155550143">Call</a>')).toBe(
      '<a href="tel:+15155550143">Call</a>',
    );
    expect(sanitizeCmsHtml('<a href="https://www.ankenyiowa.gov/permits" target="_blank">City</a>')).toBe(
      '<a href="https://www.ankenyiowa.gov/permits" rel="noopener noreferrer">City</a>',
    );
  });

  it("keeps web images with their size, lazy-loaded, inside figures", () => {
    const html =
      '<figure class="wp-block-image"><img src="https://cms.example.com/wp-content/uploads/patio.jpg" alt="New patio" width="1200" height="800" class="wp-image-9" srcset="x 1x"><figcaption>Urbandale, 2024</figcaption></figure>';
    expect(sanitizeCmsHtml(html)).toBe(
      '<figure><img src="https://cms.example.com/wp-content/uploads/patio.jpg" alt="New patio" width="1200" height="800" loading="lazy" decoding="async" /><figcaption>Urbandale, 2024</figcaption></figure>',
    );
  });

  it("keeps an empty alt, so decorative images stay silent for screen readers", () => {
    expect(sanitizeCmsHtml('<img src="https://cms.example.com/line.png">')).toBe(
      '<img src="https://cms.example.com/line.png" alt="" loading="lazy" decoding="async" />',
    );
  });

  it("turns h1 into h2 and h5/h6 into h4, so the page keeps one h1 and no skipped levels", () => {
    expect(sanitizeCmsHtml("<h1>A</h1><h5>B</h5><h6>C</h6>")).toBe("<h2>A</h2><h4>B</h4><h4>C</h4>");
  });

  it("unwraps layout wrappers but keeps their text", () => {
    expect(sanitizeCmsHtml('<div class="wp-block-group"><span style="color:red">Hello</span></div>')).toBe(
      "Hello",
    );
  });

  it("answers an empty string for nothing", () => {
    expect(sanitizeCmsHtml(undefined)).toBe("");
    expect(sanitizeCmsHtml(null)).toBe("");
    expect(sanitizeCmsHtml("")).toBe("");
  });
});

describe("sanitizeCmsHtml removes every injection vector", () => {
  const vectors: Record<string, string> = {
    "script tag": "<p>Hi</p><script>alert(1)</script>",
    "script with src": '<script src="https://evil.example/x.js"></script>',
    "uppercase script": "<SCRIPT>alert(1)</SCRIPT>",
    "split script": "<scr<script>ipt>alert(1)</script>",
    "unclosed script": "<p>ok</p><script>alert(1)",
    "img onerror": '<img src="https://cms.example.com/x.jpg" onerror="alert(1)">',
    "img onerror without quotes": "<img src=x onerror=alert(1)>",
    "svg onload": "<svg onload=alert(1)><circle /></svg>",
    "svg with script": "<svg><script>alert(1)</script></svg>",
    "body onload": "<body onload=alert(1)>text</body>",
    iframe: '<iframe src="https://evil.example"></iframe>',
    "iframe srcdoc": '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    object: '<object data="javascript:alert(1)"></object>',
    embed: '<embed src="javascript:alert(1)">',
    "style tag": "<style>body{background:url(javascript:alert(1))}</style>",
    "style attribute": '<p style="background:url(javascript:alert(1))">x</p>',
    "javascript link": '<a href="javascript:alert(1)">click</a>',
    "mixed case javascript link": '<a href="JaVaScRiPt:alert(1)">click</a>',
    "entity-encoded javascript link": '<a href="&#106;avascript:alert(1)">click</a>',
    "tab inside javascript": '<a href="java&#x09;script:alert(1)">click</a>',
    "newline inside javascript": '<a href="java\nscript:alert(1)">click</a>',
    "leading spaces javascript": '<a href="   javascript:alert(1)">click</a>',
    "vbscript link": '<a href="vbscript:msgbox(1)">click</a>',
    "data link": '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
    "data image": '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
    "javascript image": '<img src="javascript:alert(1)">',
    "protocol-relative image": '<img src="//evil.example/x.png">',
    "link onclick": '<a href="/quote" onclick="alert(1)">x</a>',
    "onmouseover on paragraph": '<p onmouseover="alert(1)">x</p>',
    "form with formaction": '<form><button formaction="javascript:alert(1)">x</button></form>',
    "input autofocus onfocus": "<input autofocus onfocus=alert(1)>",
    "meta refresh": '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    "base href": '<base href="javascript:alert(1)//">',
    "link stylesheet": '<link rel="stylesheet" href="https://evil.example/x.css">',
    "math xlink": '<math><a xlink:href="javascript:alert(1)">x</a></math>',
    "noscript mutation": '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    "textarea mutation": "<textarea></textarea><img src=x onerror=alert(1)></textarea>",
    "comment trick": "<!--<img src=x onerror=alert(1)>-->",
    "closing script in text": "<p>Title </script><script>alert(1)</script></p>",
    template: "<template><script>alert(1)</script></template>",
  };

  for (const [name, html] of Object.entries(vectors)) {
    it(`neutralises ${name}`, () => {
      expectNothingExecutable(sanitizeCmsHtml(html));
    });
  }

  it("leaves the text around an attack readable", () => {
    expect(sanitizeCmsHtml("<p>Hi</p><script>alert(1)</script><p>there</p>")).toBe("<p>Hi</p><p>there</p>");
  });
});

describe("plainText", () => {
  it("strips tags and decodes the entities WordPress writes", () => {
    expect(plainText("Patios &amp; Walkways &#8211; Ankeny&#8217;s &#8220;best&#8221;")).toBe(
      "Patios & Walkways – Ankeny’s “best”",
    );
    expect(plainText("<p>One</p><p>Two<br>Three</p>")).toBe("One Two Three");
  });

  it("drops scripts with their contents, including encoded ones", () => {
    expect(plainText("Stamped <script>alert(1)</script>Concrete")).toBe("Stamped Concrete");
    expect(plainText("Stamped &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; Concrete")).toBe(
      "Stamped Concrete",
    );
    expect(plainText("&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;")).not.toMatch(/<|>/);
  });

  it("keeps ordinary comparisons that merely use < and >", () => {
    expect(plainText("Slabs &lt; 4 inches crack; 6 &gt; 4")).toBe("Slabs < 4 inches crack; 6 > 4");
  });

  it("answers an empty string for nothing", () => {
    expect(plainText(undefined)).toBe("");
  });
});

describe("excerptText", () => {
  it("removes WordPress's automatic read-more tail", () => {
    expect(excerptText("<p>Custom patterns that look like stone &hellip; [&hellip;]</p>\n")).toBe(
      "Custom patterns that look like stone …",
    );
  });
});

describe("decodeEntities", () => {
  it("decodes decimal, hex and named entities and leaves unknown names alone", () => {
    expect(decodeEntities("&#38; &#x26; &nbsp;&deg; &unknown;")).toBe("& & \u00a0° &unknown;");
  });

  it("replaces impossible code points instead of throwing", () => {
    expect(decodeEntities("&#xD800;&#1114112;")).toBe("\uFFFD\uFFFD");
  });
});
