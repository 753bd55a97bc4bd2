// The error page of spec §2.9: the status as the heading, what went wrong, and ways back on trail.
import { Form, Link, useLocation, useRouteError } from "react-router";
import { ButtonLink, buttonClassName } from "../../components/ui/button";
import { useSession } from "../../lib/session";
import { LOGIN_RETURN_PARAMETER, describeRouteError, errorPageText, type ErrorDescription } from "./error-description";
import { LandscapeBackdrop } from "./landscape-backdrop";

export function ErrorPage({ status, message }: ErrorDescription) {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  const { lead, detail } = errorPageText({ status, message });

  return (
    <section className="relative isolate flex min-h-[calc(100svh-var(--spacing-header))] items-center justify-center overflow-hidden px-4 py-20 text-white">
      <LandscapeBackdrop />
      <div className="max-w-xl text-center">
        <h1 className="text-7xl font-extrabold tracking-tight tabular-nums sm:text-8xl">{status}</h1>
        <p className="mt-4 text-xl font-semibold text-balance sm:text-2xl">{lead}</p>
        {detail && <p className="mt-3 break-words text-white/80">{detail}</p>}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {!user && <GoToLoginButton returnUrl={`${pathname}${search}`} />}
          <ButtonLink to="/" size="lg">
            Go to Home
          </ButtonLink>
        </div>
        <Link to="/map" className="mt-6 inline-block rounded-sm font-semibold underline underline-offset-4 hover:no-underline">
          View Trail Map
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
  return (
    <Form method="get" action="/login">
      <input type="hidden" name={LOGIN_RETURN_PARAMETER} value={returnUrl} />
      <button type="submit" className={buttonClassName({ variant: "on-dark", size: "lg" })}>
        Go to Login
      </button>
    </Form>
  );
}

/** Drop-in body for a route's ErrorBoundary: describes whatever the route threw. */
export function RouteErrorPage() {
  return <ErrorPage {...describeRouteError(useRouteError())} />;
}
