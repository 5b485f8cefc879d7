import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { SiteMetrics } from "./site-metrics.ts";

/** The path Prometheus scrapes, on the metrics listener only. */
export const METRICS_PATH = "/metrics";

export interface MetricsListener {
  /** The port it listens on (the one asked for, or the one the system gave for 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * `GET /metrics` in Prometheus's text format on a listener of its own (METRICS_PORT on
 * METRICS_HOST, loopback unless told): never on the visitors' port, where anyone could read how
 * many leads the business gets. Anything else it is asked is answered 404; it reads no body.
 */
export function listenForMetrics(
  metrics: Pick<SiteMetrics, "scrape">,
  { port, host }: { port: number; host: string },
): Promise<MetricsListener> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? "").split("?")[0];
    if (path !== METRICS_PATH || (req.method !== "GET" && req.method !== "HEAD")) {
      res
        .writeHead(404, { "Content-Type": "text/plain; charset=utf-8" })
        .end(`Only GET ${METRICS_PATH} here.\n`);
      return;
    }
    metrics.scrape().then(
      ({ contentType, body }) => {
        res.writeHead(200, { "Content-Type": contentType, "Cache-Control": "no-store" });
        res.end(req.method === "HEAD" ? undefined : body);
      },
      (error: Error) => {
        res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end(`${error.message}\n`);
      },
    );
  });
  // A scrape takes well under a second; a connection that sends nothing is not kept.
  server.requestTimeout = 10_000;
  server.headersTimeout = 5_000;
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
