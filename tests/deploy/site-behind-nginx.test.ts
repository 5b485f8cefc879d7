import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { networkInterfaces } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGNATURE_HEADER, signCall, TIMESTAMP_HEADER } from "../../server/cluster/signed-call.ts";
import { revalidationHeaders } from "../../server/content/revalidate.ts";
import { type LeadStore, type LeadWithDeliveries, openLeadStore } from "../../server/leads/store/index.ts";
import type { RecordedRequest } from "../fakes/lead-service.ts";
import { CMS_STAMPED_TITLE } from "../fakes/wordpress-samples.ts";
import { generalLeadPayload } from "../general-lead-payload.ts";
import { type Answer, exchange, postJson } from "./support/http.ts";
import { freePorts } from "./support/ports.ts";
import { textFigures, textsByLead } from "./support/texts.ts";
import { RATE_LIMIT, startTopology, type Topology, WEBHOOK_SECRET } from "./support/topology.ts";

/**
 * The site as it is deployed on several instances: nginx (the shipped file) in front of two
 * processes of the production build on one PostgreSQL. What a visitor and the business see:
 * leads stored and delivered once, visitors told apart by address, an edit live everywhere,
 * no page lost while an instance is killed, and one submission limit for the whole site.
 */

const root = path.resolve(import.meta.dirname, "../..");
const run = randomBytes(4).toString("hex");
let site: Topology;
let store: LeadStore;

beforeAll(async () => {
  const [sitePort, redirect, a, b] = await freePorts(4);
  site = await startTopology({ site: sitePort, redirect, a, b });
  store = await openLeadStore(site.databaseUrl);
}, 90_000);

afterAll(async () => {
  await store?.close();
  await site?.stop();
});

/** A lead as another client posts it; a fresh e-mail so no two leads are linked. */
function lead(label: string) {
  return generalLeadPayload("lead", { email: `${label}-${run}@example.com`, name: `Deploy ${label}` });
}

/** The stored leads whose Idempotency-Key starts with `prefix`, with their deliveries. */
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

function webhookCallsFor(leadId: string): RecordedRequest[] {
  return site.leadService.requests.filter((request) => request.json.lead_id === leadId);
}

