// npm run wordpress:screenshots: pictures of the plugin's admin screens for docs/wordpress/, taken in
// Debian's Chromium from a throwaway WordPress (scripts/wordpress/harness.mjs) connected to the built site.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { VISITOR_CHROMIUM } from "../playwright.config.ts";
import { freePort } from "./lib/site-server.mjs";
import { startWordPress } from "./wordpress/harness.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "docs/wordpress");
const WIDTH = 1280;

if (!existsSync(path.join(root, "build/server/index.js"))) {
  console.error("Build the site first: npm run build");
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), "gdm-screenshots-"));
const sitePort = await freePort();
const secret = randomBytes(24).toString("hex");
const wp = await startWordPress({ siteUrl: `http://127.0.0.1:${sitePort}`, secret });
// The business's lead service, answering every lead as received, so the Leads screen shows deliveries.
const leadService = createServer((req, res) => {
  req.resume();
  req.on("end", () => res.writeHead(200, { "Content-Type": "application/json" }).end('{"ok":true}'));
});
await new Promise((resolve) => leadService.listen(0, "127.0.0.1", resolve));
const site = spawn(process.execPath, ["bin/start.mjs"], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(sitePort),
    DATABASE_URL: `file:${path.join(dataDir, "site.db")}`,
    WORDPRESS_URL: wp.url,
    WORDPRESS_WEBHOOK_SECRET: secret,
    LEAD_WEBHOOK_URL: `http://127.0.0.1:${leadService.address().port}/leads`,
    RATE_LIMIT_PER_MINUTE: "100000",
  },
  stdio: "ignore",
});
const browser = await chromium.launch({
  executablePath: VISITOR_CHROMIUM,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});

/** A compact PNG: 256 colours are plenty for an admin screen. */
async function save(page, name) {
  const shot = await page.screenshot({ fullPage: true });
  const file = path.join(outDir, name);
  await sharp(shot).png({ palette: true, compressionLevel: 9 }).toFile(file);
  console.log(`wrote ${path.relative(root, file)}`);
}

const siteOrigin = `http://127.0.0.1:${sitePort}`;

/** Waits for the site to answer. */
async function siteReady() {
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(siteOrigin).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the site did not start");
}

/**
 * Leads as visitors send them over a spring month, newest last; one of them held by the spam guard.
 * `daysAgo` is written into the store after they are sent (the site stamps a lead when it arrives), so
 * the list and the widget's week and month look as they will in a real season.
 */
const SAMPLE_LEADS = [
  {
    name: "Megan Alvarez",
    phone: "515-555-0113",
    page: "/services/driveways",
    utm: ["google", "spring-driveways"],
    message: "Replace a cracked 2-car driveway in Ankeny before the fall.",
    daysAgo: 26.3,
  },
  {
    name: "Tom Brecht",
    phone: "515-555-0128",
    page: "/locations/waukee",
    message: "Patio off the back deck, about 14 by 18, stamped if the budget allows.",
    daysAgo: 19.1,
  },
  {
    name: "Dave Kowalski",
    phone: "515-555-0135",
    page: "/locations/ankeny",
    message: "New garage slab for a 24 by 24 detached garage going up this summer.",
    daysAgo: 12.6,
  },
  {
    name: "Linda Nguyen",
    phone: "515-555-0141",
    page: "/services/driveways",
    utm: ["google", "spring-driveways"],
    message: "Our driveway heaved by the garage after the winter. Repair or replace?",
    daysAgo: 9.4,
  },
  {
    name: "Ray Hoffmann",
    phone: "515-555-0156",
    page: "/services/sidewalks",
    utm: ["facebook", "sidewalk-code"],
    message: "The city flagged two sidewalk panels in front of our house in Urbandale.",
    daysAgo: 5.2,
  },
  {
    name: "Cheap SEO Deals",
    phone: "000-000-0000",
    page: "/contact",
    message: "We rank your site #1 on Google, reply now.",
    daysAgo: 3.7,
    held: true,
  },
  {
    name: "Priya Shah",
    phone: "515-555-0167",
    page: "/services/driveways",
    utm: ["google", "spring-driveways"],
    message: "Widen our driveway in West Des Moines by about four feet on one side.",
    daysAgo: 1.9,
  },
  {
    name: "Jordan Price",
    phone: "515-555-0172",
    page: "/services/stamped-concrete",
    utm: ["google", "stamped-patios"],
    message: "Stamped patio in an ashlar slate pattern, grey with a charcoal release.",
    daysAgo: 0.2,
  },
];

