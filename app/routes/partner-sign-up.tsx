// /{partner-brand}/sign-up: a one-step sign-up credited to the partner (affiliate_origin), which
// then claims the partner's complementary trial and lands on /{partner-brand}/welcome.
import { ROUTE_RULES } from "../../shared/domain/access";
import { metaTranslator } from "../lib/i18n";
import { pageLoader } from "../lib/page-access.server";
import { redirect } from "react-router";
import { PRODUCT_NAME } from "../components/ui/logo";
import { RouteErrorPage } from "../features/error-page/error-page";
import { pageNotFoundMeta } from "../features/partner/page-not-found-meta";
import { OneStepSignUpForm } from "../features/auth/one-step-sign-up-form";
import { PartnerSignUpPanel } from "../features/partner/partner-sign-up-panel";
import { claimPartnerTrial } from "../features/partner/partner-trial";
import { partnerTrialDays, requireTirePartner } from "../features/partner/partner.server";
import type { Route } from "./+types/partner-sign-up";

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? [
        { title: `${metaTranslator(matches).t("Sign Up with {partner}", { partner: data.partner.name })} | ${PRODUCT_NAME}` },
        { name: "robots", content: "noindex" },
      ]
    : pageNotFoundMeta(matches);

export const loader = pageLoader(ROUTE_RULES.anyone, async ({ request, params, context }: Route.LoaderArgs) => {
  const partner = requireTirePartner(context, request, params.partner);
  // A member already signed in claims the trial on the welcome page instead.
  if (context.user) throw redirect(`/${partner.slug}/welcome`);
  return { partner, trialDays: await partnerTrialDays(context, partner) };
});

// The guard runs on the way in only: once the form signs the new member in, it moves on to the
// welcome page itself, and a revalidation must not redirect first.
export function shouldRevalidate() {
  return false;
}

export default function PartnerSignUp({ loaderData }: Route.ComponentProps) {
  const { partner, trialDays } = loaderData;
  const welcome = `/${partner.slug}/welcome`;
  return (
    <PartnerSignUpPanel partner={partner} trialDays={trialDays}>
      <OneStepSignUpForm
        affiliateOrigin={partner.slug}
        afterSignUp={() => claimPartnerTrial(partner.slug)}
        destination={welcome}
        submitLabel="Create account and start trial"
        loginPath={`/login?return_url=${welcome}`}
      />
    </PartnerSignUpPanel>
  );
}

/** Another slug is the 404 page, inside the layout like any unknown path. */
export function ErrorBoundary() {
  return <RouteErrorPage />;
}