async function until<T>(
  what: string,
  read: () => Promise<T> | T,
  done: (value: T) => boolean,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("nginx in front of two instances on one PostgreSQL", () => {
  it("a lead posted through nginx, twice by the browser, is stored once and delivered once", async () => {
    const key = `deploy-lead-${run}`;
    const first = await postJson(`${site.site}/api/lead`, lead("one"), {
      headers: { "Idempotency-Key": key },
    });
    const again = await postJson(`${site.site}/api/lead`, lead("one"), {
      headers: { "Idempotency-Key": key },
    });
    expect(first.status, first.text).toBe(201);
    // The repeat is answered from the stored lead.
    expect(again.status, again.text).toBe(200);
    const { id } = JSON.parse(first.text);
    expect(JSON.parse(again.text).id).toBe(id);

    const stored = await until(
      "the lead's delivery",
      () => leadsWithKey(key),
      (rows) => rows.every(delivered),
      10_000,
    );
    expect(stored.map((row) => row.lead.id)).toEqual([id]);
    expect(stored[0].deliveries.map((d) => [d.destination, d.status])).toEqual([
      ["email", "parked"],
      ["sms", "delivered"],
      ["webhook", "delivered"],
    ]);
    expect(webhookCallsFor(id)).toHaveLength(1);
    expect(textsByLead(site.twilio).get(id)).toBe(1);
    expect(webhookCallsFor(id)[0].json.email).toBe(`one-${run}@example.com`);
  });

  it("tells visitors apart by the address nginx forwards: one visitor's eleventh post is refused, another's accepted", async () => {
    const statuses: number[] = [];
    for (let n = 0; n <= RATE_LIMIT; n++) {
      statuses.push(
        (await postJson(`${site.site}/api/lead`, lead(`visitor2-${n}`), { from: "127.0.0.2" })).status,
      );
    }
    expect(statuses.slice(0, RATE_LIMIT)).toEqual(Array(RATE_LIMIT).fill(201));
    expect(statuses[RATE_LIMIT]).toBe(429);
    const other = await postJson(`${site.site}/api/lead`, lead("visitor3"), { from: "127.0.0.3" });
    expect(other.status, other.text).toBe(201);
  });

  it("a made-up X-Forwarded-For neither frees a visitor from the limit nor puts them in another's count", async () => {
    const statuses: number[] = [];
    for (let n = 0; n <= RATE_LIMIT; n++) {
      const answer = await postJson(`${site.site}/api/lead`, lead(`forger-${n}`), {
        from: "127.0.0.4",
        headers: { "X-Forwarded-For": `203.0.113.${n + 1}` },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, RATE_LIMIT)).toEqual(Array(RATE_LIMIT).fill(201));
    expect(statuses[RATE_LIMIT]).toBe(429);
    // Claiming to be the visitor whose limit is spent does not spend this one's.
    const claimed = await postJson(`${site.site}/api/lead`, lead("claims-visitor2"), {
      from: "127.0.0.5",
      headers: { "X-Forwarded-For": "127.0.0.4" },
    });
    expect(claimed.status, claimed.text).toBe(201);
  });

  it("a WordPress edit announced to instance A shows on instance B's next page view", async () => {
    const page = "/services/stamped-concrete";
    const title = (answer: Answer) =>
      /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(answer.text)?.[1].replace(/<[^>]+>/g, "");
    const before = await exchange(`${site.b.origin}${page}`);
    expect(before.status).toBe(200);
    expect(title(before)).toBe(CMS_STAMPED_TITLE.replace("&", "&amp;"));

    const edited = `Stamped Concrete, edited ${run}`;
    site.wordpress.content.service[0].title = { rendered: edited };
    expect(title(await exchange(`${site.b.origin}${page}`))).not.toBe(edited);

    const body = JSON.stringify({
      changes: [{ type: "service", slug: "stamped-concrete", action: "update" }],
    });
    const call = await exchange(`${site.a.origin}/api/revalidate`, {
      method: "POST",
      headers: revalidationHeaders(WEBHOOK_SECRET, body),
      body,
    });
    expect(call.status, call.text).toBe(200);
    // Decision 015: B hears of it through PostgreSQL within milliseconds; a second is allowed.
    const after = await until(
      "the edit on instance B",
      async () => title(await exchange(`${site.b.origin}${page}`)),
      (shown) => shown === edited,
      1_000,
    );
    expect(after).toBe(edited);
  });

  it("counts one submission limit for both instances: 6 posts to each from one address get refused past 10", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) {
      for (const instance of [site.a, site.b]) {
        const answer = await postJson(`${instance.origin}/api/lead`, lead(`both-${instance.name}-${n}`), {
          from: "127.0.0.6",
        });
        statuses.push(answer.status);
      }
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(RATE_LIMIT);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(1);
  });
});

describe("what nginx passes on", () => {
  it("answers pages and scripts with the site's own cache headers and compression, untouched", async () => {
    const assets = path.join(root, "build/client/assets");
    const script = readdirSync(assets).find((name) => name.endsWith(".js"))!;
    const asBrotli = await exchange(`${site.site}/assets/${script}`, {
      headers: { "Accept-Encoding": "br, gzip" },
    });
    expect(asBrotli.status).toBe(200);
    expect(asBrotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asBrotli.headers["content-encoding"]).toBe("br");
    expect(asBrotli.body.equals(readFileSync(path.join(assets, `${script}.br`)))).toBe(true);
    const plain = await exchange(`${site.site}/assets/${script}`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(readFileSync(path.join(assets, script)))).toBe(true);

    const page = await exchange(`${site.site}/`, { headers: { "Accept-Encoding": "gzip" } });
    expect(page.status).toBe(200);
    expect(page.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    expect(page.headers["content-encoding"]).toBe("gzip");
    // Compressed once: the bytes unzip straight to the page.
    expect(gunzipSync(page.body).toString("utf8")).toMatch(/^<!DOCTYPE html>/i);
    const pagePlain = await exchange(`${site.site}/`);
    expect(pagePlain.headers["content-encoding"]).toBeUndefined();
    expect(pagePlain.text).toMatch(/^<!DOCTYPE html>/i);
  });

  it("sends plain-HTTP visitors to HTTPS, and lets a post just over 32 KB reach the site's own answer", async () => {
    const moved = await exchange(`${site.redirect}/services/driveways?utm_source=flyer`);
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe("https://www.example.com/services/driveways?utm_source=flyer");

    const tooLong = await postJson(
      `${site.site}/api/lead`,
      { ...lead("long"), message: "x".repeat(34_000) },
      {
        from: "127.0.0.7",
      },
    );
    expect(tooLong.status).toBe(413);
    expect(JSON.parse(tooLong.text).message).toBe(
      "Your submission is too large. Please shorten it, or call us.",
    );
  });
});

/**
 * This machine's own address on its network: a visitor from it reaches nginx as anyone on the
 * internet would, since nginx names it, not loopback, as the visitor (the test's other visitors,
 * 127.0.0.2 and on, are loopback addresses, which is what this machine's own requests are).
 */
function networkAddress(): string {
  const found = Object.values(networkInterfaces())
    .flat()
    .find((face) => face && face.family === "IPv4" && !face.internal);
  if (!found) throw new Error("this check needs an IPv4 address of this machine other than loopback");
  return found.address;
}

describe("/readyz behind nginx", () => {
  it("tells a visitor only that the site is ready; the details are for this machine or a signed call", async () => {
    const from = networkAddress();
    const visitor = await exchange(`${site.site}/readyz`, { from });
    expect(visitor.status).toBe(200);
    expect(JSON.parse(visitor.text)).toEqual({ status: "ready" });

    // On the box, straight to an instance (deploy/UPGRADE.md, CHECKLIST.md): the counts and warnings.
    const onTheBox = JSON.parse((await exchange(`${site.a.origin}/readyz`)).text);
    expect(onTheBox).toMatchObject({ status: "ready", store: "postgres", deliveries: { dead: 0 } });
    expect(onTheBox).toHaveProperty("spool");

    // A monitor elsewhere, with the WordPress secret.
    const address = `/readyz?call=${run}`;
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signed = await exchange(`${site.site}${address}`, {
      from,
      headers: {
        [TIMESTAMP_HEADER]: timestamp,
        [SIGNATURE_HEADER]: signCall(WEBHOOK_SECRET, "readiness", `${timestamp}.GET.${address}.`),
      },
    });
    expect(signed.status, signed.text).toBe(200);
    expect(JSON.parse(signed.text)).toMatchObject({ status: "ready", deliveries: { dead: 0 } });
  });
});

describe("failover", () => {
  it("30 s of page views and 200 leads while instance A is killed and restarted: no view lost, every lead stored and delivered once", async () => {
    const DURATION_MS = 30_000;
    const POSTS = 200;
    const KILL_AT_MS = 5_000;
    const pages = ["/", "/services", "/locations/ankeny", "/quote", "/services/stamped-concrete", "/faq"];
    const started = Date.now();
    const views = { total: 0, failed: [] as string[] };

    const viewer = async (n: number) => {
      let i = n;
      while (Date.now() - started < DURATION_MS) {
        const page = pages[i++ % pages.length];
        try {
          const answer = await exchange(`${site.site}${page}`, {
            from: `127.0.2.${n + 1}`,
            headers: { "Accept-Encoding": "br, gzip" },
          });
          if (answer.status !== 200)
            views.failed.push(`${page}: ${answer.status} ${answer.text.slice(0, 80)}`);
        } catch (error) {
          views.failed.push(`${page}: ${(error as Error).message}`);
        }
        views.total++;
        // About a hundred views a second from each of four visitors: busy, not a benchmark.
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };

    type Outcome = { key: string; first: string; retry?: string; accepted: boolean; id?: string };
    const outcomes: Outcome[] = [];
    const describeAnswer = (answer: Answer | Error) =>
      answer instanceof Error
        ? `no answer (${answer.message})`
        : `${answer.status} ${answer.text.replace(/\s+/g, " ").slice(0, 120)}`;
    const submit = async (n: number) => {
      const key = `failover-${run}-${n}`;
      // Forty visitors, five leads each: within the limit of 10 a minute, retries included.
      const options = { from: `127.0.1.${(n % 40) + 1}`, headers: { "Idempotency-Key": key } };
      const send = () =>
        postJson(`${site.site}/api/lead`, lead(`failover-${n}`), options).catch((error: Error) => error);
      const first = await send();
      const outcome: Outcome = { key, first: describeAnswer(first), accepted: false };
      let final = first;
      const stored = (answer: Answer | Error) =>
        !(answer instanceof Error) &&
        (answer.status === 201 || answer.status === 200) &&
        JSON.parse(answer.text).success;
      if (!stored(first)) {
        // The site's form keeps the visitor's action key, so pressing Send again repeats it.
        await new Promise((resolve) => setTimeout(resolve, 500));
        final = await send();
        outcome.retry = describeAnswer(final);
      }
      if (stored(final)) {
        outcome.accepted = true;
        outcome.id = JSON.parse((final as Answer).text).id;
      }
      outcomes.push(outcome);
    };

    const posting = (async () => {
      const submissions: Promise<void>[] = [];
      for (let n = 0; n < POSTS; n++) {
        submissions.push(submit(n));
        await new Promise((resolve) => setTimeout(resolve, (DURATION_MS - 5_000) / POSTS));
      }
      await Promise.all(submissions);
    })();

    let downFor = 0;
    const failover = (async () => {
      await new Promise((resolve) => setTimeout(resolve, KILL_AT_MS));
      const killedAt = Date.now();
      await site.a.kill("SIGKILL");
      await site.a.start();
      downFor = Date.now() - killedAt;
    })();

    await Promise.all([...Array.from({ length: 4 }, (_, n) => viewer(n)), posting, failover]);

    // Every accepted lead delivered; a lead A held a lease on when it died waits for the lease (60 s).
    const prefix = `failover-${run}-`;
    const waitStarted = Date.now();
    const stored = await until(
      "every stored lead delivered",
      () => leadsWithKey(prefix),
      (rows) => rows.every(delivered),
      70_000,
    );
    const deliveryWait = Date.now() - waitStarted;

    const byKey = new Map<string, number>();
    for (const { lead } of stored)
      byKey.set(lead.idempotencyKey!, (byKey.get(lead.idempotencyKey!) ?? 0) + 1);
    const accepted = outcomes.filter((outcome) => outcome.accepted);
    const failedPosts = outcomes.filter((outcome) => outcome.retry !== undefined);
    const redeliveries = stored.reduce((sum, { lead }) => sum + webhookCallsFor(lead.id).length - 1, 0);
    const figures = {
      submissions: POSTS,
      accepted: accepted.length,
      stored: stored.length,
      delivered: stored.filter(delivered).length,
      deliveredWithinSecondsAfterRun: Math.round(deliveryWait / 100) / 10,
      webhookRepeatsOfOneDelivery: redeliveries,
      // The owner's texts, per stored lead (one number): a text has no key the phone could drop a repeat by.
      ...textFigures(
        site.twilio,
        stored.map(({ lead }) => lead.id),
      ),
      pageViews: views.total,
      // Requests A was answering when it died, which nginx sent to B instead (its error log).
      pageViewsRetriedOnB: readFileSync(path.join(site.folder, "gdm-concrete.error.log"), "utf8")
        .split("\n")
        .filter((line) => /\[error\].*(reset by peer|prematurely closed).*request: "GET /.test(line)).length,
      failedPageViews: views.failed,
      failedPosts: failedPosts.map(({ key, first, retry }) => ({ key, first, retry })),
      instanceDownSeconds: Math.round(downFor / 100) / 10,
    };
    writeFileSync(path.join(site.folder, "failover.json"), JSON.stringify(figures, null, 2));
    console.log(`failover: ${JSON.stringify(figures, null, 2)}`);

    expect(views.failed).toEqual([]);
    expect(views.total).toBeGreaterThan(100);
    // Every post the visitor was told arrived (201, first time or on the retry) is stored exactly once…
    for (const outcome of accepted) expect(byKey.get(outcome.key), outcome.key).toBe(1);
    // …and nothing is stored twice, nor stored without the visitor having been told.
    expect([...byKey.values()].every((count) => count === 1)).toBe(true);
    expect(stored.map(({ lead }) => lead.id).sort()).toEqual(accepted.map((outcome) => outcome.id).sort());
    expect(accepted).toHaveLength(POSTS);
    // Delivered once: one delivery per lead reached the lead service, under one Idempotency-Key
    // (a repeat of that key, after a kill between its sending and its record, is the lead
    // service's to drop: decision 005).
    for (const { lead } of stored) {
      const calls = webhookCallsFor(lead.id);
      expect(calls.length, lead.id).toBeGreaterThanOrEqual(1);
      expect(new Set(calls.map((call) => call.headers["idempotency-key"])).size, lead.id).toBe(1);
    }
    // Texted once each: none lost, none twice. Twilio takes no key to drop a repeat by; after a kill
    // between its answer and the attempt's record, the worker that takes the row over once A's lease
    // ran out lists Twilio's texts for the delivery's reference first (decision 049).
    expect(figures.textedOnce).toBe(stored.length);
    expect(figures.textedTwice).toBe(0);
  }, 120_000);
});
