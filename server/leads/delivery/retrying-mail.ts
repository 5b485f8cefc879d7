import type { SendMailOptions } from "nodemailer";
import { createMailTransport } from "./email.ts";

/**
 * A visitor's e-mail (their estimate, their visit) sent by the process that has it, retried in
 * memory: an SMTP 5xx is final, anything else is tried again after each wait of `retryMs`. Stopping
 * cuts the waits short (the last attempt is made at once) and waits for every e-mail under way.
 */

export type MailOutcome =
  | { sent: true; attempts: number }
  | { sent: false; attempts: number; status: number | null; error: string };

export interface RetryingMail {
  /** Sends in the background, retried; resolves with how it ended. */
  send(message: SendMailOptions): Promise<MailOutcome>;
  /** Runs `work` as one of the e-mails under way, so stop() waits for it. */
  track<T>(work: Promise<T>): Promise<T>;
  stop(): Promise<void>;
}

export function createRetryingMail(smtpUrl: string, retryMs: readonly number[]): RetryingMail {
  const transport = createMailTransport(smtpUrl);
  const running = new Set<Promise<unknown>>();
  const waking = new Set<() => void>();
  let stopping = false;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        waking.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      timer.unref?.();
      waking.add(wake);
    });

  async function send(message: SendMailOptions): Promise<MailOutcome> {
    for (let tries = 0; ; tries += 1) {
      try {
        await transport.sendMail(message);
        return { sent: true, attempts: tries + 1 };
      } catch (error) {
        const err = error as Error & { responseCode?: number };
        const permanent = typeof err.responseCode === "number" && err.responseCode >= 500;
        const wait = retryMs[tries];
        if (permanent || wait === undefined || stopping) {
          return { sent: false, attempts: tries + 1, status: err.responseCode ?? null, error: err.message };
        }
        await pause(wait);
      }
    }
  }

  function track<T>(work: Promise<T>): Promise<T> {
    const run = work.finally(() => running.delete(run));
    running.add(run);
    return run;
  }

  return {
    send: (message) => track(send(message)),
    track,
    async stop() {
      stopping = true;
      for (const wake of [...waking]) wake();
      await Promise.allSettled([...running]);
      transport.close();
    },
  };
}
