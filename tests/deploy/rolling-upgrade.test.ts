import { randomBytes } from "node:crypto";
import { readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHIPPED_NGINX_CONF } from "../../scripts/deploy/nginx-config.ts";
import { type LeadStore, type LeadWithDeliveries, openLeadStore } from "../../server/leads/store/index.ts";
import { generalLeadPayload } from "../general-lead-payload.ts";
import { type Answer, exchange, postJson } from "./support/http.ts";
import { freePorts } from "./support/ports.ts";
import { installNextRelease, installSite, type NextRelease } from "./support/release.ts";
import { textFigures } from "./support/texts.ts";
import { type Instance, startTopology, type Topology } from "./support/topology.ts";

/**
 * A rolling upgrade as deploy/UPGRADE.md has it, under steady load through nginx (the shipped
 * file): the next release is installed over the running one, then instance A is stopped with
 * SIGTERM (as systemd stops it) and started on the new release, then instance B. Visitors keep
 * viewing pages with their stylesheets and scripts and sending the forms' leads, a burst of them
 * as each instance is told to stop; none of their requests fails, and every lead is stored once and
 * delivered once.
 */

const run = randomBytes(4).toString("hex");
let site: Topology;
let store: LeadStore;
let installed: string;

beforeAll(async () => {
  const [sitePort, redirect, a, b] = await freePorts(4);
  const folder = process.env.DEPLOY_TEST_DIR;
  if (!folder) throw new Error("DEPLOY_TEST_DIR is not set: run these checks with npm run test:deploy");
  installed = installSite(path.join(folder, `site-${run}`));
  site = await startTopology({ site: sitePort, redirect, a, b }, { site: installed });
  store = await openLeadStore(site.databaseUrl);
}, 90_000);

afterAll(async () => {
  await store?.close();
  await site?.stop();
});

