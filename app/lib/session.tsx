// The signed-in user in the browser (spec §4 "Authentication"): decoded from the access token,
// seeded by the server render, and cleared on log out.
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import type { AuthTokens, UserClaims } from "../../shared/contracts/user.contract";
import { decodeAccessToken } from "../../shared/domain/access-token";
import { ACCESS_COOKIE } from "../../shared/domain/auth-cookies";
import { isUnitSystem, measures, UNITS_COOKIE, type Measures, type UnitSystem } from "../../shared/domain/units";
import { isPaid, userStatus, type UserStatus } from "../../shared/domain/user-status";
import { apiFetch } from "./api-client";
import { analytics } from "./analytics";
import { readCookie } from "./cookies";
import { useRootData } from "./root-data";
import { clearStoredGiftCardCode, storeGiftCardCode } from "./gift-card";

/** Whether the session is a tier's stand-in (ADR 0022): re-exported here, so the check ships in the session's chunk. */
export { isTierStandIn } from "../../shared/domain/tier-stand-in";

export interface SessionValue {
  user: UserClaims | null;
  status: UserStatus;
  isPaid: boolean;
  /** Takes a fresh token pair (the server has set the cookies) and decodes the user from it. */
  signIn: (tokens: AuthTokens) => void;
  /** Clears tokens and user, resets analytics, and goes to / unless `redirect` is false. */
  signOut: (options?: { redirect?: boolean }) => Promise<void>;
  /** Takes fresher claims of the same signed-in user (start-up loads them from /users/me/). */
  updateUser: (user: UserClaims) => void;
  /** A gift-card code waiting to be redeemed once the visitor has an account (spec §4). */
  giftCardCode: string | null;
  /** Keeps the code in local storage too, so it survives until redemption; null removes it. */
  setGiftCardCode: (code: string | null) => void;
  /** A visitor's units from the footer's choice (a cookie), read once the page has hydrated. */
  visitorUnits: UnitSystem | null;
}

const SessionContext = createContext<SessionValue | null>(null);

function hasSameClaims(a: UserClaims, b: UserClaims): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof UserClaims)[]);
  return [...keys].every((key) => a[key] === b[key]);
}

function claimsFrom(access: string): UserClaims | null {
  const decoded = decodeAccessToken(access);
  if (!decoded.valid) return null;
  const { exp: _exp, token_type: _type, sid: _sid, ...claims } = decoded.payload;
  return claims;
}

interface SessionProviderProps {
  initialUser: UserClaims | null;
  /** The server rendered the page once for every reader of a tier: `initialUser` is its stand-in (ADR 0022). */
  isStandIn?: boolean;
  children: React.ReactNode;
}

export function SessionProvider({ initialUser, isStandIn = false, children }: SessionProviderProps) {
  const [user, setUser] = useState(initialUser);
  const [renderedUser, setRenderedUser] = useState(initialUser);
  const [giftCardCode, setGiftCardCodeState] = useState<string | null>(null);
  const [visitorUnits, setVisitorUnits] = useState<UnitSystem | null>(null);
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  // A new server render (navigation, revalidation) is the source of truth for who is signed in and
  // with which claims (a token refresh after a purchase keeps the uuid but changes the claims).
  if (initialUser !== renderedUser) {
    setRenderedUser(initialUser);
    setUser(initialUser);
  }

  // Hydrated as the stand-in, the page now shows who is reading: the access token the server just
  // verified (or rotated, in this response's cookies) holds their claims.
  useEffect(() => {
    if (!isStandIn) return;
    const access = readCookie(ACCESS_COOKIE);
    // A transition: a part still waiting for its chunk keeps its server HTML instead of being redrawn.
    startTransition(() => setUser(access ? claimsFrom(access) : null));
  }, [isStandIn, initialUser]);

  // Shared pages are drawn in imperial; a visitor who chose kilometres sees them once hydrated (ADR 0040).
  useEffect(() => {
    const chosen = readCookie(UNITS_COOKIE);
    if (isUnitSystem(chosen)) startTransition(() => setVisitorUnits(chosen));
  }, []);

  const signIn = useCallback(
    (tokens: AuthTokens) => {
      setUser(claimsFrom(tokens.access));
      void revalidator.revalidate();
    },
    [revalidator],
  );

  const signOut = useCallback(
    async ({ redirect = true }: { redirect?: boolean } = {}) => {
      await apiFetch("/api/v2/token/logout/", { method: "POST", json: {} }).catch(() => undefined);
      setUser(null);
      analytics.reset();
      if (redirect) await navigate("/");
      else await revalidator.revalidate();
    },
    [navigate, revalidator],
  );

  const updateUser = useCallback((fresher: UserClaims) => {
    setUser((current) => (current?.uuid === fresher.uuid && !hasSameClaims(current, fresher) ? fresher : current));
  }, []);

  const setGiftCardCode = useCallback((code: string | null) => {
    if (code) storeGiftCardCode(code);
    else clearStoredGiftCardCode();
    setGiftCardCodeState(code);
  }, []);

  const value = useMemo<SessionValue>(
    () => ({
      user,
      status: userStatus(user),
      isPaid: isPaid(user),
      signIn,
      signOut,
      updateUser,
      giftCardCode,
      setGiftCardCode,
      visitorUnits,
    }),
    [user, signIn, signOut, updateUser, giftCardCode, setGiftCardCode, visitorUnits],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession must be used inside SessionProvider");
  return session;
}

/**
 * The reader's units (ADR 0040); for a visitor, the footer's choice once hydrated, else imperial. A page shared by a tier is rendered and
 * hydrated for the stand-in, who reads imperial; the session then takes the reader's own claims, so
 * a metric reader's figures switch right after hydration, with no mismatch.
 */
export function useUnits(): UnitSystem {
  const session = useContext(SessionContext);
  return session?.user?.units ?? session?.visitorUnits ?? "imperial";
}

/** The reader's lengths and elevations: their units, and the page's language for the numbers (ADR 0040, 0064). */
export function useMeasures(): Measures {
  const units = useUnits();
  const { locale } = useRootData().i18n;
  return useMemo(() => measures(units, locale), [units, locale]);
}

/**
 * /login?return_url={path}: after logging in, the visitor comes back here (spec §2.2). Slashes may
 * stay as they are in a query value, which keeps the link readable: ?return_url=/dashboard
 */
export function loginPathReturningTo(path: string): string {
  return `/login?return_url=${encodeURIComponent(path).replaceAll("%2F", "/")}`;
}
