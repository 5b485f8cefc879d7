import { parseEnvOr } from "../core/env.ts";
import { siteFromEnv } from "../core/site-from-env.ts";
import { EXIT, WithoutStore } from "./cli-command.ts";
import { DESTINATION_MODULES, sendTestTexts } from "./delivery/index.ts";

/**
 * `test-sms`: a test text to each number of OWNER_SMS_TO, with the site's own settings, and each
 * number's answer printed (docs/decisions/049-sms-destination.md). Nothing is stored. The WordPress
 * settings screen's "Send a test text" sends the same (server/leads/admin/sms-api.ts).
 */
export const testSmsCommand = new WithoutStore(async (io) => {
  const env = parseEnvOr(io.env, (message) => io.stderr.write(`${message}\n`));
  if (!env) return EXIT.failed;
  const results = await sendTestTexts(env, siteFromEnv(env).name);
  if (!results) {
    io.stderr.write(
      `Text messages are not set up here: ${DESTINATION_MODULES.sms.words.setting} are all needed (TWILIO_MESSAGING_SERVICE_SID may stand for TWILIO_FROM). Run it with the site's own settings (bin/gdm-leads test-sms).\n`,
    );
    return EXIT.failed;
  }
  for (const result of results)
    io.stdout.write(
      result.sent
        ? `${result.number}: sent (${result.answer})\n`
        : `${result.number}: NOT sent, ${result.answer}\n`,
    );
  return results.every((result) => result.sent) ? EXIT.ok : EXIT.failed;
});
