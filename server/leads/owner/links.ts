import { createHash } from "node:crypto";
import type { Env } from "../../core/env.ts";
import type { StoreKeys } from "../store/index.ts";
import {
  OWNER_LINK_TTL_MS,
  type OwnerLinkPurpose,
  type OwnerTokenCheck,
  signOwnerToken,
  verifyOwnerToken,
} from "./link-token.ts";

/** Where each link of the owner's e-mails leads: a page that confirms before it acts. */
export const OWNER_LINK_PATHS: Record<OwnerLinkPurpose, string> = {
  release: "/leads/release",
  retry: "/leads/retry",
};
/**
 * Where the retired "This is spam" link of older lead e-mails led: it now only says where a lead is
 * marked as spam, whatever its token.
 */
export const RETIRED_SPAM_LINK_PATH = "/leads/spam";
/** The store's own key for the links when OWNER_LINK_SECRET is not set (`store_keys`). */
export const OWNER_LINK_KEY_NAME = "owner-link";

/** The store's setting that says which key the site signs the links with (ownerLinkSigner). */
export const OWNER_LINK_SIGNER_SETTING = "owner-link-signer";

/**
 * Which key signs the links, in a form that tells two keys apart without revealing either: "store"
 * for the store's own key, "secret:" and 16 hex characters of a hash of OWNER_LINK_SECRET.
 */
export function ownerLinkSigner(env: Pick<Env, "OWNER_LINK_SECRET">): string {
  if (!env.OWNER_LINK_SECRET) return "store";
  const id = createHash("sha256").update(`gdm-owner-link-signer.${env.OWNER_LINK_SECRET}`).digest("hex");
  return `secret:${id.slice(0, 16)}`;
}

/**
 * Why links signed with `env`'s key would fail on the site, or null when they would work (or the
 * site has not said yet). The command line asks before it signs anything (`npm run leads -- digest`).
 */
export async function ownerLinkSignerMismatch(
  env: Pick<Env, "OWNER_LINK_SECRET">,
  store: Pick<StoreKeys, "readSetting">,
): Promise<string | null> {
  const site = await store.readSetting(OWNER_LINK_SIGNER_SETTING);
  const mine = ownerLinkSigner(env);
  if (site === null || site === mine) return null;
  if (site === "store")
    return "The website signs its links with the lead store's own key (OWNER_LINK_SECRET is not set there), but this command was given OWNER_LINK_SECRET.";
  return mine === "store"
    ? "The website signs its links with OWNER_LINK_SECRET, which this command was not given."
    : "The website signs its links with another OWNER_LINK_SECRET than the one this command was given.";
}

export interface OwnerLinks {
  /** The address of a signed link for one lead, valid for OWNER_LINK_DAYS from `now`. */
  url(purpose: OwnerLinkPurpose, leadId: string, now?: Date): Promise<string>;
  /**
   * The token of a link, for its address's query. `notAfter` caps its life: a link made on a page
   * another link opened never outlives that one.
   */
  token(purpose: OwnerLinkPurpose, leadId: string, now?: Date, notAfter?: Date): Promise<string>;
  verify(token: unknown, purpose: OwnerLinkPurpose, now?: Date): Promise<OwnerTokenCheck>;
}

/**
 * The owner's links, signed with OWNER_LINK_SECRET or else with a random key the store makes once
 * and keeps, so every instance and the command line sign and check alike.
 */
export function ownerLinksFor(
  env: Pick<Env, "SITE_URL" | "OWNER_LINK_SECRET">,
  store: Pick<StoreKeys, "storeKey" | "writeSetting"> | undefined,
  {
    recordSigner = false,
  }: {
    /**
     * The site's own links: which key signs them is written to the store (OWNER_LINK_SIGNER_SETTING),
     * at once and again at the next use while that fails, so the command line can tell a link it
     * would sign with another key before it sends one.
     */
    recordSigner?: boolean;
  } = {},
): OwnerLinks {
  let recorded = false;
  const record = () => {
    if (!recordSigner || !store || recorded) return;
    recorded = true;
    store.writeSetting(OWNER_LINK_SIGNER_SETTING, ownerLinkSigner(env)).catch(() => {
      recorded = false;
    });
  };
  record();
  const secret = async () => {
    record();
    if (env.OWNER_LINK_SECRET) return env.OWNER_LINK_SECRET;
    if (!store) throw new Error("no lead store to keep the links' key in");
    return store.storeKey(OWNER_LINK_KEY_NAME);
  };
  const token = async (purpose: OwnerLinkPurpose, leadId: string, now = new Date(), notAfter?: Date) =>
    signOwnerToken(await secret(), {
      leadId,
      purpose,
      expiresAt: new Date(Math.min(now.getTime() + OWNER_LINK_TTL_MS, notAfter?.getTime() ?? Infinity)),
    });
  return {
    token,
    async url(purpose, leadId, now) {
      const query = new URLSearchParams({ token: await token(purpose, leadId, now) });
      return `${env.SITE_URL}${OWNER_LINK_PATHS[purpose]}?${query}`;
    },
    async verify(given, purpose, now = new Date()) {
      return verifyOwnerToken(await secret(), given, purpose, now.getTime());
    },
  };
}