async function seedLeads() {
  const sent = [];
  for (const { name, phone, page, utm, message, held, daysAgo } of SAMPLE_LEADS) {
    const response = await fetch(`${siteOrigin}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        form_name: "Website Contact Form",
        form_type: "contact",
        page_source: "Contact Page",
        lead_type: "Prospect",
        name,
        email: `${name.split(" ")[0].toLowerCase()}@example.com`,
        phone,
        subject: "Free estimate",
        message,
        page_url: `https://www.example.com${page}`,
        utm_params: utm ? { utm_source: utm[0], utm_medium: "cpc", utm_campaign: utm[1] } : {},
        tags: ["Website Lead"],
        _hp: held ? "http://seo-deals.example" : "",
        _started: Date.now() - 45_000,
      }),
    });
    if (response.status !== 201) throw new Error(`seeding a lead: HTTP ${response.status}`);
    sent.push({ id: (await response.json()).id, daysAgo });
  }
  const store = new DatabaseSync(path.join(dataDir, "site.db"));
  try {
    store.exec("PRAGMA busy_timeout = 5000");
    const backdate = store.prepare("UPDATE leads SET created_at = ? WHERE id = ?");
    for (const { id, daysAgo } of sent) {
      backdate.run(new Date(Date.now() - daysAgo * 24 * 60 * 60_000).toISOString(), id);
    }
  } finally {
    store.close();
  }
}

/** Instant estimates as visitors price and send them: shown ones (the page's beacon), two of them sent. */
async function seedEstimates() {
  const html = await (await fetch(`${siteOrigin}/estimate?service=driveways&area=600`)).text();
  const version = /pl-[0-9a-f]{8}/.exec(html)?.[0];
  if (!version) throw new Error("the estimate page names no price list version");
  const shown = ["driveways", "driveways", "driveways", "driveways", "patios", "patios", "sidewalk-repair"];
  // Each from a visitor of its own: the site counts a visitor once per service an hour.
  for (const [index, service] of shown.entries()) {
    const response = await fetch(`${siteOrigin}/api/estimates/shown`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": `203.0.113.${index + 1}` },
      body: JSON.stringify({ service }),
    });
    if (!response.ok) throw new Error(`counting a shown estimate: HTTP ${response.status}`);
  }
  const sent = [
    {
      name: "Carla Jensen",
      phone: "515-555-0181",
      service: "driveways",
      size: 600,
      finish: "broom",
      low: 4800,
      high: 8400,
    },
    {
      name: "Sam Ortiz",
      phone: "515-555-0194",
      service: "patios",
      size: 300,
      finish: "stamped",
      low: 3600,
      high: 5400,
    },
  ];
  for (const { name, phone, service, size, finish, low, high } of sent) {
    const response = await fetch(`${siteOrigin}/api/quote`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        form_name: "Website Quote Form",
        form_type: "quote",
        page_source: "Estimate Page",
        lead_label: "Instant Estimate",
        name,
        email: `${name.split(" ")[0].toLowerCase()}@example.com`,
        phone,
        estimate: {
          service,
          size,
          length: null,
          width: null,
          finish,
          kind: null,
          low,
          high,
          currency: "USD",
          priceListVersion: version,
        },
        source: "Estimate Page",
        page_url: "https://www.example.com/estimate",
        tags: ["Website Lead", "Instant Estimate"],
        _started: Date.now() - 45_000,
      }),
    });
    if (response.status !== 201)
      throw new Error(`sending an estimate: HTTP ${response.status} ${await response.text()}`);
  }
}

/** Three visits booked at /book, in the first free windows: the Leads screen's "Coming visits". */
async function seedVisits() {
  const { windows } = await (await fetch(`${siteOrigin}/api/bookings/windows`)).json();
  const free = windows.filter((window) => window.available > 0);
  const visitors = [
    ["Dana Whitcomb", "515-555-0186", "2207 SW Prairie Trail Pkwy", "Ankeny", "50023"],
    ["Luis Moreno", "515-555-0172", "4120 Ashworth Rd", "West Des Moines", "50265"],
    ["Pat Kowalski", "515-555-0158", "812 E Euclid Ave", "Des Moines", "50313"],
  ];
  for (const [index, [name, phone, address, city, zip]] of visitors.entries()) {
    const response = await fetch(`${siteOrigin}/api/bookings`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        start: free[index * 3].start,
        name,
        phone,
        email: `${name.split(" ")[0].toLowerCase()}@example.com`,
        address,
        city,
        zip,
      }),
    });
    if (response.status !== 201)
      throw new Error(`booking a visit: HTTP ${response.status} ${await response.text()}`);
  }
}

