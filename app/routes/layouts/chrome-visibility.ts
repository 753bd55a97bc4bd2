// In-app web views open some pages with ?mobile and draw their own chrome (spec §2.1), so the
// header and footer step aside there. A route opts in through its handle.
import { useMatches, useSearchParams } from "react-router";

/** What a route module may export as `handle` to take part in chrome hiding. */
export interface ChromeHandle {
  hideChromeForMobileQuery?: boolean;
}

/** `export const handle = HIDE_CHROME_FOR_MOBILE_QUERY;` in cookie-policy, privacy-policy, terms-of-service, announcement detail and checkout. */
export const HIDE_CHROME_FOR_MOBILE_QUERY = { hideChromeForMobileQuery: true } as const satisfies ChromeHandle;

export const MOBILE_QUERY_PARAMETER = "mobile";

function hidesChromeForMobileQuery(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as ChromeHandle).hideChromeForMobileQuery === true;
}

/** True when the URL has a `mobile` parameter and one of the matched routes' handles opts in. */
export function isChromeHidden(searchParams: URLSearchParams, matchedHandles: readonly unknown[]): boolean {
  return searchParams.has(MOBILE_QUERY_PARAMETER) && matchedHandles.some(hidesChromeForMobileQuery);
}

export function useIsChromeHidden(): boolean {
  const [searchParams] = useSearchParams();
  const matches = useMatches();
  return isChromeHidden(
    searchParams,
    matches.map((match) => match.handle),
  );
}
