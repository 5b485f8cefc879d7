import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { staticSectionViolations } from "./static-section-rules.ts";

const routes = path.resolve(import.meta.dirname, "../../app/routes");
const sectionFiles = readdirSync(routes).filter((name) => name.endsWith(".sections.server.tsx"));

describe("static sections (docs/decisions/013)", () => {
  it("use no state, effects or event handlers, and are named by what they show", () => {
    expect(sectionFiles.length).toBeGreaterThan(10);
    const violations = sectionFiles.flatMap((name) =>
      staticSectionViolations(`app/routes/${name}`, readFileSync(path.join(routes, name), "utf8")),
    );
    expect(violations.map((v) => `${v.file}:${v.line} ${v.message}`)).toEqual([]);
  });

  it("names the file and line of a section that reaches for state or a handler", () => {
    const source = [
      'import { useState } from "react";',
      'import { useSite } from "~/lib/root-data";',
      "export function Counter() {",
      "  const site = useSite();",
      "  const [count, setCount] = useState(0);",
      '  return <button type="button" onClick={() => setCount(count + 1)}>{site.name}</button>;',
      "}",
    ].join("\n");
    expect(staticSectionViolations("app/routes/x.sections.server.tsx", source)).toEqual([
      {
        file: "app/routes/x.sections.server.tsx",
        line: 5,
        message: "useState: a static section holds no state and runs no effects",
      },
      {
        file: "app/routes/x.sections.server.tsx",
        line: 6,
        message: "onClick: a static section's HTML has no event handlers",
      },
    ]);
  });

  it("refuses a section named by its position on the page", () => {
    const source = [
      "export function PatiosTop() { return null; }",
      "export const LocationBeforeFaq = () => null;",
      "function ServiceBottom() { return null; }",
      "export { ServiceBottom, ServiceBottom as ServiceRelated };",
      "export function QuoteAfterForm() { return null; }",
      "export function PageMiddle() { return null; }",
      "export function AboutUpper() { return null; }",
      "export function AboutLower() { return null; }",
    ].join("\n");
    expect(staticSectionViolations("app/routes/x.sections.server.tsx", source).map((v) => v.line)).toEqual([
      1, 2, 4, 5, 6, 7, 8,
    ]);
    expect(staticSectionViolations("app/routes/x.sections.server.tsx", source)[0].message).toBe(
      "PatiosTop: a section is named by what it shows, not where it sits on the page",
    );
  });

  it("lets a name end in a word that only looks like a position", () => {
    const source = [
      "export function DrivewayCostFactors() { return null; }",
      "export function PatioMaterials() { return null; }",
      "export function LaptopStop() { return null; }",
      "export function DesktopLayout() { return null; }",
      "export function AfterCareTips() { return null; }",
    ].join("\n");
    expect(staticSectionViolations("app/routes/x.sections.server.tsx", source)).toEqual([]);
  });
});
