import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { redirect } from "react-router";
import { COUNTRY_CODES, type CountryCode } from "../../shared/domain/countries";
import { pageNotFound } from "../lib/page-not-found";
import { loadStatePage } from "../features/state-page/load-state-page.server";
import { stateMeta } from "../features/state-page/state-meta";
import { StatePage } from "../features/state-page/state-page";
import type { Route } from "./+types/state";
import { publicPageHeaders } from "../lib/page-cache-headers";
import { SHARED_WITHIN_TIER } from "../../shared/domain/page-sharing";

function toCountryCode(segment: string): CountryCode | null {
  const upper = segment.toUpperCase();
  return COUNTRY_CODES.find((code) => code === upper) ?? null;
}

export const loader = pageLoader(ROUTE_RULES.anyone, async ({ params, request, context }: Route.LoaderArgs) => {
  const country = toCountryCode(params.country);
  const state = country && (await context.services.site.getStateByCountryAndSlug(country, params.slug.toLowerCase()));
  // Thrown so the layout's error boundary renders the 404 page.
  if (!state) throw pageNotFound(request);
  // The stored code is canonical (decisions.md): /us/utah and /US/Utah move to /US/utah for good.
  if (params.country !== state.country_code || params.slug !== state.slug) {
    return redirect(`/${state.country_code}/${state.slug}${new URL(request.url).search}`, 301);
  }
  return loadStatePage(context, state);
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => stateMeta(loaderData, matches);

export const headers = publicPageHeaders;

export const handle = SHARED_WITHIN_TIER;

export default function StateRoute({ loaderData }: Route.ComponentProps) {
  return <StatePage {...loaderData} />;
}
