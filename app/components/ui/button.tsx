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

const SIZE_CLASSES: Record<ButtonSize, string> = {
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-5 text-base",
  lg: "h-12 px-6 text-base",
};

export function buttonClassName({
  variant = "primary",
  size = "md",
}: { variant?: ButtonVariant; size?: ButtonSize } = {}): string {
  return cx(
    "inline-flex shrink-0 items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors",
    "disabled:cursor-not-allowed disabled:opacity-60",
    VARIANT_CLASSES[variant],
    SIZE_CLASSES[size],
  );
}

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = "button", ...props }: ComponentProps<"button"> & ButtonLook) {
  return <button type={type} className={cx(buttonClassName({ variant, size }), className)} {...props} />;
}

export function ButtonLink({ variant, size, className, ...props }: ComponentProps<typeof Link> & ButtonLook) {
  return <Link className={cx(buttonClassName({ variant, size }), className)} {...props} />;
}
