/**
 * How the browser tells the site an estimate was shown: the page's live result sends one beacon per
 * service per page view (navigator.sendBeacon, JSON `{ "service": "driveways" }`); an estimate the server
 * renders (`GET /estimate?service=…`) is counted by the server itself. The counts are the owner's
 * "estimates shown" (the dashboard widget and the leads summary).
 */
export const ESTIMATE_SHOWN_PATH = "/api/estimates/shown";

export interface EstimateShownBody {
  service: string;
}
