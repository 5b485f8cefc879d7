import { layoutCopy } from "@shared/content/navigation.ts";
import { phoneHref } from "@shared/content/site.ts";
import { FileText, Phone } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useSite } from "~/lib/root-data.ts";

const FORM_FIELD = "input, textarea, select";

function isFormField(target: EventTarget | null): boolean {
  return target instanceof Element && target.matches(FORM_FIELD);
}

/** True while a form field has focus: the on-screen keyboard is up and the bar would cover the form. */
function useFormFieldFocused(): boolean {
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => setFocused(isFormField(event.target));
    const onFocusOut = (event: FocusEvent) => setFocused(isFormField(event.relatedTarget));
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("focusout", onFocusOut);
    };
  }, []);
  return focused;
}

const barHeight = "h-[calc(4rem+env(safe-area-inset-bottom))]";

/**
 * Small screens only: a fixed Call / Get a Quote bar. A spacer of the same
 * height ends the page, so the bar never covers the footer's last line, and
 * the bar steps aside while a form field has focus.
 */
export function FloatingActions() {
  const site = useSite();
  const formFieldFocused = useFormFieldFocused();
  const copy = layoutCopy.floating;

  return (
    <>
      <div aria-hidden="true" className={`${barHeight} lg:hidden`} />
      <aside
        aria-label={copy.label}
        className={`fixed inset-x-0 bottom-0 z-30 ${barHeight} grid-cols-2 gap-2 border-t border-concrete-200 bg-white px-3 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.08)] lg:hidden ${formFieldFocused ? "hidden" : "grid"}`}
      >
        <a
          href={phoneHref(site.phone)}
          className="flex items-center justify-center gap-2 rounded-md bg-brand-800 font-semibold text-white hover:bg-brand-700"
        >
          <Phone aria-hidden="true" className="size-5" />
          {copy.call}
          <span className="sr-only"> {site.phone}</span>
        </a>
        <Link
          to={copy.quote.href}
          className="flex items-center justify-center gap-2 rounded-md bg-accent-400 font-semibold text-concrete-900 hover:bg-accent-300"
        >
          <FileText aria-hidden="true" className="size-5" />
          {copy.quote.label}
        </Link>
      </aside>
    </>
  );
}
