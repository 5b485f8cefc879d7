import { describe, expect, it } from "vitest";
import { csvField } from "./lead-csv.ts";

describe("a CSV cell of the export", () => {
  it("cannot start a formula in a spreadsheet, however the visitor wrote it", () => {
    for (const value of [
      "=1+1",
      "+1 515 555 0100",
      "-2+3",
      "@SUM(A1:A9)",
      '\t=HYPERLINK("http://evil.example")',
      "\r=1+1",
      "\n=1+1",
      '＝HYPERLINK("http://evil.example")',
      "＋1",
      "－1",
      "＠SUM(A1)",
      "\u3000=1+1",
      // The small forms, and a sign behind what a spreadsheet skips or does not show.
      '\uFE66HYPERLINK("http://evil.example")',
      "\uFE62SUM(A1)",
      "\uFE63SUM(A1)",
      "\uFE6BSUM(A1)",
      '\u200B=HYPERLINK("http://evil.example")',
      "\u200B\u200B+1",
      "\uFEFF=1+1",
      "\u2060@SUM(A1)",
      "\u00AD-1",
      " =1+1",
    ]) {
      const cell = csvField(value);
      const text = cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell;
      expect([value, text]).toEqual([value, `'${value}`]);
    }
  });

  it("leaves every other text as it was typed", () => {
    for (const value of [
      "Pat Jones",
      "stamped-concrete",
      "spring, 2026",
      "Patio 20×30 ft",
      "a=b",
      " leading space",
      "\u200Bhidden, but no formula",
      "width ﹦ 20 ft",
    ])
      expect(csvField(value).replace(/^"|"$/g, "")).toBe(value);
  });
});
