import type { Env } from "../../core/env";
import type { LeadStore } from "../store";
import {
  OWNER_LINK_TTL_MS,
  type OwnerLinkPurpose,
  type OwnerTokenCheck,
  signOwnerToken,
  verifyOwnerToken,
} from "./link-token";

/** Where each link of the owner's e-mails leads: a page that confirms before it acts. */
export const OWNER_LINK_PATHS: Record<OwnerLinkPurpose, string> = {
  release: "/leads/release",
  spam: "/leads/spam",
};
/** The store's own key for the links when OWNER_LINK_SECRET is not set (`store_keys`). */
export const OWNER_LINK_KEY_NAME = "owner-link";

export interface OwnerLinks {
  /** The address of a signed link for one lead, valid for OWNER_LINK_DAYS from `now`. */
  url(purpose: OwnerLinkPurpose, leadId: string, now?: Date): Promise<string>;
  /** The token of a link, for its address's query. */
  token(purpose: OwnerLinkPurpose, leadId: string, now?: Date): Promise<string>;
  verify(token: unknown, purpose: OwnerLinkPurpose, now?: Date): Promise<OwnerTokenCheck>;
}

/**
 * The owner's links, signed with OWNER_LINK_SECRET or else with a random key the store makes once
 * and keeps, so every instance and the command line sign and check alike.
 */
export function ownerLinksFor(
  env: Pick<Env, "SITE_URL" | "OWNER_LINK_SECRET">,
  store: Pick<LeadStore, "storeKey"> | undefined,
): OwnerLinks {
  const secret = async () => {
    if (env.OWNER_LINK_SECRET) return env.OWNER_LINK_SECRET;
    if (!store) throw new Error("no lead store to keep the links' key in");
    return store.storeKey(OWNER_LINK_KEY_NAME);
  };
  const token = async (purpose: OwnerLinkPurpose, leadId: string, now = new Date()) =>
    signOwnerToken(await secret(), {
      leadId,
      purpose,
      expiresAt: new Date(now.getTime() + OWNER_LINK_TTL_MS),
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
