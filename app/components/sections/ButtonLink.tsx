import type { ReactNode } from "react";
import { Link } from "react-router";

export type ButtonVariant = "primary" | "secondary" | "outlineLight" | "outlineDark";

const variants: Record<ButtonVariant, string> = {
  /** The main action (quote, estimate): amber with dark text. */
  primary: "bg-accent-400 text-concrete-900 hover:bg-accent-300 shadow-sm",
  /** A second action on a light background. */
  secondary: "bg-brand-700 text-white hover:bg-brand-800 shadow-sm",
  /** A second action on a dark background or photo. */
  outlineLight: "border-2 border-white/90 text-white hover:bg-white hover:text-brand-900",
  outlineDark: "border-2 border-brand-700 text-brand-700 hover:bg-brand-700 hover:text-white",
};

export interface ButtonLinkProps {
  /** A site path ("/quote") or a tel:, mailto: or external address. */
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
}

/** A link that looks like a button; site paths go through the router (prefetched on intent). */
export function ButtonLink({ to, children, variant = "primary", className = "" }: ButtonLinkProps) {
  const classes = `inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-6 py-3 text-base font-semibold transition-colors ${variants[variant]} ${className}`;
  if (to.startsWith("/")) {
    return (
      <Link to={to} prefetch="intent" className={classes}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} className={classes}>
      {children}
    </a>
  );
}
