import { readFileSync } from "node:fs";
import path from "node:path";
import { captureCampaignScript } from "@shared/forms/utm.ts";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CampaignCapture, ScriptNonceContext } from "./campaign-capture.tsx";

describe("CampaignCapture", () => {
  it("renders the campaign capture as an inline classic script, as it is", () => {
    expect(renderToStaticMarkup(<CampaignCapture />)).toBe(`<script>${captureCampaignScript}</script>`);
  });

  it("gives the script the response's nonce", () => {
    expect(
      renderToStaticMarkup(
        <ScriptNonceContext value="abc123">
          <CampaignCapture />
        </ScriptNonceContext>,
      ),
    ).toBe(`<script nonce="abc123">${captureCampaignScript}</script>`);
  });

  it("is rendered by the root layout just in front of React Router's scripts, after the page's content", () => {
    const root = readFileSync(path.resolve(import.meta.dirname, "../root.tsx"), "utf8");
    expect(root).toMatch(
      /<ScrollRestoration \/>\s*(\{\/\*[^*]*\*\/\}\s*)?<CampaignCapture \/>\s*<Scripts \/>\s*<\/body>/,
    );
  });
});
