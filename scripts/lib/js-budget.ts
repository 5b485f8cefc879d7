// The JavaScript budget's judgement (scripts/js-budget.mjs measures; this decides and explains).

/** Bytes per file name, as the browser received them (body and headers). */
export type Chunks = Record<string, number>;
export type PageKind = "content" | "form";
export interface Measured {
  path: string;
  kind: PageKind;
  bytes: number;
  chunks: Chunks;
}
export interface Recorded {
  kind: PageKind;
  kb: number;
  allowedKb?: number;
  chunks: Chunks;
}
export type Verdict = Measured & {
  kb: number;
  target: number;
  allowed: number;
  over: boolean;
  overTarget: boolean;
  grown: string[];
};

/** What a page may carry, in KB as Lighthouse counts JavaScript: with a lead form, and without. */
export const TARGET_KB: Record<PageKind, number> = { content: 110, form: 150 };
/** A file counts as grown when it carries this many more bytes than when it was recorded. */
const GROWTH_BYTES = 256;

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** `/assets/framework-CQIgTaNt.js` → `framework`: the build's name for a file, without its content hash. */
export const chunkName = (url: string) =>
  new URL(url, "http://x").pathname
    .split("/")
    .pop()
    ?.replace(/-[\w-]{8}\.js$/, "");

/** The files of `now` that carry more bytes than at the recording, biggest growth first. */
export function grownChunks(now: Chunks, recorded: Chunks = {}): string[] {
  return Object.entries(now)
    .map(([name, bytes]) => ({ name, growth: bytes - (recorded[name] ?? 0), added: !(name in recorded) }))
    .filter((chunk) => chunk.growth >= GROWTH_BYTES)
    .sort((a, b) => b.growth - a.growth)
    .map((chunk) => `${chunk.name} ${chunk.added ? "(new) " : ""}+${kb(chunk.growth)} KB`);
}

/**
 * One page's verdict. `measured`: { path, kind, bytes, chunks } (bytes per file name). `recorded`: the
 * page's entry in scripts/js-budget.json, if any; its `allowedKb` holds a page recorded over its target
 * to what it carried then, so it may shrink but not grow.
 */
export function judge(measured: Measured, recorded: Recorded | undefined): Verdict {
  const target = TARGET_KB[measured.kind];
  const allowance = recorded?.allowedKb;
  const allowed = allowance && allowance > target ? allowance : target;
  const now = kb(measured.bytes);
  const over = now > allowed;
  return {
    ...measured,
    kb: now,
    target,
    allowed,
    over,
    overTarget: now > target,
    grown: over ? grownChunks(measured.chunks, recorded?.chunks) : [],
  };
}

/** The page's line in the report. */
export function reportLine(verdict: Verdict, width: number): string {
  const note = verdict.over
    ? `  OVER its budget: grew ${verdict.grown.join(", ") || "(no single file)"}`
    : verdict.overTarget
      ? `  over the ${verdict.target} KB target by ${(verdict.kb - verdict.target).toFixed(1)} KB`
      : "";
  return `${verdict.path.padEnd(width)}  ${verdict.kind.padEnd(7)}  ${String(Object.keys(verdict.chunks).length).padStart(5)}  ${verdict.kb.toFixed(1).padStart(6)}  ${String(verdict.target).padStart(6)}  ${verdict.allowed.toFixed(1).padStart(7)}${note}`;
}

/** scripts/js-budget.json from this run: a page over its target is allowed what it carries now, plus 1 KB. */
export function recording(verdicts: Verdict[]) {
  return {
    note: "Written by `npm run budget -- --record`. allowedKb: what a page over its target may carry until it is brought under.",
    targetsKb: TARGET_KB,
    pages: Object.fromEntries(
      verdicts.map((v) => [
        v.path,
        {
          kind: v.kind,
          kb: v.kb,
          ...(v.overTarget ? { allowedKb: Math.ceil(v.kb + 1) } : {}),
          chunks: v.chunks,
        },
      ]),
    ),
  };
}
