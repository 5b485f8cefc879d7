import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { startWordPressCron, type WordPressCron } from "./wordpress-cron.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A WordPress stand-in that counts its scheduler's runs and can be told to fail. */
async function startScheduler() {
  const state = { runs: [] as string[], status: 200 };
  const server = createServer((req, res) => {
    state.runs.push(`${req.method} ${req.url}`);
    res.writeHead(state.status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

let cron: WordPressCron | null = null;
afterEach(async () => {
  await cron?.stop();
  cron = null;
});

describe("the site runs WordPress's scheduler", () => {
  it("asks for wp-cron.php every interval, as an outside job does (no lock of WordPress's own)", async () => {
    const wp = await startScheduler();
    cron = startWordPressCron({ wordpressUrl: `${wp.url}/`, intervalSeconds: 1, log: () => {} });
    await sleep(2_300);
    expect(wp.state.runs).toEqual(["GET /wp-cron.php", "GET /wp-cron.php"]);
    await cron.stop();
    await sleep(1_200);
    expect(wp.state.runs).toHaveLength(2);
    await wp.close();
  });

  it("says once that WordPress's scheduler fails, and once that it is back", async () => {
    const wp = await startScheduler();
    wp.state.status = 500;
    const events: Record<string, unknown>[] = [];
    cron = startWordPressCron({ wordpressUrl: wp.url, intervalSeconds: 1, log: (e) => events.push(e) });
    await sleep(3_300);
    expect(wp.state.runs.length).toBeGreaterThanOrEqual(3);
    expect(events.map((e) => e.event)).toEqual(["wordpress.cron_failed"]);
    wp.state.status = 200;
    await sleep(1_200);
    expect(events.map((e) => e.event)).toEqual(["wordpress.cron_failed", "wordpress.cron_ok"]);
    await wp.close();
  });
});
