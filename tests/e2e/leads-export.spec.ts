import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { LEAD_CSV_COLUMNS } from "../../server/leads/lead-csv.ts";

// The owner's spreadsheet, made with the very command docs/leads.md and docs/scripts.md give, against
// the store the running site writes: the file is CSV from its first byte (no npm banner above the
// header), and holds the lead a visitor just sent.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

test("npm run leads -- export --csv --out FILE writes a CSV file a spreadsheet opens as it is", async ({
  request,
}) => {
  const email = `export.${Date.now()}@example.com`;
  const sent = await request.post("/api/contact", {
    data: {
      name: "Erin Export",
      email,
      phone: "(515) 555-0166",
      subject: "Driveway",
      message: 'Please call about a driveway, with a comma, and "quotes".',
      form_name: "Website Contact Form",
    },
  });
  expect(sent.status()).toBe(201);

  const folder = mkdtempSync(path.join(tmpdir(), "leads-export-"));
  try {
    const file = path.join(folder, "leads.csv");
    // As the e2e server was started (playwright.config.ts): its store, from the project's folder.
    const run = spawnSync("npm", ["run", "leads", "--", "export", "--csv", "--out", file], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: "file:./data/e2e.db" },
      encoding: "utf8",
    });
    expect(run.status, run.stderr).toBe(0);
    const csv = readFileSync(file, "utf8");
    expect(csv.startsWith(`${LEAD_CSV_COLUMNS.join(",")}\r\n`)).toBe(true);
    const row = csv.split("\r\n").find((line) => line.includes(email));
    expect(row).toBeDefined();
    expect(row).toContain('"Please call about a driveway, with a comma, and ""quotes""."');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
