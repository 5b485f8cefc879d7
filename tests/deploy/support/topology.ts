import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { nginxConfForTest } from "../../../scripts/deploy/nginx-config.ts";
import { envSchema } from "../../../server/core/env.ts";
import { type FakeLeadService, startFakeLeadService } from "../../fakes/lead-service.ts";
import { type FakeTwilio, startFakeTwilio } from "../../fakes/twilio.ts";
import { type FakeWordPress, startFakeWordPress } from "../../fakes/wordpress.ts";
import { portOpen } from "./ports.ts";

/**
 * The supported several-instance topology, with real parts: Debian's nginx on the shipped site file
 * in front of two instances of the production build on one PostgreSQL schema, started with the
 * command of the shipped systemd template unit; the fake WordPress, the fake lead service and the
 * stand-in Twilio (the owner's texts, issue 42) stand in for the outside services. `npm run test:deploy` makes the schema and the folder,
 * and removes them (and anything left running) at the end.
 */

const root = path.resolve(import.meta.dirname, "../../..");
const TEMPLATE_UNIT = path.join(root, "deploy/systemd/gdm-concrete@.service");

export const WEBHOOK_SECRET = "deploy-test-revalidation-secret";
export const LEAD_SECRET = "deploy-test-lead-webhook-secret";
/** The owner's phone, and the site's sending number. */
export const OWNER_SMS_NUMBER = "+15155550142";
export const OWNER_SMS_FROM = "+15155550100";
/** Low enough that a check reaches it in a dozen posts. */
export const RATE_LIMIT = 10;

export interface Instance {
  readonly name: string;
  readonly port: number;
  readonly origin: string;
  /** The process is running and answers /readyz. */
  start(): Promise<void>;
  /** Sends `signal` and waits for the process to end. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

export interface Topology {
  /** The site as visitors reach it: nginx, TLS left out. */
  site: string;
  /** nginx's plain-HTTP server, which sends visitors to HTTPS. */
  redirect: string;
  a: Instance;
  b: Instance;
  wordpress: FakeWordPress;
  leadService: FakeLeadService;
  /** Every lead is texted to the owner through it (one number), at any hour. */
  twilio: FakeTwilio;
  databaseUrl: string;
  folder: string;
  stop(): Promise<void>;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run these checks with npm run test:deploy`);
  return value;
}

/** argv and working directory of the template unit's ExecStart, for the site in `site` and `port`. */
function unitCommand(port: number, site: string): { argv: string[]; cwd: string } {
  const unit = readFileSync(TEMPLATE_UNIT, "utf8");
  const installDir = /^WorkingDirectory=(.+)$/m.exec(unit)?.[1].trim();
  const execStart = /^ExecStart=(.+)$/m.exec(unit)?.[1].trim();
  if (!installDir || !execStart) throw new Error(`${TEMPLATE_UNIT} has no WorkingDirectory= or ExecStart=`);
  const argv = execStart.replaceAll(installDir, site).replaceAll("%i", String(port)).split(/\s+/);
  return { argv, cwd: site };
}

/** The environment the instances inherit, without any of the site's own settings. */
function baseEnv(): NodeJS.ProcessEnv {
  const siteSettings = new Set(Object.keys(envSchema.shape));
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !siteSettings.has(name)));
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, died?: () => string) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const problem = died?.();
    if (problem) throw new Error(`${what}: ${problem}`);
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not ready within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function exitOf(child: ChildProcess) {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once("exit", () => resolve()));
}

function createInstance(
  name: string,
  port: number,
  env: NodeJS.ProcessEnv,
  folder: string,
  site: string,
): Instance {
  const origin = `http://127.0.0.1:${port}`;
  const logFile = path.join(folder, `instance-${name}.log`);
  let child: ChildProcess | undefined;
  return {
    name,
    port,
    origin,
    async start() {
      const { argv, cwd } = unitCommand(port, site);
      const log = openSync(logFile, "a");
      child = spawn(argv[0], argv.slice(1), { cwd, env, stdio: ["ignore", log, log] });
      closeSync(log);
      const running = child;
      await waitFor(
        `instance ${name} (log: ${logFile})`,
        async () => (await fetch(`${origin}/readyz`)).ok,
        30_000,
        () => (running.exitCode !== null ? `it stopped with exit code ${running.exitCode}` : ""),
      );
    },
    async kill(signal) {
      if (!child) return;
      const running = child;
      running.kill(signal);
      await exitOf(running);
    },
  };
}

