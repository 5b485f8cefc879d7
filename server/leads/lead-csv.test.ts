import { describe, expect, it } from "vitest";
import { csvField } from "./lead-csv";

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
    ])
      expect(csvField(value).replace(/^"|"$/g, "")).toBe(value);
  });
});
