/** One JSON line per event on standard output; never a visitor's personal data. */
export type Logger = (event: Record<string, unknown>) => void;

export const jsonLogger: Logger = (event) => {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...event })}\n`);
};

export const silentLogger: Logger = () => {};

/** The one line a request answered leaves in the log (by the app, or by the page cache before it). */
export function logRequest(
  log: Logger,
  request: { method?: string; path?: string; status: number; started: bigint; leadId?: string },
): void {
  const { started, leadId, ...rest } = request;
  log({
    event: "http.request",
    ...rest,
    ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
    ...(leadId ? { leadId } : {}),
  });
}
