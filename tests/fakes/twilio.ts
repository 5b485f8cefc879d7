import { createHmac, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { arrivals } from "./arrivals.ts";

/**
 * A stand-in for Twilio's Messages API: a real HTTP server on 127.0.0.1 that checks basic auth,
 * reads the form body and answers as Twilio does (201 and a message with its `sid`, or an error
 * body with Twilio's `code`), and lists the texts it took (GET, filtered by `To` and `DateSent>=`,
 * a page of `PageSize` at a time with `next_page_uri`). `signedStatus` posts a status callback signed as Twilio signs one.
 */

export const FAKE_ACCOUNT_SID = `AC${"a1".repeat(16)}`;
export const FAKE_AUTH_TOKEN = "fake-twilio-auth-token-0123456789";

export interface SentText {
  accountSid: string;
  to: string;
  from?: string;
  messagingServiceSid?: string;
  body: string;
  statusCallback?: string;
  sid: string;
  /** When Twilio took it (the list call's `date_created` and `date_sent`). */
  at: Date;
}

export type TwilioBehaviour =
  | { kind: "ok" }
  /** Twilio's error answer: HTTP status and its code (21211, 21614, 20429…). */
  | { kind: "error"; status: number; code: number; message?: string }
  | { kind: "status"; status: number }
  | { kind: "drop" }
  /** Takes the text (it is sent) and never answers: the sender is killed while it waits. */
  | { kind: "hold" };

export interface FakeTwilio {
  /** TWILIO_API_BASE. */
  url: string;
  accountSid: string;
  authToken: string;
  /** The site's settings for this account, sending from +15155550100; a test adds OWNER_SMS_TO. */
  account: {
    TWILIO_ACCOUNT_SID: string;
    TWILIO_AUTH_TOKEN: string;
    TWILIO_FROM: string;
    TWILIO_API_BASE: string;
  };
  /** The texts Twilio took (answered 201), in order. */
  sent: SentText[];
  /** Every request, with its answer's status (401 for bad auth). */
  requests: { to: string; status: number }[];
  /** Every list call (GET …/Messages.json): its query, and its answer's status. */
  lists: { query: Record<string, string>; status: number }[];
  /** Answers for the next list calls, then the texts taken (a `drop` or `status` makes the call fail). */
  queueLists(...behaviours: TwilioBehaviour[]): void;
  /** Answers for the next requests (for any number), then `ok`. */
  queue(...behaviours: TwilioBehaviour[]): void;
  /** How every request to this number is answered, ahead of the queue. */
  forNumber(to: string, behaviour: TwilioBehaviour): void;
  waitForTexts(count: number, timeoutMs?: number): Promise<SentText[]>;
  close(): Promise<void>;
}

export function twilioError(code: number, to = "+15555550100") {
  const messages: Record<number, string> = {
    21211: `The 'To' number ${to} is not a valid phone number.`,
    21614: `'To' number ${to} is not a valid mobile number`,
    20429: "Too Many Requests",
  };
  return messages[code] ?? "Error";
}

export async function startFakeTwilio({
  accountSid = FAKE_ACCOUNT_SID,
  authToken = FAKE_AUTH_TOKEN,
} = {}): Promise<FakeTwilio> {
  const arrived = arrivals<SentText>((have, count) => `expected ${count} texts, got ${have}`);
  const sent = arrived.received;
  const requests: { to: string; status: number }[] = [];
  const queued: TwilioBehaviour[] = [];
  const byNumber = new Map<string, TwilioBehaviour>();
  const lists: { query: Record<string, string>; status: number }[] = [];
  const listQueue: TwilioBehaviour[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const json = (status: number, body: unknown) => {
        if (res.destroyed) return;
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(JSON.stringify(body));
      };
      const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      const to = form.get("To") ?? "";
      const path = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
      const [urlPath, search = ""] = (req.url ?? "").split("?");
      if (req.method === "GET" && urlPath === path) {
        const query = Object.fromEntries(new URLSearchParams(search));
        if (req.headers.authorization !== expectedAuth) {
          lists.push({ query, status: 401 });
          return json(401, { code: 20003, message: "Authenticate", status: 401 });
        }
        const behaviour = listQueue.shift() ?? { kind: "ok" };
        if (behaviour.kind === "drop" || behaviour.kind === "hold") {
          lists.push({ query, status: 0 });
          return req.socket.destroy();
        }
        if (behaviour.kind !== "ok") {
          const status = behaviour.status;
          lists.push({ query, status });
          return json(status, { code: 20500, message: "Internal Server Error", status });
        }
        lists.push({ query, status: 200 });
        return json(200, listPage(query));
      }
      if (req.method !== "POST" || req.url !== path) {
        requests.push({ to, status: 404 });
        return json(404, { code: 20404, message: "The requested resource was not found", status: 404 });
      }
      if (req.headers.authorization !== expectedAuth) {
        requests.push({ to, status: 401 });
        return json(401, { code: 20003, message: "Authenticate", status: 401 });
      }
      const behaviour = byNumber.get(to) ?? queued.shift() ?? { kind: "ok" };
      if (behaviour.kind === "drop") {
        requests.push({ to, status: 0 });
        return req.socket.destroy();
      }
      if (behaviour.kind === "status") {
        requests.push({ to, status: behaviour.status });
        res.writeHead(behaviour.status, { "Content-Type": "text/html" });
        return res.end("<html>busy</html>");
      }
      if (behaviour.kind === "error") {
        requests.push({ to, status: behaviour.status });
        return json(behaviour.status, {
          code: behaviour.code,
          message: behaviour.message ?? twilioError(behaviour.code, to),
          more_info: `https://www.twilio.com/docs/errors/${behaviour.code}`,
          status: behaviour.status,
        });
      }
      const sid = `SM${randomBytes(16).toString("hex")}`;
      const text: SentText = {
        accountSid,
        to,
        from: form.get("From") ?? undefined,
        messagingServiceSid: form.get("MessagingServiceSid") ?? undefined,
        body: form.get("Body") ?? "",
        statusCallback: form.get("StatusCallback") ?? undefined,
        sid,
        at: new Date(),
      };
      requests.push({ to, status: behaviour.kind === "hold" ? 0 : 201 });
      arrived.add(text);
      if (behaviour.kind === "hold") return;
      json(201, {
        sid,
        account_sid: accountSid,
        to,
        from: text.from ?? null,
        messaging_service_sid: text.messagingServiceSid ?? null,
        body: text.body,
        status: "queued",
        num_segments: "1",
        direction: "outbound-api",
        api_version: "2010-04-01",
        date_created: new Date().toUTCString(),
        error_code: null,
        error_message: null,
        uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
      });
    });
  });
  /** One page of the list call: the texts taken, newest first, filtered by `To` and `DateSent>`. */
  const listPage = (query: Record<string, string>) => {
    const since = query["DateSent>"] ? new Date(`${query["DateSent>"]}T00:00:00Z`) : null;
    const size = Math.min(1000, Math.max(1, Number(query.PageSize) || 50));
    const page = Math.max(0, Number(query.Page) || 0);
    const matching = sent
      .filter((text) => (!query.To || text.to === query.To) && (!since || text.at >= since))
      .reverse();
    const messages = matching.slice(page * size, (page + 1) * size).map((text) => ({
      sid: text.sid,
      account_sid: accountSid,
      to: text.to,
      from: text.from ?? null,
      messaging_service_sid: text.messagingServiceSid ?? null,
      body: text.body,
      status: "delivered",
      direction: "outbound-api",
      date_created: text.at.toUTCString(),
      date_sent: text.at.toUTCString(),
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${text.sid}.json`,
    }));
    const pageUri = (n: number) =>
      `/2010-04-01/Accounts/${accountSid}/Messages.json?${new URLSearchParams({ ...query, Page: String(n), PageSize: String(size) })}`;
    return {
      messages,
      page,
      page_size: size,
      first_page_uri: pageUri(0),
      previous_page_uri: page > 0 ? pageUri(page - 1) : null,
      next_page_uri: (page + 1) * size < matching.length ? pageUri(page + 1) : null,
      uri: pageUri(page),
    };
  };
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    account: {
      TWILIO_ACCOUNT_SID: accountSid,
      TWILIO_AUTH_TOKEN: authToken,
      TWILIO_FROM: "+15155550100",
      TWILIO_API_BASE: `http://127.0.0.1:${port}`,
    },
    sent,
    requests,
    lists,
    queueLists: (...behaviours) => listQueue.push(...behaviours),
    queue: (...behaviours) => queued.push(...behaviours),
    forNumber: (to, behaviour) => byNumber.set(to, behaviour),
    waitForTexts: (count, timeoutMs) => arrived.waitFor(count, timeoutMs),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Twilio's signature of a POST to `url` with `params` (its documented algorithm). */
export function signTwilio(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}

/** Posts a text's status callback to `url` (its StatusCallback) as Twilio does: form-encoded, signed. */
export async function postStatusCallback(
  url: string,
  params: Record<string, string>,
  { authToken = FAKE_AUTH_TOKEN, signature }: { authToken?: string; signature?: string } = {},
): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Twilio-Signature": signature ?? signTwilio(authToken, url, params),
    },
    body: new URLSearchParams(params).toString(),
  });
}
