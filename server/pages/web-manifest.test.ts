import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { siteConfig } from "@shared/content/site.ts";
import express from "express";
import { afterAll, describe, expect, it } from "vitest";
import { createStaticFiles } from "./static-files.ts";
import { webManifestRewrite } from "./web-manifest.ts";

const PUBLIC_MANIFEST = path.resolve(__dirname, "../../public/site.webmanifest");
const clientDir = mkdtempSync(path.join(tmpdir(), "manifest-"));
copyFileSync(PUBLIC_MANIFEST, path.join(clientDir, "site.webmanifest"));
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

/** The manifest as the site serves it for `site`. */
async function servedManifest(site: Parameters<typeof webManifestRewrite>[0]) {
  const app = express().use(createStaticFiles(clientDir, webManifestRewrite(site)).middleware);
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const response = await fetch(
      `http://127.0.0.1:${(server.address() as AddressInfo).port}/site.webmanifest`,
    );
    expect(response.headers.get("content-type")).toBe("application/manifest+json");
    return { text: await response.text(), etag: response.headers.get("etag") };
  } finally {
    server.close();
  }
}

describe("the web app manifest", () => {
  it("is the built file, byte for byte, on the demo identity", async () => {
    const served = await servedManifest(siteConfig);
    expect(served.text).toBe(readFileSync(PUBLIC_MANIFEST, "utf8"));
  });

  it("names the client's business when the identity is its own, keeping the rest of the file", async () => {
    const client = {
      name: "Raccoon River Concrete LLC",
      shortName: "Raccoon River",
      tagline: "Flatwork since 2012",
    };
    const served = await servedManifest(client);
    const manifest = JSON.parse(served.text);
    expect(manifest).toMatchObject({
      name: client.name,
      short_name: client.shortName,
      description: client.tagline,
    });
    const { name, short_name, description, ...rest } = JSON.parse(readFileSync(PUBLIC_MANIFEST, "utf8"));
    expect(manifest).toMatchObject(rest);
    expect(served.text).not.toContain(siteConfig.name);
  });
});
