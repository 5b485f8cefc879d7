import { EnvError, parseEnv } from "../core/env.ts";
import { siteFromEnv } from "../core/site-from-env.ts";
import { EXIT, WithoutStore } from "./cli-command.ts";
import { DESTINATION_MODULES, sendTexts, toGsm7, twilioSettings } from "./delivery/index.ts";

/**
 * `test-sms`: a test text to each number of OWNER_SMS_TO, with the site's own settings, and each
 * number's answer printed (docs/decisions/049-sms-destination.md). Nothing is stored.
 */
export const testSmsCommand = new WithoutStore(async (io) => {
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv(io.env);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    io.stderr.write(`${error.message}\n`);
    return EXIT.failed;
  }
  const settings = twilioSettings(env);
  if (!settings) {
    io.stderr.write(
      `Text messages are not set up here: ${DESTINATION_MODULES.sms.words.setting} are all needed (TWILIO_MESSAGING_SERVICE_SID may stand for TWILIO_FROM). Run it with the site's own settings (bin/gdm-leads test-sms).\n`,
    );
    return EXIT.failed;
  }
  const body = toGsm7(
    `Test: ${siteFromEnv(env).name}: new leads will be texted to this number. ${env.SITE_URL}`,
  );
  const result = await sendTexts({ ...settings, statusCallback: undefined }, body, {});
  for (const { to, answer } of result.answers)
    io.stdout.write(
      answer.outcome === "delivered"
        ? `${to}: sent (Twilio took it: ${answer.sid ?? "no id"}, HTTP ${answer.status})\n`
        : `${to}: NOT sent, ${answer.outcome === "retry" ? "try again later" : "refused"}: ${answer.error}\n`,
    );
  return result.outcome === "delivered" ? EXIT.ok : EXIT.failed;
});
