// Start-up of the site (spec §4): what the browser does once the app has mounted.
import { useEffect, useEffectEvent } from "react";
import { useLocation } from "react-router";
import type { RegisterRequest } from "../../shared/contracts/accounts.contract";
import type { UserClaims } from "../../shared/contracts/user.contract";
import { analytics } from "./analytics";
import { apiFetch } from "./api-client";
import { readCookie, writeCookie } from "./cookies";
import { readStoredGiftCardCode } from "./gift-card";
import { useRootData } from "./root-data";
import { isTierStandIn, useSession } from "./session";

export const UTM_PARAMS_COOKIE = "utm_params";
export const COUPON_COOKIE = "coupon";
/** Spec §9: the UTM cookie lives 90 days, the coupon cookie 15 minutes. */
export const UTM_PARAMS_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
export const COUPON_MAX_AGE_SECONDS = 15 * 60;

export type UtmParams = NonNullable<RegisterRequest["utm_params"]>;

/** The campaign a cookie holds: utm_* keys with text values (sign-up's contract checks the lengths). */
function isUtmParams(value: unknown): value is UtmParams {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.entries(value).every(([key, text]) => key.startsWith("utm_") && typeof text === "string")
  );
}

/** The non-empty utm_* parameters of a query, or null when there are none. */
export function utmParamsFrom(query: URLSearchParams): UtmParams | null {
  const entries = [...query].filter(([key, value]) => key.startsWith("utm_") && value !== "");
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** The campaign that brought the visitor, as sign-up sends it; undefined when absent or unreadable. */
export function readStoredUtmParams(): UtmParams | undefined {
  const stored = readCookie(UTM_PARAMS_COOKIE);
  if (!stored) return undefined;
  try {
    const parsed: unknown = JSON.parse(stored);
    return isUtmParams(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function rememberCampaign(search: string): void {
  const query = new URLSearchParams(search);
  const utmParams = utmParamsFrom(query);
  if (utmParams) writeCookie(UTM_PARAMS_COOKIE, JSON.stringify(utmParams), UTM_PARAMS_MAX_AGE_SECONDS);
  const coupon = query.get("coupon");
  if (coupon) writeCookie(COUPON_COOKIE, coupon, COUPON_MAX_AGE_SECONDS);
}

/** The signed-in user's claims as the server has them now (the contract's `userClaimsSchema`). */
async function loadCurrentUser(signal: AbortSignal): Promise<UserClaims | null> {
  const body = await apiFetch<UserClaims | null>("/api/v2/users/me/", { signal });
  return typeof body?.uuid === "string" ? body : null;
}

export function useStartup(): void {
  const { clientConfig } = useRootData();
  const { user, updateUser, setGiftCardCode } = useSession();
  const { pathname, search } = useLocation();
  // Until the browser has put the real user in its place, a tier's stand-in is nobody to load or identify.
  const reader = isTierStandIn(user) ? null : user;
  const userId = reader?.uuid ?? null;
  const accessType = reader?.access_type ?? null;

  // Declared first so the steps below can already send events.
  useEffect(() => analytics.start(clientConfig), [clientConfig]);
  useEffect(() => analytics.pageViewed(window.location.href), [pathname]);

  // 1. A signed-in user's data is loaded, so claims changed since the token was issued show up.
  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    loadCurrentUser(controller.signal)
      .then((fresh) => fresh && updateUser(fresh))
      .catch(() => undefined);
    return () => controller.abort();
  }, [userId, updateUser]);

  // 2. A gift-card code stored before a reload is put back into the session.
  useEffect(() => setGiftCardCode(readStoredGiftCardCode()), [setGiftCardCode]);

  // 3 and 4. Campaign parameters and coupons arrive on whatever page a link points to.
  useEffect(() => rememberCampaign(search), [search]);

  const identify = useEffectEvent(() => {
    if (reader) analytics.identify(reader);
  });
  useEffect(() => identify(), [userId, accessType]);
}
