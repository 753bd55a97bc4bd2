// What a form says above its button: a failure no single field owns (wrong credentials, the server
// unreachable, a refusal), or calm information that is not an error ("check your inbox"). A text
// (often the server's, in English) shows in the page's language.
import { CircleAlert, Info, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useT } from "../../lib/i18n";
import { cx } from "./class-names";

const TONES = {
  alert: { role: "alert", Icon: CircleAlert, frame: "border-brand-red bg-red-50", icon: "text-brand-red" },
  notice: { role: "status", Icon: Info, frame: "border-brand-blue bg-sky-50", icon: "text-brand-blue" },
} as const satisfies Record<string, { role: string; Icon: LucideIcon; frame: string; icon: string }>;

function FormMessage({ tone, className, children }: { tone: keyof typeof TONES; className?: string; children: ReactNode }) {
  const { t } = useT();
  const { role, Icon, frame, icon } = TONES[tone];
  return (
    <div
      role={role}
      className={cx("flex items-start gap-2.5 rounded-lg border-l-4 px-4 py-3 text-sm text-dark-grey", frame, className)}
    >
      <Icon aria-hidden="true" className={cx("mt-0.5 size-5 shrink-0", icon)} />
      <div>{typeof children === "string" ? t(children) : children}</div>
    </div>
  );
}

/** The whole form's failure; nothing when there is none. */
export function FormAlert({ message, className }: { message: ReactNode; className?: string }) {
  if (!message) return null;
  return (
    <FormMessage tone="alert" className={className}>
      {message}
    </FormMessage>
  );
}

/** Calm information that is not an error: "check your inbox", "enter your password again". */
export function FormNotice({ children }: { children: ReactNode }) {
  return <FormMessage tone="notice">{children}</FormMessage>;
}
