import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { Link, redirect } from "react-router";
import type { Route } from "./+types/login";
import { PRODUCT_NAME } from "../components/ui/logo";
import { AuthCard, TEXT_LINK_CLASSES } from "../features/auth/form-controls";
import { LoginForm } from "../features/auth/login-form";
import { SocialSignInButtons } from "../features/auth/social-sign-in-buttons";
import { RefreshAndReturn } from "../features/auth/refresh-and-return";
import { safeReturnPath } from "../../shared/domain/return-path";
import { unprefixedPath } from "../../shared/domain/locales";

export const meta: Route.MetaFunction = () => [
  { title: `Log In | ${PRODUCT_NAME}` },
  { name: "description", content: `Log in to ${PRODUCT_NAME} to open your trails, lists and All-Access membership.` },
];

// The login guard of decisions.md: signed-in visitors go straight on, unless tokens need a refresh.
export const loader = pageLoader(ROUTE_RULES.anyone, ({ request, context }: Route.LoaderArgs) => {
  const query = new URL(request.url).searchParams;
  const returnUrl = safeReturnPath(query.get("return_url"));
  const isSignedIn = context.user !== null;
  if (isSignedIn && !query.has("refresh")) return redirect(returnUrl);
  return { returnUrl, mustRefresh: isSignedIn };
});

export default function Login({ loaderData }: Route.ComponentProps) {
  const { returnUrl, mustRefresh } = loaderData;
  // The return path is a site path, language prefix included (ADR 0064); inside this page's router,
  // whose basename is that language, the same page is the path without it.
  const routerReturnUrl = unprefixedPath(returnUrl);
  if (mustRefresh) return <RefreshAndReturn returnUrl={routerReturnUrl} />;
  return (
    <AuthCard
      title="Log In"
      intro={
        <>
          Welcome back. No account yet?{" "}
          <Link to="/sign-up" className={TEXT_LINK_CLASSES}>
            Sign up for free
          </Link>
        </>
      }
    >
      <div className="space-y-5">
        <SocialSignInButtons returnUrl={returnUrl} buttonLocation="login_page" signUpPath="/sign-up" />
        <LoginForm returnUrl={routerReturnUrl} />
      </div>
    </AuthCard>
  );
}