function startNginx(binary: string, folder: string, conf: string) {
  const check = spawnSync(binary, ["-t", "-q", "-c", conf, "-p", folder], { encoding: "utf8" });
  if (check.status !== 0)
    throw new Error(`nginx refused the configuration made from the shipped file:\n${check.stderr}`);
  const child = spawn(binary, ["-c", conf, "-p", folder, "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  return child;
}

export async function startTopology(
  ports: {
    site: number;
    redirect: number;
    a: number;
    b: number;
  },
  options: {
    /** Another database than the run's schema (a server of the test's own, which it may stop). */
    databaseUrl?: string;
    /** The installed site the instances run, as /srv/gdm-concrete on a server; this checkout unless told. */
    site?: string;
  } = {},
): Promise<Topology> {
  const databaseUrl = options.databaseUrl ?? required("DEPLOY_TEST_DATABASE_URL");
  const folder = required("DEPLOY_TEST_DIR");
  const nginxBinary = process.env.DEPLOY_TEST_NGINX || "/usr/sbin/nginx";
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => {});
  };

  try {
    const wordpress = await startFakeWordPress();
    stops.push(() => wordpress.close());
    const leadService = await startFakeLeadService();
    stops.push(() => leadService.close());
    const twilio = await startFakeTwilio();
    stops.push(() => twilio.close());

    const site = `http://127.0.0.1:${ports.site}`;
    const env: NodeJS.ProcessEnv = {
      ...baseEnv(),
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      SITE_URL: site,
      DATABASE_URL: databaseUrl,
      // Both instances' spool in one folder, as on one machine (decision 018).
      LEAD_SPOOL_DIR: path.join(folder, `spool-${ports.a}`),
      LEAD_WEBHOOK_URL: leadService.url,
      LEAD_WEBHOOK_SECRET: LEAD_SECRET,
      // The owner's text for every lead (decision 049), at any time of day the run falls on.
      TWILIO_API_BASE: twilio.url,
      TWILIO_ACCOUNT_SID: twilio.accountSid,
      TWILIO_AUTH_TOKEN: twilio.authToken,
      TWILIO_FROM: OWNER_SMS_FROM,
      OWNER_SMS_TO: OWNER_SMS_NUMBER,
      SMS_QUIET_HOURS: "off",
      WORDPRESS_URL: wordpress.url,
      WORDPRESS_WEBHOOK_SECRET: WEBHOOK_SECRET,
      // Only a revalidation can refresh a page within the run.
      CONTENT_TTL_SECONDS: "3600",
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      // nginx's own address. On a real box this is what `loopback` (the default) amounts to, since
      // no visitor comes from 127.0.0.0/8; here the test's visitors do (127.0.0.2, 127.0.0.3…), and
      // `loopback` would believe them as proxies, which no real visitor can be.
      TRUST_PROXY: "127.0.0.1",
    };
    const installed = options.site ?? root;
    const a = createInstance("a", ports.a, env, folder, installed);
    const b = createInstance("b", ports.b, env, folder, installed);
    stops.push(
      () => a.kill("SIGTERM"),
      () => b.kill("SIGTERM"),
    );
    // One after the other: the first applies the migrations, as a first deploy would.
    await a.start();
    await b.start();

    mkdirSync(path.join(folder, "temp"), { recursive: true, mode: 0o777 });
    const conf = path.join(folder, "nginx.conf");
    writeFileSync(
      conf,
      nginxConfForTest(
        folder,
        { site: ports.site, redirect: ports.redirect, upstreams: [ports.a, ports.b] },
        // The checks count what nginx refused, retried and cut (gdm-concrete.error.log).
        { failedRequestsLogged: true },
      ),
    );
    const nginx = startNginx(nginxBinary, folder, conf);
    stops.push(async () => {
      nginx.kill("SIGTERM");
      await exitOf(nginx);
    });
    await waitFor(
      `nginx (log: ${folder}/error.log)`,
      async () => (await portOpen(ports.site)) && (await portOpen(ports.redirect)),
      10_000,
      () => (nginx.exitCode !== null ? `it stopped with exit code ${nginx.exitCode}` : ""),
    );

    return {
      site,
      redirect: `http://127.0.0.1:${ports.redirect}`,
      a,
      b,
      wordpress,
      leadService,
      twilio,
      databaseUrl,
      folder,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
