// /complementary-trial?offer=CODE: a trial offer from a link.
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { isPaid } from "../../shared/domain/user-status";
import { ComplementaryTrialPage, MISSING_OFFER_MESSAGE, type OfferLookup } from "../features/membership/complementary-trial-page";
import type { Route } from "./+types/complementary-trial";
import { metaTranslator } from "../lib/i18n";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: `${metaTranslator(matches).t("Complementary Trial")} | Trailguide` }, { name: "robots", content: "noindex" }];
}

/** Unknown and expired offers are refused with a message for the reader (404, 410). */
function refusal(error: unknown): string | null {
  if (!(error instanceof Error) || error.name !== "HttpError") return null;
  const status = (error as Error & { status?: number }).status;
  return status === 404 || status === 410 ? error.message : null;
}

export const loader = pageLoader(ROUTE_RULES.anyone, async ({ request, context }: Route.LoaderArgs) => {
  const url = new URL(request.url);
  const code = url.searchParams.get("offer")?.trim() ?? "";
  let lookup: OfferLookup;
  if (!code) {
    lookup = { offer: null, problem: MISSING_OFFER_MESSAGE };
  } else {
    try {
      const offer = await context.services.complementaryTrials.getOffer(code);
      lookup = {
        offer: { code: offer.code, name: offer.name, days: offer.days, partner_slug: offer.partnerSlug },
        problem: null,
      };
    } catch (error) {
      const message = refusal(error);
      if (message === null) throw error;
      lookup = { offer: null, problem: message };
    }
  }
  return {
    lookup,
    isSignedIn: context.user !== null,
    isPaid: isPaid(context.user),
    returnPath: url.pathname + url.search,
  };
});

export default function ComplementaryTrialRoute({ loaderData }: Route.ComponentProps) {
  return <ComplementaryTrialPage {...loaderData} />;
}
