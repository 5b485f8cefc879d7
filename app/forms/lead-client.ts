/**
 * The spec's shared lead helper: every form hands its lead to `submitLead`, which
 * posts it to the site's lead endpoint and answers `{ success, message }` with the
 * error texts of the spec's error catalogue. It never throws.
 */
import { type FormType, type LeadSubmission, leadRequestBody } from "@shared/forms/lead.ts";
import { type CampaignParams, readCampaign } from "@shared/forms/utm.ts";

export interface LeadResult {
  success: boolean;
  message: string;
  /** The stored lead's id, when the server gives it (a two-step form's step 2 names its step 1 by it). */
  id?: string;
}

/** Sent with every submission; the server answers a repeat of the same key with the first result. */
export const idempotencyHeader = "Idempotency-Key";

/** Where the page runs; `window.location` in the browser. */
export interface PageLocation {
  hostname: string;
  origin: string;
}

export interface LeadClientOptions {
  fetch?: typeof fetch;
  location?: PageLocation;
  /** A hosting provider's functions path, e.g. '/.netlify/functions'; from the build by default. */
  functionsPrefix?: string;
  campaign?: CampaignParams;
  timeoutMs?: number;
}

// A visitor waiting on a spinner longer than this is better told to try again.
const defaultTimeoutMs = 15_000;
const localHostnames = new Set(["localhost", "127.0.0.1"]);

/**
 * One key per visitor action: create it when the visitor submits, and pass the
 * same key again when that action is retried, so it is stored only once.
 */
export function newActionKey(): string {
  // randomUUID exists only on secure pages (https, localhost); elsewhere build a v4 UUID by hand.
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** `/api/{type}`, or `{prefix}/{type}` when the build names a functions prefix and the page is not local. */
export function leadEndpoint(
  type: FormType,
  hostname: string,
  functionsPrefix = buildFunctionsPrefix(),
): string {
  const prefix = functionsPrefix?.replace(/\/+$/, "");
  if (prefix && !localHostnames.has(hostname)) return `${prefix}/${type}`;
  return `/api/${type}`;
}

/**
 * One POST of a lead's JSON to the site, as every form sends it: with the visitor's action key (a
 * retry of the same action is one lead) and a time limit. Throws as fetch does.
 */
export function postLead(
  url: URL,
  body: string,
  actionKey: string,
  options: Pick<LeadClientOptions, "fetch" | "timeoutMs"> = {},
): Promise<Response> {
  return (options.fetch ?? fetch)(url, {
    method: "POST",
    credentials: "include",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json",
      [idempotencyHeader]: actionKey,
    },
    body,
    signal: AbortSignal.timeout(options.timeoutMs ?? defaultTimeoutMs),
  });
}

export async function submitLead(
  { actionKey, ...submission }: LeadSubmission & { actionKey: string },
  options: LeadClientOptions = {},
): Promise<LeadResult> {
  try {
    const location = options.location ?? window.location;
    const url = new URL(
      leadEndpoint(submission.type, location.hostname, options.functionsPrefix),
      location.origin,
    );
    const body = JSON.stringify(leadRequestBody(submission, options.campaign ?? readCampaign()));
    const response = await postLead(url, body, actionKey, options);
    if (!response.ok) return { success: false, message: `HTTP ${response.status}: ${await response.text()}` };
    const result: unknown = await response.json();
    const message = messageOf(result);
    if (isObject(result) && result.success === true) {
      const id = typeof result.id === "string" ? result.id : undefined;
      return { success: true, message: message || "Form submitted successfully", ...(id ? { id } : {}) };
    }
    return { success: false, message: message || "Form submission failed" };
  } catch {
    // Network failure, timeout, or an answer that is not JSON: the catalogue's 'any other helper failure'.
    return { success: false, message: "Unknown error" };
  }
}

function buildFunctionsPrefix(): string | undefined {
  return import.meta.env.VITE_FUNCTIONS_PREFIX || undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function messageOf(result: unknown): string {
  return isObject(result) && typeof result.message === "string" ? result.message : "";
}
