import { CheckCircle2 } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";

const linkButton =
  "inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900";

/** Three placements: a sidebar card, a form inside a page section, and the quote page's main column. */
const sizes = {
  compact: {
    heading: "h3",
    box: "rounded-lg bg-white p-6",
    icon: "size-10",
    title: "mt-3 text-xl",
    text: "mt-1",
    again: `mt-4 ${linkButton}`,
  },
  large: {
    heading: "h3",
    box: "rounded-xl bg-green-50 p-8",
    icon: "size-12",
    title: "mt-4 text-2xl",
    text: "mt-2",
    again: `mt-6 ${linkButton}`,
  },
  page: {
    heading: "h2",
    box: "rounded-xl bg-green-50 p-8 shadow-sm",
    icon: "size-14",
    title: "mt-4 text-2xl",
    text: "mt-3 text-lg leading-relaxed",
    again:
      "mt-6 inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800",
  },
} as const;

/** What replaces a form once it is sent: a heading that takes focus, a line of text, and a way back. */
export function FormSuccess({
  title,
  text,
  againLabel,
  onAgain,
  size = "large",
  children,
}: {
  title: string;
  text: string;
  againLabel: string;
  onAgain: () => void;
  size?: keyof typeof sizes;
  /** A next step under the text (the quote page's link to book a visit). */
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus the outcome, so screen readers announce it instead of losing their place with the form.
  useEffect(() => heading.current?.focus(), []);
  const style = sizes[size];
  const Heading = style.heading;
  return (
    <div className={`border border-green-200 text-center ${style.box}`}>
      <CheckCircle2 aria-hidden="true" className={`mx-auto text-green-700 ${style.icon}`} />
      <Heading ref={heading} tabIndex={-1} className={`font-bold text-concrete-900 ${style.title}`}>
        {title}
      </Heading>
      <p className={`text-concrete-700 ${style.text}`}>{text}</p>
      {children ? <div className="mt-4">{children}</div> : null}
      <button type="button" onClick={onAgain} className={style.again}>
        {againLabel}
      </button>
    </div>
  );
}
