import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { type AddressInfo, connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { gracefulStop, KEEP_ALIVE_TIMEOUT_MS } from "./graceful-stop.ts";

/**
 * A stop as a proxy that keeps connections open sees it (nginx in front, deploy/UPGRADE.md): raw
 * keep-alive connections, so what the server does with each one is seen as nginx would see it.
 */

const servers: Server[] = [];
const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const server of servers.splice(0)) server.closeAllConnections();
});

async function site(answer: (request: IncomingMessage, response: ServerResponse) => void) {
  const server = createServer(answer);
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  servers.push(server);
  const stopping = gracefulStop(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as AddressInfo).port, stopping };
}

const hello = (_request: IncomingMessage, response: ServerResponse) => response.end("hello");

interface Reply {
  status: number;
  connection: string | undefined;
  body: string;
}

/** One keep-alive connection, as a proxy holds it: requests one after the other, and how it ends. */
async function keptConnection(port: number) {
  const socket = connect(port, "127.0.0.1");
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  let received = "";
  let waiting: (() => void) | undefined;
  let ended = false;
  socket.on("data", (chunk) => {
    received += chunk.toString("latin1");
    waiting?.();
  });
  const closed = new Promise<void>((resolve) =>
    socket.once("close", () => {
      ended = true;
      waiting?.();
      resolve();
    }),
  );

  function nextReply(): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const head = received.indexOf("\r\n\r\n");
        const length = Number(/\r\ncontent-length: (\d+)/i.exec(received)?.[1] ?? Number.NaN);
        if (head >= 0 && received.length >= head + 4 + length) {
          const status = Number(received.slice(9, 12));
          const connection = /\r\nconnection: ([^\r]+)/i.exec(received.slice(0, head))?.[1]?.toLowerCase();
          const body = received.slice(head + 4, head + 4 + length);
          received = received.slice(head + 4 + length);
          waiting = undefined;
          resolve({ status, connection, body });
        } else if (ended) {
          reject(new Error("the server closed the connection without an answer"));
        }
      };
      waiting = check;
      check();
    });
  }

  return {
    send(path = "/") {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: site\r\n\r\n`);
      return nextReply();
    },
    closed,
    get open() {
      return !ended;
    },
    end: () => socket.end(),
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("stopping the site's HTTP server", () => {
  it("finishes a request under way, answering it with Connection: close", async () => {
    const { port, stopping } = await site((_request, response) => {
      setTimeout(() => response.end("slow page"), 300);
    });
    const connection = await keptConnection(port);
    const reply = connection.send();
    await pause(50);
    const stopped = stopping.stop(5_000);

    expect(await reply).toEqual({ status: 200, connection: "close", body: "slow page" });
    await connection.closed;
    expect((await stopped).cutAtDeadline).toBe(0);
  });

  it("never closes an idle connection under the proxy: a request sent on it after the stop began is answered", async () => {
    const { port, stopping } = await site(hello);
    const connection = await keptConnection(port);
    expect(await connection.send()).toMatchObject({ status: 200, connection: "keep-alive" });

    let done = false;
    const stopped = stopping.stop(5_000).then((report) => {
      done = true;
      return report;
    });
    // The moment nginx might pick this connection for a visitor's post.
    await pause(500);
    expect(connection.open).toBe(true);
    expect(done).toBe(false);

    expect(await connection.send("/form")).toEqual({ status: 200, connection: "close", body: "hello" });
    await connection.closed;
    const report = await stopped;
    expect(report.openAtStop).toBe(1);
    expect(report.cutAtDeadline).toBe(0);
  });

  it("ends once the proxy has closed its idle connections", async () => {
    const { port, stopping } = await site(hello);
    const connection = await keptConnection(port);
    await connection.send();

    const started = Date.now();
    const stopped = stopping.stop(5_000);
    await pause(300);
    connection.end();
    const report = await stopped;
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(report.ms).toBeLessThan(2_000);
    expect(report.cutAtDeadline).toBe(0);
  });

  it("refuses new connections at once, so the proxy sends them to another instance", async () => {
    const { port, stopping } = await site(hello);
    const idle = await keptConnection(port);
    await idle.send();
    void stopping.stop(5_000);

    const refused = await new Promise<string>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      sockets.push(socket);
      socket.once("connect", () => resolve("connected"));
      socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    expect(refused).toBe("ECONNREFUSED");
  });

  it("cuts what is still open at the deadline, and says so", async () => {
    const { port, stopping } = await site(() => {
      // Never answers.
    });
    const connection = await keptConnection(port);
    void connection.send().catch(() => {});
    await pause(50);

    const report = await stopping.stop(300);
    await connection.closed;
    expect(report.cutAtDeadline).toBe(1);
    expect(report.ms).toBeGreaterThanOrEqual(290);
  });
});
