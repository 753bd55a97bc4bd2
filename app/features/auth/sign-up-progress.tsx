// Where the visitor is in the three sign-up steps; finished steps link back for changes.
import { Check } from "lucide-react";
import { Link, useLocation } from "react-router";
import { cx } from "../../components/ui/class-names";
import { SIGN_UP_STEPS } from "./sign-up-steps";
import { useT } from "../../lib/i18n";

export function SignUpProgress() {
  const { pathname } = useLocation();
  const { t } = useT();
  const currentIndex = Math.max(
    0,
    SIGN_UP_STEPS.findIndex((step) => pathname.startsWith(step.path)),
  );

  return (
    <nav aria-label={t("Sign-up progress")}>
      <ol className="flex items-center gap-2 text-sm">
        {SIGN_UP_STEPS.map((step, index) => {
          const isCurrent = index === currentIndex;
          const isDone = index < currentIndex;
          const marker = (
            <>
              <span
                aria-hidden
                className={cx(
                  "inline-flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold",
                  isDone && "bg-brand-green-dark text-white",
                  isCurrent && "bg-dark-grey text-white",
                  !isDone && !isCurrent && "border border-limited-grey text-grey",
                )}
              >
                {isDone ? <Check className="size-4" /> : index + 1}
              </span>
              <span className={cx("truncate", isCurrent ? "font-semibold text-dark-grey" : "text-grey")}>
                <span className="sr-only">
                  {t("Step {number} of {count}:", { number: index + 1, count: SIGN_UP_STEPS.length })}{" "}
                </span>
                {t(step.label)}
                {isDone && <span className="sr-only"> {t("(done)")}</span>}
              </span>
            </>
          );
          return (
            <li key={step.path} className="flex min-w-0 flex-1 items-center gap-2" aria-current={isCurrent ? "step" : undefined}>
              {isDone ? (
                <Link to={step.path} className="flex min-w-0 items-center gap-2 rounded-full hover:underline">
                  {marker}
                </Link>
              ) : (
                <span className="flex min-w-0 items-center gap-2">{marker}</span>
              )}
              {index < SIGN_UP_STEPS.length - 1 && <span aria-hidden className="h-px flex-1 bg-neutral-300" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
