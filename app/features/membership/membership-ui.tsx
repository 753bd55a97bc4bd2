// The alerts and small pieces the membership pages share.
import { CircleAlert, CircleCheck, LoaderCircle } from "lucide-react";
import { useEffect, useRef, type ComponentProps, type ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { cx } from "../../components/ui/class-names";
import { useHydrated } from "../../lib/use-hydrated";
import { useT } from "../../lib/i18n";

/** A message that takes focus when it appears, so keyboard and screen-reader users land on it. */
export function Alert({
  tone = "error",
  children,
  className,
}: {
  tone?: "error" | "success" | "info";
  children: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { t } = useT();
  useEffect(() => ref.current?.focus(), []);
  const Icon = tone === "success" ? CircleCheck : CircleAlert;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={tone === "error" ? "alert" : "status"}
      className={cx(
        "flex items-start gap-2.5 rounded-lg border p-3.5 text-sm font-medium focus:outline-none focus-visible:outline-3",
        tone === "error" && "border-brand-red/40 bg-red-50 text-[#9b0219]",
        tone === "success" && "border-brand-green/40 bg-green-50 text-[#1f5714]",
        tone === "info" && "border-brand-blue/30 bg-sky-50 text-dark-grey",
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {/* A text alone is often the server's (English) message: the page shows it in its language. */}
      <div className="min-w-0">{typeof children === "string" ? t(children) : children}</div>
    </div>
  );
}

/** A submit button: disabled until hydrated (no plain browser post) and spinning while busy. */
export function SubmitButton({
  isPending,
  children,
  className,
  ...props
}: { isPending: boolean; children: ReactNode } & Omit<ComponentProps<typeof Button>, "type">) {
  const isHydrated = useHydrated();
  return (
    <Button
      type="submit"
      size="lg"
      disabled={!isHydrated || isPending}
      aria-busy={isPending || undefined}
      className={className}
      {...props}
    >
      {isPending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
      {children}
    </Button>
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center gap-3 text-grey">
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-brand-green-dark" />
      <span>{label}</span>
    </div>
  );
}

/** A grey block that holds the place of text still loading, so nothing jumps when it arrives. */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cx("block animate-pulse rounded bg-neutral-200", className)} />;
}

export const CARD_CLASSES = "rounded-2xl border border-grey/15 bg-white p-5 shadow-sm sm:p-6";
