import type { z } from "zod";
import type { Metrics, WordPressErrorKind } from "../metrics/index.ts";

/**
 * Asking WordPress's REST API, within bounds: one answer's time (body included), its size, and where
 * a redirect may lead. What an answer holds is read by wordpress.ts and reshape/.
 */

/**
 * The longest answer read (after decompression). A page of 100 records with their embedded media is a
 * few hundred KB; anything near this is not our content, and reading it would hold the memory.
 */
export const MAX_ANSWER_BYTES = 8 * 1024 * 1024;
/** Redirects followed, and only on WordPress's own host: an answer from elsewhere is not our content. */
const MAX_REDIRECTS = 3;

/** WordPress could not answer (down, slow, an error status, or JSON of the wrong shape). */
export class WordPressError extends Error {
  override name = "WordPressError";
}

/** An answer longer than the limit: not read further. */
class AnswerTooLarge extends Error {}
/** A redirect off WordPress's host, or one too many: not followed. */
class RedirectRefused extends Error {}

/** The kind of a failure to fetch and read an answer, for the metrics. */
function failureKind(error: unknown): WordPressErrorKind {
  if (error instanceof AnswerTooLarge) return "too_large";
  if (error instanceof RedirectRefused) return "redirect";
  return error instanceof Error && error.name === "TimeoutError" ? "timeout" : "network";
}

/** The body of `response` as text, refusing it once it passes `limit` bytes (cancelling the rest). */
export async function readAtMost(response: Response, limit: number): Promise<string> {
  const tooLarge = () => new AnswerTooLarge(`the answer is larger than ${limit} bytes`);
  if (Number(response.headers.get("content-length")) > limit) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  // Leaving the loop by throwing cancels the rest of the stream.
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > limit) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * A 2xx answer's body as `schema` reads it; any other status, a body that is not JSON or JSON of
 * another shape throws WordPressError, saying which (`what` names the request).
 */
export function parseAnswer<T>(what: string, response: Response, body: string, schema: z.ZodType<T>): T {
  if (!response.ok) throw new WordPressError(`${what}: HTTP ${response.status}`);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new WordPressError(`${what}: the answer is not JSON`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new WordPressError(
      `${what}: unexpected shape at ${issue?.path.join(".") || "top level"} (${issue?.message})`,
    );
  }
  return parsed.data;
}

export interface WordPressFetchOptions {
  /** The WordPress site root, e.g. https://cms.example.com (the REST API is under /wp-json/wp/v2). */
  baseUrl: string;
  /** Longest wait for one answer, body included. */
  timeoutMs: number;
  /** Counts each request: its duration, and the kind of failure if it failed. */
  metrics?: Pick<Metrics, "wordpressFetch">;
}

/** GETs on one WordPress's REST API, each bounded and counted. */
export class WordPressFetch {
  readonly apiRoot: string;
  /** The REST API's root, for the plugin's own routes (`/gdm/v1/…`). */
  readonly wpJsonRoot: string;

  constructor(private readonly opts: WordPressFetchOptions) {
    this.wpJsonRoot = `${opts.baseUrl.replace(/\/+$/, "")}/wp-json`;
    this.apiRoot = `${this.wpJsonRoot}/wp/v2`;
  }

  /** GET a wp/v2 path (or one under `root`); null when WordPress answers 404 (no such route or object). */
  async get<T>(path: string, schema: z.ZodType<T>, root = this.apiRoot): Promise<T | null> {
    return (await this.getWithHeaders(path, schema, root))?.data ?? null;
  }

  async getWithHeaders<T>(
    path: string,
    schema: z.ZodType<T>,
    root = this.apiRoot,
  ): Promise<{ data: T; headers: Headers } | null> {
    const what = `WordPress GET ${root === this.apiRoot ? "" : "/wp-json"}${path}`;
    const started = performance.now();
    const counted = (error: WordPressErrorKind | null) =>
      this.opts.metrics?.wordpressFetch((performance.now() - started) / 1000, error);
    let response: Response;
    let body: string;
    try {
      response = await this.fetchOnOwnHost(`${root}${path}`, AbortSignal.timeout(this.opts.timeoutMs));
      body = await readAtMost(response, MAX_ANSWER_BYTES);
    } catch (error) {
      counted(failureKind(error));
      const reason =
        error instanceof Error && error.name === "TimeoutError"
          ? `no answer within ${this.opts.timeoutMs} ms`
          : String((error as Error)?.message ?? error);
      throw new WordPressError(`${what}: ${reason}`);
    }
    if (response.status === 404) {
      counted(null);
      return null;
    }
    try {
      const data = parseAnswer(what, response, body, schema);
      counted(null);
      return { data, headers: response.headers };
    } catch (error) {
      counted(response.ok ? "invalid_answer" : "http_status");
      throw error;
    }
  }

  /** GET `url`, following redirects that stay on WordPress's host (http to https included). */
  private async fetchOnOwnHost(url: string, signal: AbortSignal): Promise<Response> {
    const home = new URL(this.apiRoot);
    let next = new URL(url);
    for (let hops = 0; ; hops++) {
      const response = await fetch(next, {
        headers: { Accept: "application/json" },
        redirect: "manual",
        signal,
      });
      const location = response.headers.get("location");
      if (response.status < 300 || response.status > 399 || location === null) return response;
      await response.body?.cancel();
      if (hops === MAX_REDIRECTS) throw new RedirectRefused(`more than ${MAX_REDIRECTS} redirects`);
      const target = new URL(location, next);
      // The same origin, or its https form: a CMS moved to https keeps working.
      if (target.origin !== home.origin && target.origin !== home.origin.replace(/^http:/, "https:")) {
        throw new RedirectRefused(`a redirect to another host (${target.host}), not followed`);
      }
      next = target;
    }
  }
}
