import { SpamTrap } from "./SpamTrap.tsx";

/** The hidden field a plain post (no JavaScript) names its form with; the server's table is keyed by it. */
export const formIdField = "_form";

/**
 * What a form sends besides the visitor's values, so a post without JavaScript is
 * understood too: which form it is, the page it was on, and the spam guard's fields.
 */
export function PlainPostFields({
  form,
  startedAt,
  pageUrl,
}: {
  form: string;
  startedAt: number;
  pageUrl?: string;
}) {
  return (
    <>
      <input type="hidden" name={formIdField} value={form} />
      {pageUrl ? <input type="hidden" name="page_url" value={pageUrl} /> : null}
      <SpamTrap startedAt={startedAt} />
    </>
  );
}
