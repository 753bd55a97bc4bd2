// The error page of spec §2.9: the status as the heading, what went wrong, and ways back on trail.
import { Form, Link, useLocation, useRouteError } from "react-router";
import { ButtonLink, buttonClassName } from "../../components/ui/button";
import { useT } from "../../lib/i18n";
import { useSession } from "../../lib/session";
import {
  GENERIC_ERROR_TEXT,
  LOGIN_RETURN_PARAMETER,
  NOT_FOUND_TEXT,
  describeRouteError,
  errorPageText,
  type ErrorDescription,
} from "./error-description";
import { LandscapeBackdrop } from "./landscape-backdrop";

export function ErrorPage({ status, message }: ErrorDescription) {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  const { lead, detail } = errorPageText({ status, message });
  const { t } = useT();
  // The spec's texts (§8) in the page's language; a message a route threw on purpose stays as written.
  const inLanguage = (text: string) => {
    if (text === NOT_FOUND_TEXT) return t("Page not found, let's get you back on trail.");
    if (text === GENERIC_ERROR_TEXT) return t("Darn, we can't find what you're looking for....");
    const path = /^Page not found: (.*)$/s.exec(text)?.[1];
    return path === undefined ? text : t("Page not found: {path}", { path });
  };

  return (
    <section className="relative isolate flex min-h-[calc(100svh-var(--spacing-header))] items-center justify-center overflow-hidden px-4 py-20 text-white">
      <LandscapeBackdrop />
      <div className="max-w-xl text-center">
        <h1 className="text-7xl font-extrabold tracking-tight tabular-nums sm:text-8xl">{status}</h1>
        <p className="mt-4 text-xl font-semibold text-balance sm:text-2xl">{inLanguage(lead)}</p>
        {detail && <p className="mt-3 break-words text-white/80">{inLanguage(detail)}</p>}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {!user && <GoToLoginButton returnUrl={`${pathname}${search}`} />}
          <ButtonLink to="/" size="lg">
            {t("Go to Home")}
          </ButtonLink>
        </div>
        <Link to="/map" className="mt-6 inline-block rounded-sm font-semibold underline underline-offset-4 hover:no-underline">
          {t("View Trail Map")}
        </Link>
      </div>
    </section>
  );
}

/**
 * A GET form to /login?return_url={path}: a real button that works before the page hydrates, and
 * leaving the page clears the error.
 */
function GoToLoginButton({ returnUrl }: { returnUrl: string }) {
  const { t } = useT();
  return (
    <Form method="get" action="/login">
      <input type="hidden" name={LOGIN_RETURN_PARAMETER} value={returnUrl} />
      <button type="submit" className={buttonClassName({ variant: "on-dark", size: "lg" })}>
        {t("Go to Login")}
      </button>
    </Form>
  );
}

/** Drop-in body for a route's ErrorBoundary: describes whatever the route threw. */
export function RouteErrorPage() {
  return <ErrorPage {...describeRouteError(useRouteError())} />;
}
