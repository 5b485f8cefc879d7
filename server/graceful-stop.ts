import type { Server, ServerResponse } from "node:http";
import { Server as NetServer } from "node:net";

/**
 * How long a connection may stay idle between two requests before Node closes it. nginx must close
 * its idle connections to the site sooner (deploy/nginx/gdm-concrete.conf: keepalive_timeout 4s), or
 * a request it sends on one as Node closes it fails; tests/deploy/configuration.test.ts checks it.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;

/** Requests still being answered this long after the stop began are cut: far slower than any honest one. */
export const HTTP_STOP_DEADLINE_MS = 10_000;
/**
 * The whole stop, delivery attempts under way (WEBHOOK_TIMEOUT_MS, SMTP_TIMEOUT_MS: 10 s) and the
 * store's closing included. systemd waits longer before it kills (the units' TimeoutStopSec;
 * tests/deploy/configuration.test.ts checks it).
 */
export const STOP_DEADLINE_MS = 15_000;

/** What a stop did, for its log line. */
export interface StopReport {
  /** Connections open when it began, idle ones included. */
  openAtStop: number;
  /** Connections still open at the deadline, which were cut. */
  cutAtDeadline: number;
  ms: number;
}

export interface GracefulStop {
  /**
   * Stops taking connections and resolves once every open one has ended, cutting what is left
   * after `deadlineMs`.
   */
  stop(deadlineMs: number): Promise<StopReport>;
}

/**
 * The site's HTTP server stopping (SIGTERM: an upgrade, a restart) without losing a request, behind
 * nginx or any proxy that keeps connections to it open and never sends a POST twice
 * (deploy/UPGRADE.md):
 *
 * - It stops listening at once. The proxy's next new connection is refused; it sends that request
 *   to another instance, a POST too, since nothing was sent, and leaves this one out for a while
 *   (nginx: max_fails, fail_timeout).
 * - The requests being answered finish. Their answers, and the answer to anything the proxy sends
 *   on a connection already open, say `Connection: close`, so it sends nothing more on that one.
 * - It never closes an idle connection itself, as `http.Server.close()` would: the proxy may be
 *   sending a request on it at that very moment, and answers a POST lost that way with a 502
 *   rather than send it twice. The proxy closes its idle connections itself, sooner than Node would
 *   (KEEP_ALIVE_TIMEOUT_MS), so the wait is a few seconds.
 * - Whatever is still open at the deadline (far slower than any honest request) is cut.
 */
export function gracefulStop(server: Server): GracefulStop {
  const answering = new Set<ServerResponse>();
  let stopping = false;
  // Ahead of the site's own listener, so the header is set whatever answers the request.
  server.prependListener("request", (_request, response: ServerResponse) => {
    if (stopping) {
      response.setHeader("Connection", "close");
      return;
    }
    answering.add(response);
    response.once("close", () => answering.delete(response));
  });
  const openConnections = () =>
    new Promise<number>((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));

  return {
    async stop(deadlineMs) {
      const started = performance.now();
      stopping = true;
      for (const response of answering) {
        if (!response.headersSent) response.setHeader("Connection", "close");
      }
      answering.clear();
      // net.Server's close: stops listening, and calls back once every connection has ended.
      const ended = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
      const openAtStop = await openConnections();
      let cutAtDeadline = 0;
      const deadline = setTimeout(async () => {
        cutAtDeadline = await openConnections();
        server.closeAllConnections();
      }, deadlineMs);
      await ended;
      clearTimeout(deadline);
      return { openAtStop, cutAtDeadline, ms: Math.round(performance.now() - started) };
    },
  };
}