/** How long nginx leaves out an instance that refused it (max_fails times): the next one waits longer. */
function failTimeoutMs(): number {
  const seconds = /max_fails=\d+\s+fail_timeout=(\d+)s/.exec(readFileSync(SHIPPED_NGINX_CONF, "utf8"))?.[1];
  if (!seconds) throw new Error(`${SHIPPED_NGINX_CONF}'s upstream has no max_fails=… fail_timeout=…s`);
  return Number(seconds) * 1000;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The files a browser fetches for a page, the ones that change from one build to the next first:
 * its stylesheets, the route manifest, then the scripts its inline module imports.
 */
function filesOf(page: string): string[] {
  const stylesheets = [...page.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"#]+)/g)].map((m) => m[1]);
  const scripts = [...page.matchAll(/(?:import|from)\s*\(?"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const manifest = scripts.filter((file) => file.startsWith("/assets/manifest-"));
  return [...new Set([...stylesheets, ...manifest, ...scripts])].slice(0, 4);
}

async function leadsWithKey(prefix: string): Promise<LeadWithDeliveries[]> {
  const found: LeadWithDeliveries[] = [];
  for await (const row of store.exportRows()) {
    if (row.lead.idempotencyKey?.startsWith(prefix)) found.push(row);
  }
  return found;
}

// The lead service and the owner's text (no SMTP here): those delivered, the e-mail's parked.
const delivered = (row: LeadWithDeliveries) =>
  row.deliveries.some((delivery) => delivery.destination === "webhook" && delivery.status === "delivered") &&
  row.deliveries.every((delivery) => delivery.status === "delivered" || delivery.status === "parked");

/** A page's text, as the browser reads it after undoing its compression. */
function decoded(answer: Answer): string {
  const encoding = answer.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(answer.body).toString("utf8");
  if (encoding === "gzip") return gunzipSync(answer.body).toString("utf8");
  return answer.text;
}

const describeAnswer = (answer: Answer | Error) =>
  answer instanceof Error
    ? `no answer (${answer.message})`
    : `${answer.status} ${answer.text.replace(/\s+/g, " ").slice(0, 120)}`;

describe("rolling upgrade", () => {
  it("A, then B, stopped with SIGTERM and started on the next release under load: no request fails, every lead stored and delivered once", async () => {
    const VIEWERS = 4;
    const POST_EVERY_MS = 100;
    const BURST = 40;
    const pages = [
      "/",
      "/services",
      "/locations/ankeny",
      "/quote",
      "/contact",
      "/services/stamped-concrete",
      "/faq",
    ];
    const forms = ["quote", "contact", "lead"] as const;
    const views = { pages: 0, files: 0, failed: [] as string[] };
    const started = Date.now();
    // The logs are the whole run's (every file's instances write to them): this test reads its own part.
    const logs = ["gdm-concrete.error.log", "instance-a.log", "instance-b.log"].map((name) =>
      path.join(site.folder, name),
    );
    const logStarts = logs.map((file) => statSync(file, { throwIfNoEntry: false })?.size ?? 0);
    const logSince = (n: number) => readFileSync(logs[n]).subarray(logStarts[n]).toString("utf8").split("\n");
    let loading = true;

    const viewer = async (n: number) => {
      let i = n;
      const from = `127.0.4.${n + 1}`;
      const get = async (url: string) => {
        try {
          const answer = await exchange(`${site.site}${url}`, {
            from,
            headers: { "Accept-Encoding": "br, gzip" },
          });
          if (answer.status !== 200)
            views.failed.push(`${url}: ${answer.status} ${answer.text.slice(0, 80)}`);
          return answer;
        } catch (error) {
          views.failed.push(`${url}: ${(error as Error).message}`);
          return undefined;
        }
      };
      while (loading) {
        const page = await get(pages[i++ % pages.length]);
        views.pages++;
        if (page?.status === 200) {
          // What the browser fetches next: the files that page names, whichever build rendered it.
          for (const file of filesOf(decoded(page))) {
            await get(file);
            views.files++;
          }
        }
        await pause(20);
      }
    };

    type Outcome = {
      key: string;
      form: string;
      first: string;
      retry?: string;
      accepted: boolean;
      id?: string;
    };
    const outcomes: Outcome[] = [];
    const stored = (answer: Answer | Error) =>
      !(answer instanceof Error) &&
      (answer.status === 201 || answer.status === 200) &&
      JSON.parse(answer.text).success;
    const submit = async (n: number) => {
      const form = forms[n % forms.length];
      const key = `upgrade-${run}-${n}`;
      // Sixty visitors, a lead every six seconds each: within the limit of 10 a minute, retries included.
      const options = { from: `127.0.3.${(n % 60) + 1}`, headers: { "Idempotency-Key": key } };
      const payload = generalLeadPayload(form, {
        email: `upgrade-${n}-${run}@example.com`,
        name: `Upgrade ${n}`,
      });
      const send = () =>
        postJson(`${site.site}/api/${form}`, payload, options).catch((error: Error) => error);
      const first = await send();
      const outcome: Outcome = { key, form, first: describeAnswer(first), accepted: false };
      let final = first;
      if (!stored(first)) {
        // The site's form keeps the visitor's action key, so pressing Send again repeats it.
        await pause(500);
        final = await send();
        outcome.retry = describeAnswer(final);
      }
      if (stored(final)) {
        outcome.accepted = true;
        outcome.id = JSON.parse((final as Answer).text).id;
      }
      outcomes.push(outcome);
    };
    const submissions: Promise<void>[] = [];
    let next = 0;
    const posting = (async () => {
      while (loading) {
        submissions.push(submit(next++));
        await pause(POST_EVERY_MS);
      }
    })();

    const restarts: { instance: string; stopSeconds: number; downSeconds: number }[] = [];
    const restart = async (instance: Instance) => {
      const stopAt = Date.now();
      // The worst moment: visitors' posts reach nginx as the instance is told to stop, so some are
      // sent on the connections it kept open to that instance.
      for (let n = 0; n < BURST; n++) submissions.push(submit(next++));
      await instance.kill("SIGTERM");
      const stoppedAt = Date.now();
      await instance.start();
      restarts.push({
        instance: instance.name,
        stopSeconds: Math.round((stoppedAt - stopAt) / 100) / 10,
        downSeconds: Math.round((Date.now() - stopAt) / 100) / 10,
      });
    };

    const before = filesOf((await exchange(`${site.a.origin}/`)).text);
    let release: NextRelease | undefined;
    const upgrade = (async () => {
      await pause(2_000);
      release = installNextRelease(installed, run);
      await pause(1_000);
      await restart(site.a);
      // Until its fail_timeout has passed since A refused it, nginx leaves A out: stopping B sooner
      // would leave nginx no instance to send visitors to.
      await pause(failTimeoutMs() + 1_000);
      await restart(site.b);
      await pause(3_000);
      loading = false;
    })();

    await Promise.all([...Array.from({ length: VIEWERS }, (_, n) => viewer(n)), posting, upgrade]);
    await Promise.all(submissions);
    const loadSeconds = (Date.now() - started) / 1000;

    // Leases handed back at SIGTERM are claimed again at once: no waiting out a lease.
    const prefix = `upgrade-${run}-`;
    const waitStarted = Date.now();
    let rows: LeadWithDeliveries[] = [];
    while (Date.now() - waitStarted < 20_000) {
      rows = await leadsWithKey(prefix);
      if (rows.length >= outcomes.filter((outcome) => outcome.accepted).length && rows.every(delivered))
        break;
      await pause(200);
    }
    const deliveryWait = Date.now() - waitStarted;

    const byKey = new Map<string, number>();
    for (const { lead } of rows) byKey.set(lead.idempotencyKey!, (byKey.get(lead.idempotencyKey!) ?? 0) + 1);
    const accepted = outcomes.filter((outcome) => outcome.accepted);
    const calls = new Map<string, number>();
    for (const request of site.leadService.requests) {
      const id = String(request.json.lead_id);
      calls.set(id, (calls.get(id) ?? 0) + 1);
    }
    const errorLog = logSince(0);
    const instanceLogs = [logSince(1), logSince(2)];
    const stops = instanceLogs.map((lines) =>
      lines
        .filter((line) => line.includes('"event":"shutdown.done"'))
        .map((line) => JSON.parse(line))
        .at(-1),
    );
    const figures = {
      loadSeconds,
      pageViews: views.pages,
      filesFetched: views.files,
      posts: outcomes.length,
      requests: views.pages + views.files + outcomes.length,
      failedRequests: views.failed.length + outcomes.filter((outcome) => outcome.retry !== undefined).length,
      failedPageViews: views.failed,
      failedPosts: outcomes
        .filter((outcome) => outcome.retry !== undefined)
        .map(({ key, form, first, retry }) => ({ key, form, first, retry })),
      leadsAccepted: accepted.length,
      leadsStored: rows.length,
      leadsLost: accepted.filter((outcome) => byKey.get(outcome.key) !== 1).length,
      leadsDuplicated: [...byKey.values()].filter((count) => count > 1).length,
      leadsDelivered: rows.filter(delivered).length,
      deliveredWithinSecondsAfterLoad: Math.round(deliveryWait / 100) / 10,
      webhookCallsBeyondOnePerLead: rows.reduce(
        (sum, { lead }) => sum + Math.max(0, (calls.get(lead.id) ?? 0) - 1),
        0,
      ),
      // The owner's texts, per stored lead (one number).
      ...textFigures(
        site.twilio,
        rows.map(({ lead }) => lead.id),
      ),
      // Connections nginx made to a stopping instance: refused, and sent to the other one.
      connectionsRefusedAndRetried: errorLog.filter((line) => line.includes("(111: Connection refused)"))
        .length,
      // Keyed lead posts on a connection the kernel reset as an instance stopped listening (nginx had
      // just opened it), which nginx sent to the other instance (deploy/nginx/gdm-concrete.conf).
      postsResentByNginx: errorLog.filter((line) =>
        /\[error\].*(reset by peer|prematurely closed).*request: "POST /.test(line),
      ).length,
      // Leads posted to an instance after it was told to stop: stored by it, sent by the other.
      leadsTakenWhileStopping: instanceLogs.reduce((sum, lines) => {
        const begin = lines.findIndex((line) => line.includes('"event":"shutdown.begin"'));
        const done = lines.findIndex((line) => line.includes('"event":"shutdown.done"'));
        return sum + lines.slice(begin, done).filter((line) => /"status":201.*"leadId"/.test(line)).length;
      }, 0),
      restarts,
      stops,
    };
    writeFileSync(path.join(site.folder, "rolling-upgrade.json"), JSON.stringify(figures, null, 2));
    console.log(`rolling upgrade: ${JSON.stringify(figures, null, 2)}`);

    // The new release is live on both instances, and the running one's files are still served.
    expect(release).toBeDefined();
    expect(before).toContain(`/assets/${release!.stylesheet.before}`);
    for (const instance of [site.a, site.b]) {
      const home = (await exchange(`${instance.origin}/`)).text;
      expect(home).toContain(`/assets/${release!.stylesheet.after}`);
      expect(home).not.toContain(`/assets/${release!.stylesheet.before}`);
    }
    for (const file of before) expect((await exchange(`${site.site}${file}`)).status, file).toBe(200);

    expect(views.failed).toEqual([]);
    expect(views.pages).toBeGreaterThan(100);
    expect(views.files).toBeGreaterThan(views.pages);
    expect(figures.failedPosts).toEqual([]);
    expect(accepted).toHaveLength(outcomes.length);
    expect(outcomes.length).toBeGreaterThan(150);
    // Stored once each, and nothing stored that the visitor was not told about.
    expect(figures.leadsLost).toBe(0);
    expect(figures.leadsDuplicated).toBe(0);
    expect(rows.map(({ lead }) => lead.id).sort()).toEqual(accepted.map((outcome) => outcome.id).sort());
    // Delivered once: SIGTERM let the attempts under way finish, so none was sent twice.
    expect(figures.leadsDelivered).toBe(rows.length);
    for (const { lead } of rows) expect(calls.get(lead.id), lead.id).toBe(1);
    // Texted once each, across the restarts: none lost, none twice.
    expect(figures.textedOnce).toBe(rows.length);
    expect(figures.textedTwice).toBe(0);
    // Each instance stopped by itself, nothing cut at its deadline.
    for (const stop of stops) expect(stop).toMatchObject({ event: "shutdown.done", cutAtDeadline: 0 });
    expect(errorLog.filter((line) => line.includes("no live upstreams"))).toEqual([]);
    // No request an instance had begun to answer was cut by its stop.
    expect(errorLog.filter((line) => line.includes("prematurely closed"))).toEqual([]);
  }, 120_000);
});
