// The state of a /{country}/{slug}/... page (a 404 when unknown), and the 301 to a page's stored
// letter case (decisions.md: /us/utah/... moves to /US/utah/... for good).
import { redirect, type AppLoadContext } from "react-router";
import { COUNTRY_CODES, type CountryCode } from "../../../shared/domain/countries";
import { unprefixedPath } from "../../../shared/domain/locales";
import type { StateRecord } from "../../../server/modules/site/site.service";
import { pageNotFound } from "../../lib/page-not-found";

function toCountryCode(segment: string): CountryCode | null {
  const upper = segment.toUpperCase();
  return COUNTRY_CODES.find((code) => code === upper) ?? null;
}

/** The country segment in any letter case, the state slug in lower case; otherwise the 404 page. */
export async function findPageState(
  { services }: AppLoadContext,
  request: Request,
  params: { country: string; slug: string },
): Promise<StateRecord> {
  const country = toCountryCode(params.country);
  const state = country && (await services.site.getStateByCountryAndSlug(country, params.slug.toLowerCase()));
  // Thrown so the layout's error boundary renders the 404 page.
  if (!state) throw pageNotFound(request);
  return state;
}

/**
 * Moves a page found under another spelling of its path to the canonical one, keeping the query. The
 * language prefix (/fr, /es) is not part of the path: the redirect keeps it (ADR 0064).
 */
export function redirectToCanonicalPath(request: Request, canonicalPath: string): void {
  const url = new URL(request.url);
  if (decodeURIComponent(unprefixedPath(url.pathname)) !== canonicalPath) throw redirect(`${canonicalPath}${url.search}`, 301);
}
