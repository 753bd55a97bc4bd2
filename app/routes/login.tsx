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
import { metaTranslator, useT } from "../lib/i18n";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t } = metaTranslator(matches);
  return [
    { title: `${t("Log In")} | ${PRODUCT_NAME}` },
    {
      name: "description",
      content: t("Log in to {product} to open your trails, lists and All-Access membership.", { product: PRODUCT_NAME }),
    },
  ];
};

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
  const { t } = useT();
  if (mustRefresh) return <RefreshAndReturn returnUrl={routerReturnUrl} />;
  return (
    <AuthCard
      title={t("Log In")}
      intro={
        <>
          {t("Welcome back. No account yet?")}{" "}
          <Link to="/sign-up" className={TEXT_LINK_CLASSES}>
            {t("Sign up for free")}
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
