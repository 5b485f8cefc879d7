/** One sample of a Prometheus text exposition: `name{label="value",…} value`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** The samples of a scrape (comments and blank lines left out), as Prometheus reads them. */
export function parseSamples(text: string): Sample[] {
  return text
    .split("\n")
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => {
      const match = SAMPLE.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels: Record<string, string> = {};
      for (const [, name, value] of (match[2] ?? "").matchAll(LABEL))
        labels[name] = value.replace(/\\(.)/g, (_, c: string) => (c === "n" ? "\n" : c));
      return { name: match[1], labels, value: Number(match[3]) };
    });
}

/**
 * The sum of the samples of `name` whose labels include `where` (all of them without it): what a
 * person reads off the dashboard, e.g. sampled(samples, "gdm_leads_received_total", { outcome: "held" }).
 * Undefined when no sample matches (the metric is absent), which is not the same as 0.
 */
export function sampled(
  samples: readonly Sample[],
  name: string,
  where: Record<string, string> = {},
): number | undefined {
  const matching = samples.filter(
    (sample) =>
      sample.name === name && Object.entries(where).every(([label, value]) => sample.labels[label] === value),
  );
  return matching.length === 0 ? undefined : matching.reduce((sum, sample) => sum + sample.value, 0);
}

/** Metric names the scrape has a `# TYPE` line for. */
export function metricNames(text: string): Set<string> {
  return new Set([...text.matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1]));
}
