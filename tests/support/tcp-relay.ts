import { createConnection, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP relay in front of a real server (PostgreSQL, say) that a test can cut and restore: while
 * cut, every connection through it is reset and new ones are refused at once, as when a managed
 * database fails over. Nothing of the protocol is faked; the bytes pass through untouched.
 */
export interface TcpRelay {
  port: number;
  /** Resets every open connection and refuses new ones until `restore`. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpRelay(target: { host: string; port: number }): Promise<TcpRelay> {
  const open = new Set<Socket>();
  let cut = false;
  const server: Server = createServer((client) => {
    if (cut) {
      client.resetAndDestroy();
      return;
    }
    const upstream = createConnection(target);
    open.add(client);
    open.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on("error", drop).on("close", drop);
    upstream.on("error", drop).on("close", drop);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("relay did not listen");
  const cutAll = () => {
    cut = true;
    for (const socket of open) socket.resetAndDestroy();
    open.clear();
  };
  return {
    port: address.port,
    cut: cutAll,
    restore() {
      cut = false;
    },
    close() {
      cutAll();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
