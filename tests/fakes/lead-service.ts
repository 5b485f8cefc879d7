import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { arrivals } from "./arrivals.ts";

/** A stand-in for the business's lead service: a real HTTP server on 127.0.0.1 that tests program. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  json: Record<string, unknown>;
}

export type Behaviour =
  | { kind: "ok" }
  | { kind: "status"; status: number }
  | { kind: "drop" }
  | { kind: "slow"; delayMs: number; status?: number };

export interface FakeLeadService {
  url: string;
  /** Every request that reached the service, in order (dropped and slow ones too). */
  requests: RecordedRequest[];
  /** How each next request is answered: one queued behaviour per request, then `fallback`. */
  queue(...behaviours: Behaviour[]): void;
  failTimes(times: number, status: number): void;
  always(behaviour: Behaviour): void;
  /** Resolves once `count` requests have arrived. */
  waitForRequests(count: number, timeoutMs?: number): Promise<RecordedRequest[]>;
  close(): Promise<void>;
}

export async function startFakeLeadService(): Promise<FakeLeadService> {
  const arrived = arrivals<RecordedRequest>(
    (have, count) => `the lead service got ${have} of ${count} requests`,
  );
  const requests = arrived.received;
  const queued: Behaviour[] = [];
  let fallback: Behaviour = { kind: "ok" };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      let json: Record<string, unknown> = {};
      try {
        json = JSON.parse(body);
      } catch {}
      arrived.add({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body, json });
      const behaviour = queued.shift() ?? fallback;
      const answer = (status: number) => {
        if (res.destroyed) return;
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ ok: status < 300 }));
      };
      if (behaviour.kind === "ok") answer(200);
      else if (behaviour.kind === "status") answer(behaviour.status);
      else if (behaviour.kind === "drop") req.socket.destroy();
      else setTimeout(() => answer(behaviour.status ?? 200), behaviour.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/leads`,
    requests,
    queue: (...behaviours) => queued.push(...behaviours),
    failTimes: (times, status) => {
      for (let i = 0; i < times; i += 1) queued.push({ kind: "status", status });
    },
    always: (behaviour) => {
      fallback = behaviour;
    },
    waitForRequests: (count, timeoutMs) => arrived.waitFor(count, timeoutMs),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
