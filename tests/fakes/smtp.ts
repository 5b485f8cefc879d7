import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A real SMTP server on 127.0.0.1 that records every message; it can refuse the next ones. */
export interface RecordedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface FakeSmtp {
  url: string;
  messages: RecordedMail[];
  /** The next `times` messages are refused with this SMTP code (e.g. 451 temporary, 550 permanent). */
  refuse(times: number, code: number): void;
  waitForMessages(count: number, timeoutMs?: number): Promise<RecordedMail[]>;
  close(): Promise<void>;
}

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const messages: RecordedMail[] = [];
  const refusals: number[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const code = refusals.shift();
        if (code) {
          const error = Object.assign(new Error("refused by the test"), { responseCode: code });
          callback(error);
          return;
        }
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuse: (times, code) => {
      for (let i = 0; i < times; i += 1) refusals.push(code);
    },
    waitForMessages: async (count, timeoutMs = 10_000) => {
      const until = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > until)
          throw new Error(`the SMTP server got ${messages.length} of ${count} messages`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return messages.slice();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