try {
  mkdirSync(outDir, { recursive: true });
  await siteReady();
  await seedLeads();
  await seedVisits();
  await seedEstimates();
  const page = await browser.newPage({ viewport: { width: WIDTH, height: 900 } });
  await page.goto(`${wp.url}/wp-login.php`);
  await page.getByLabel("Username or Email Address").fill(wp.user);
  await page.getByLabel("Password", { exact: true }).fill(wp.adminPassword);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL(/wp-admin/);

  // The import, as the office manager runs it on Settings → Concrete site: what it brings in, and what it did.
  await page.goto(`${wp.url}/wp-admin/options-general.php?page=gdm-concrete-site`);
  // The click waits for the answer, which comes once the import has run (about 40 s).
  await page.getByRole("button", { name: "Import the site's content" }).click({ timeout: 300_000 });
  await page.waitForURL(/gdm-imported=1/, { timeout: 300_000 });
  const imported = await page.locator("#gdm-import").screenshot();
  await sharp(imported).png({ palette: true, compressionLevel: 9 }).toFile(path.join(outDir, "import.png"));
  console.log("wrote docs/wordpress/import.png");
  // What she finds in WordPress afterwards: the site's services, as the site lists them.
  await page.goto(`${wp.url}/wp-admin/edit.php?post_type=service&orderby=menu_order&order=asc`);
  await save(page, "services.png");

  // An imported service's edit screen: every field and row the site shows, filled in.
  await page.goto(`${wp.url}/wp-admin/edit.php?post_type=service&s=Patios`);
  await page.getByRole("link", { name: "“Patios” (Edit)" }).click();
  await page.waitForURL(/action=edit/);
  await save(page, "service-edit.png");

  // Settings → Concrete site, saved, with the call to the site answered.
  await page.goto(`${wp.url}/wp-admin/options-general.php?page=gdm-concrete-site`);
  await page.getByLabel("Heading", { exact: true }).fill("Ready to Transform Your Property?");
  await page
    .getByLabel("Text", { exact: true })
    .fill("Get a free, no-obligation estimate for your concrete project today.");
  await page.getByLabel("Phone").fill("(515) 555-0142");
  await page.getByLabel("E-mail").fill("office@gdm-concrete.example");
  await page.getByLabel("Address", { exact: true }).fill("1450 SW Vintage Pkwy, Ankeny, IA 50023");
  await page.getByLabel("Opening hours").fill("Mon-Fri 7AM-6PM\nSat 8AM-noon");
  await page.getByRole("button", { name: "Save changes" }).click();
  await page.getByText("Saved.").waitFor();
  await save(page, "settings.png");
  // The price list's rows, on the same screen (administrators only).
  const prices = await page.locator(".gdm-prices").screenshot();
  await sharp(prices).png({ palette: true, compressionLevel: 9 }).toFile(path.join(outDir, "prices.png"));
  console.log("wrote docs/wordpress/prices.png");
  // The booking's section (administrators only): when visits are offered, and the feed's address.
  // WordPress's toolbar stays at the top of the window and would lie over the section's picture.
  await page.addStyleTag({ content: "#wpadminbar { display: none !important; }" });
  const booking = await page.locator("#gdm-booking").screenshot();
  await sharp(booking).png({ palette: true, compressionLevel: 9 }).toFile(path.join(outDir, "booking.png"));
  console.log("wrote docs/wordpress/booking.png");

  // Leads, then the dashboard with its widget (the others folded away, so it is the one to see).
  await page.goto(`${wp.url}/wp-admin/admin.php?page=gdm-leads`);
  await page.getByRole("cell", { name: "Jordan Price" }).waitFor();
  await save(page, "leads.png");
  // The coming visits under the leads, each to move or cancel.
  const visits = await page.locator("#gdm-visits").screenshot();
  await sharp(visits).png({ palette: true, compressionLevel: 9 }).toFile(path.join(outDir, "visits.png"));
  console.log("wrote docs/wordpress/visits.png");
  await page.goto(`${wp.url}/wp-admin/index.php`);
  // WordPress's toolbar stays at the top of the window and would lie over a tall widget's picture.
  await page.addStyleTag({ content: "#wpadminbar { display: none !important; }" });
  const widget = page.locator("#gdm_leads_summary");
  await widget.getByRole("row", { name: /^Leads/ }).waitFor();
  const shot = await widget.screenshot();
  await sharp(shot)
    .png({ palette: true, compressionLevel: 9 })
    .toFile(path.join(outDir, "leads-dashboard-widget.png"));
  console.log("wrote docs/wordpress/leads-dashboard-widget.png");
} finally {
  await browser.close();
  site.kill("SIGTERM");
  leadService.close();
  await wp.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
