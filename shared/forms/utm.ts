/**
 * Campaign capture: where a visitor came from travels with every lead as
 * `utm_params`. At app start the campaign parameters of the address are kept in
 * local storage; without a stored utm_source, a referrer from another site is
 * kept instead (its host only).
 */
export const campaignQueryKeys = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_content",
  "utm_term",
] as const;
export const referrerKey = "referrer";

type CampaignKey = (typeof campaignQueryKeys)[number] | typeof referrerKey;
export type CampaignParams = Partial<Record<CampaignKey, string>>;

/** The part of `Storage` this module uses, so tests pass a plain map. */
export interface CampaignStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

// Longer values are not campaign tags; they are cut so a crafted link cannot fill the storage.
const maxValueLength = 200;

/**
 * Saves the campaign of `url` (the current address) and, failing a utm_source, the foreign referrer's host.
 * Self-contained, so the page also runs it as an inline script while it is parsed (`captureCampaignScript`).
 */
export function captureCampaign(
  url: string,
  referrer: string,
  storage: CampaignStorage,
  keys: readonly string[] = campaignQueryKeys,
  maxLength: number = maxValueLength,
  referrerName: string = referrerKey,
): void {
  const hostOf = (address: string) => {
    if (!address) return null;
    try {
      return new URL(address).host || null;
    } catch {
      return null;
    }
  };
  const current = new URL(url);
  for (const key of keys) {
    const value = current.searchParams.get(key)?.trim();
    if (value) storage.setItem(key, value.slice(0, maxLength));
  }
  if (storage.getItem("utm_source")) return;
  const referrerHost = hostOf(referrer);
  if (referrerHost && referrerHost !== current.host) storage.setItem(referrerName, referrerHost);
}

/** The stored campaign values, only those present. */
export function readCampaign(storage: CampaignStorage | null = browserStorage()): CampaignParams {
  const campaign: CampaignParams = {};
  if (!storage) return campaign;
  try {
    for (const key of [...campaignQueryKeys, referrerKey] as const) {
      const value = storage.getItem(key);
      if (value) campaign[key] = value;
    }
  } catch {
    // Blocked storage: the lead still goes out, without its campaign.
  }
  return campaign;
}

/**
 * The capture as an inline script the server puts in every page (the root layout renders it,
 * app/lib/campaign-capture.tsx), so a visitor who follows a link before the page's scripts have started
 * keeps the campaign.
 */
export const captureCampaignScript = `try{(${captureCampaign.toString()})(location.href,document.referrer,localStorage,${JSON.stringify(campaignQueryKeys)},${maxValueLength},${JSON.stringify(referrerKey)})}catch(e){}`;

/** Called once when the app starts in the browser (the inline script has normally run already). */
export function captureCampaignOnStart(): void {
  const storage = browserStorage();
  if (!storage) return;
  try {
    captureCampaign(window.location.href, document.referrer, storage);
  } catch {
    // A full or blocked storage must never break the page.
  }
}

function browserStorage(): CampaignStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Safari and some privacy settings throw on the mere access to localStorage.
    return null;
  }
}
