/** One JSON line per event on standard output; never a visitor's personal data. */
export type Logger = (event: Record<string, unknown>) => void;

export const jsonLogger: Logger = (event) => {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...event })}\n`);
};

export const silentLogger: Logger = () => {};
