import { type IncomingHttpHeaders, request } from "node:http";

/**
 * One HTTP exchange from a chosen local address. Linux routes all of 127.0.0.0/8 to this machine,
 * so binding a request to 127.0.0.2 or 127.0.0.3 gives nginx two visitors it tells apart, as two
 * people's phones would be.
 */
export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** As it came over the wire: still compressed when Content-Encoding says so. */
  body: Buffer;
  text: string;
}

export interface Exchange {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The visitor's address: the local address the connection is made from. */
  from?: string;
  timeoutMs?: number;
}

export function exchange(
  url: string,
  { method = "GET", headers = {}, body, from, timeoutMs = 15_000 }: Exchange = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const target = new URL(url);
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method,
        headers:
          body === undefined ? headers : { ...headers, "Content-Length": String(Buffer.byteLength(body)) },
        localAddress: from,
        agent: false,
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const bytes = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: bytes,
            text: bytes.toString("utf8"),
          });
        });
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end(body);
  });
}

/** A JSON post, as the site's forms and other clients send leads. */
export function postJson(url: string, payload: unknown, options: Omit<Exchange, "method" | "body"> = {}) {
  return exchange(url, {
    ...options,
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", ...options.headers },
    body: JSON.stringify(payload),
  });
}
