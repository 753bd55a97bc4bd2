// The few button looks of the site, for <button>s and for links that look like buttons.
import type { ComponentProps } from "react";
import { Link } from "react-router";
import { cx } from "./class-names";

export type ButtonVariant = "primary" | "secondary" | "on-dark" | "ghost-on-dark";
export type ButtonSize = "sm" | "md" | "lg";

const VARIANT_CLASSES: Record<ButtonVariant, string> = {
  // The darker green keeps white text above 4.5:1; plain brand green is only 3.6:1.
  primary: "bg-brand-green-dark text-white hover:bg-[#24621a] active:bg-[#1d5015]",
  secondary: "border border-grey/30 bg-white text-dark-grey hover:border-grey hover:bg-neutral-50",
  "on-dark": "bg-white text-dark-grey hover:bg-neutral-200",
  "ghost-on-dark": "border border-white/60 text-white hover:border-white hover:bg-white/10",
};

// Minimum heights, so a label that wraps grows the button instead of spilling out of it.
const SIZE_CLASSES: Record<ButtonSize, string> = {
  sm: "min-h-9 px-3 text-sm",
  md: "min-h-11 px-5 text-base",
  lg: "min-h-12 px-6 text-base",
};

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** A long label that may wrap onto a second line on a phone instead of widening the page. */
  isMultiline?: boolean;
}

export function buttonClassName({ variant = "primary", size = "md", isMultiline = false }: ButtonLook = {}): string {
  return cx(
    "inline-flex shrink-0 items-center justify-center gap-2 rounded-full font-semibold transition-colors",
    isMultiline ? "py-2 text-center" : "whitespace-nowrap",
    "disabled:cursor-not-allowed disabled:opacity-60",
    VARIANT_CLASSES[variant],
    SIZE_CLASSES[size],
  );
}

export function Button({
  variant,
  size,
  isMultiline,
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & ButtonLook) {
  return <button type={type} className={cx(buttonClassName({ variant, size, isMultiline }), className)} {...props} />;
}

export function ButtonLink({ variant, size, isMultiline, className, ...props }: ComponentProps<typeof Link> & ButtonLook) {
  return <Link className={cx(buttonClassName({ variant, size, isMultiline }), className)} {...props} />;
}
