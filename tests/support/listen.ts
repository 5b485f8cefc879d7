import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";

export interface Listening {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  /** Stops listening and drops open connections (keep-alive ones too), so a test never waits on them. */
  close(): Promise<void>;
}

/** Serves `handler` (an Express app or any request listener) on a free port of 127.0.0.1. */
export async function listen(handler: RequestListener): Promise<Listening> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
