import { runLeadsCli } from "../../server/leads/cli.ts";
import { type LeadStore, type NewLead, openLeadStore } from "../../server/leads/store/index.ts";

/** What the `npm run leads` tests share: a store to fill, the command run on it, and the CSV read back. */

export async function withStoreAt<T>(
  databaseUrl: string,
  work: (store: LeadStore) => Promise<T>,
): Promise<T> {
  const store = await openLeadStore(databaseUrl);
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}

export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

export function contactLead(name: string, overrides: Partial<NewLead> = {}): NewLead {
  const email = `${name.split(" ")[0].toLowerCase()}@example.com`;
  return {
    formType: "contact",
    formName: "Website Contact Form",
    endpoint: "contact",
    payload: {
      name,
      email,
      phone: "(515) 555-0100",
      subject: "Driveway",
      message: "Cracked driveway, 2 cars wide",
      page_url: "https://www.example.com/contact",
      utm_params: { utm_source: "google", utm_medium: "cpc" },
    },
    name,
    email,
    response: { success: true },
    destinations: ["webhook", "email"],
    ...overrides,
  };
}

/** Collects what the CLI writes to one of its streams. */
export function capture() {
  const output = {
    text: "",
    write(chunk: string) {
      output.text += chunk;
      return true;
    },
  };
  return output;
}

/** Runs `npm run leads -- …argv` on the store at `databaseUrl`: its exit code and what it wrote. */
export async function cliAt(databaseUrl: string, ...argv: string[]) {
  return cliIn({ env: { DATABASE_URL: databaseUrl } }, ...argv);
}

/** The same, with the site's folder and the environment the command is given (bin/leads.mjs's). */
export async function cliIn(
  { env, appDir }: { env: Record<string, string | undefined>; appDir?: string },
  ...argv: string[]
) {
  const out = capture();
  const err = capture();
  const code = await runLeadsCli(argv, { env, stdout: out, stderr: err, appDir });
  return { code, stdout: out.text, stderr: err.text };
}

/** Marks a lead's webhook delivery dead, the way the worker does after a 400 from the lead service. */
export async function failWebhook(store: LeadStore, leadId: string) {
  const claimed = await store.claimDue({
    workerId: "worker-1",
    now: new Date(Date.now() + 60_000),
    limit: 100,
  });
  const webhook = claimed.find((c) => c.lead.id === leadId && c.delivery.destination === "webhook");
  if (!webhook) throw new Error("the webhook delivery was not claimed");
  await store.recordAttempt({
    deliveryId: webhook.delivery.id,
    workerId: "worker-1",
    startedAt: new Date(),
    durationMs: 42,
    statusCode: 400,
    error: "400 Bad Request: email is invalid",
    outcome: "dead",
  });
  await store.releaseLeases("worker-1");
  return webhook.delivery.id;
}

/** A strict RFC 4180 reader, to read the export back the way a spreadsheet would. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  while (i < text.length) {
    let value = "";
    if (text[i] === '"') {
      i += 1;
      while (true) {
        const quote = text.indexOf('"', i);
        if (quote < 0) throw new Error("unterminated quoted field");
        value += text.slice(i, quote);
        i = quote + 1;
        if (text[i] !== '"') break;
        value += '"';
        i += 1;
      }
    } else {
      const end = text.slice(i).search(/[,\r]/);
      value = end < 0 ? text.slice(i) : text.slice(i, i + end);
      if (value.includes('"') || value.includes("\n"))
        throw new Error(`bare quote or line break in "${value}"`);
      i += value.length;
    }
    record.push(value);
    if (text[i] === ",") i += 1;
    else if (text.startsWith("\r\n", i)) {
      records.push(record);
      record = [];
      i += 2;
    } else if (i < text.length) throw new Error(`unexpected "${text[i]}" at ${i}`);
  }
  if (record.length > 0) throw new Error("the last record does not end with CRLF");
  return records;
}
