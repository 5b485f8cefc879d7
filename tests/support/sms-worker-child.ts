/**
 * A delivery worker in a process of its own, for a test to kill with SIGKILL mid-attempt
 * (tests/integration/sms-sigkill.test.ts): argv[2] is the SQLite store's URL, argv[3] the worker's
 * settings as JSON, argv[4] its lease in milliseconds. It prints "started" once the worker runs.
 */
import { startDeliveryWorker } from "../../server/leads/delivery/worker.ts";
import { openLeadStore } from "../../server/leads/store/index.ts";

const [url, env, leaseMs] = process.argv.slice(2);
const store = await openLeadStore(url);
startDeliveryWorker({
  store,
  env: JSON.parse(env),
  log: (event) => console.log(JSON.stringify(event)),
  workerId: "child-worker",
  pollMs: 20,
  leaseMs: Number(leaseMs),
});
console.log("started");
