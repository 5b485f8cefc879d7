import { describe, expect, test } from "vitest";
import { chunkName, judge, type Recorded, recording, reportLine } from "./js-budget.ts";

const KB = 1024;
const page = (path: string, kind: "content" | "form", chunks: Record<string, number>) => ({
  path,
  kind,
  chunks,
  bytes: Object.values(chunks).reduce((a, b) => a + b, 0),
});

describe("the JavaScript budget", () => {
  test("a content page passes at 110 KB and fails above; a form page may carry 150 KB", () => {
    expect(judge(page("/a", "content", { framework: 100 * KB, a: 10 * KB }), undefined).over).toBe(false);
    expect(judge(page("/a", "content", { framework: 100 * KB, a: 11 * KB }), undefined).over).toBe(true);
    expect(judge(page("/q", "form", { framework: 100 * KB, fields: 45 * KB }), undefined).over).toBe(false);
    expect(judge(page("/q", "form", { framework: 100 * KB, fields: 51 * KB }), undefined).over).toBe(true);
  });

  test("over budget, it names the page and the files that grew since the recording, the new ones marked", () => {
    const recorded: Recorded = { kind: "content", kb: 108, chunks: { framework: 100 * KB, home: 8 * KB } };
    const verdict = judge(
      page("/", "content", { framework: 100 * KB, home: 12 * KB, carousel: 3 * KB }),
      recorded,
    );
    expect(verdict.over).toBe(true);
    expect(verdict.grown).toEqual(["home +4 KB", "carousel (new) +3 KB"]);
    expect(reportLine(verdict, 4)).toMatch(
      /^\/ .*115\.0 .*OVER its budget: grew home \+4 KB, carousel \(new\) \+3 KB$/,
    );
  });

  test("a page recorded over its target may shrink but not grow past its allowance", () => {
    const recorded: Recorded = {
      kind: "content",
      kb: 116.4,
      allowedKb: 118,
      chunks: { framework: 116 * KB },
    };
    expect(judge(page("/x", "content", { framework: 117 * KB }), recorded)).toMatchObject({
      over: false,
      overTarget: true,
      allowed: 118,
    });
    expect(judge(page("/x", "content", { framework: 119 * KB }), recorded).over).toBe(true);
    // An allowance below the target never tightens it.
    expect(judge(page("/y", "content", { framework: 109 * KB }), { ...recorded, allowedKb: 100 }).over).toBe(
      false,
    );
  });

  test("recording allows a page over its target what it carries now plus 1 KB, and nothing for the others", () => {
    const file = recording([
      judge(page("/over", "content", { framework: 115.2 * KB }), undefined),
      judge(page("/under", "content", { framework: 90 * KB }), undefined),
    ]);
    expect(file.pages["/over"].allowedKb).toBe(117);
    expect(file.pages["/under"]).not.toHaveProperty("allowedKb");
  });

  test("a file is named without its content hash", () => {
    expect(chunkName("http://127.0.0.1:4173/assets/framework-CQIgTaNt.js")).toBe("framework");
    expect(chunkName("/assets/rolldown-runtime-XKyaHtl9.js")).toBe("rolldown-runtime");
    expect(chunkName("/assets/entry.client-BG5oCRRU.js")).toBe("entry.client");
  });
});
