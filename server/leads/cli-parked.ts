import { parseEnvOr } from "../core/env.ts";
import { type Command, EXIT, plural, UsageError } from "./cli-command.ts";
import { DESTINATION_LIST, deliveryPlan, destinationOf } from "./delivery/index.ts";
import type { DeliveryOutbox } from "./store/index.ts";

const DAY_MS = 24 * 60 * 60_000;

/**
 * `send-parked DAYS`: the parked deliveries of the leads of the last DAYS days, back in line for
 * every destination the settings set (a start sends only the last PARKED_SEND_DAYS'). The running
 * site sends them; parks nothing, and leaves a lead marked as spam parked.
 */
export function sendParkedCommand(
  args: readonly string[],
): Command<Pick<DeliveryOutbox, "settleDestinations">> {
  const days = Number(args[0]);
  if (args.length !== 1 || !Number.isInteger(days) || days < 1)
    throw new UsageError("send-parked needs a number of days, 1 or more (send-parked 90)");
  return async (store, io) => {
    const env = parseEnvOr(io.env, (message) => io.stderr.write(`${message}\n`));
    if (!env) return EXIT.failed;
    const { deliverable } = deliveryPlan(env);
    if (deliverable.length === 0) {
      io.stderr.write(
        `No destination is set here (${DESTINATION_LIST.map((one) => one.words.setting).join("; ")}): nothing can be sent. Run it with the site's own settings (bin/gdm-leads send-parked DAYS).\n`,
      );
      return EXIT.failed;
    }
    const now = new Date();
    const settled = await store.settleDestinations({
      deliverable,
      now,
      sendSince: new Date(now.getTime() - days * DAY_MS),
      sendOnly: true,
    });
    for (const { destination, sent, stillParked } of settled.filter((one) =>
      deliverable.includes(one.destination),
    ))
      io.stdout.write(
        `${destinationOf(destination).words.settledTo}: ${plural(sent, "delivery", "deliveries")} of the last ${days} days back in line (the running site sends them); ${stillParked} still parked.\n`,
      );
    return EXIT.ok;
  };
}
