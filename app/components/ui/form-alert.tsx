// What a form says above its button: a failure no single field owns (wrong credentials, the server
// unreachable, a refusal), or calm information that is not an error ("check your inbox").
import { CircleAlert, Info } from "lucide-react";
import type { ReactNode } from "react";
import { useT } from "../../lib/i18n";
import { cx } from "./class-names";

/** The whole form's failure; nothing when there is none. A text (often the server's, in English) shows in the page's language. */
export function FormAlert({ message, className }: { message: ReactNode; className?: string }) {
  const { t } = useT();
  if (!message) return null;
  return (
    <div
      role="alert"
      className={cx(
        "flex items-start gap-2.5 rounded-lg border-l-4 border-brand-red bg-red-50 px-4 py-3 text-sm text-dark-grey",
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-red" />
      <div>{typeof message === "string" ? t(message) : message}</div>
    </div>
  );
}

/** Calm information that is not an error: "check your inbox", "enter your password again". */
export function FormNotice({ children }: { children: ReactNode }) {
  const { t } = useT();
  return (
    <div
      role="status"
      className="flex items-start gap-2.5 rounded-lg border-l-4 border-brand-blue bg-sky-50 px-4 py-3 text-sm text-dark-grey"
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-blue" />
      <div>{typeof children === "string" ? t(children) : children}</div>
    </div>
  );
}
