// What the browser keeps about a social sign-in (spec §3 "Values kept in the browser"): the
// pending social sign-up of a failed social login until the sign-up or link is done (spec §4), the
// username a phone platform sends only once, and where the provider's button was pressed.
import { useMemo, useSyncExternalStore } from "react";
import { pendingSocialSignUpSchema, type PendingSocialSignUp } from "../../../shared/contracts/social-sign-in.contract";
import { safeReturnPath } from "../../../shared/domain/return-path";

const PENDING_KEY = "social_sign_up";
const USERNAME_KEY = "social_username";
const ORIGIN_KEY = "social_sign_in_origin";

/** A pending social sign-up, and where its visitor goes once signed in. */
export type StoredSocialSignUp = PendingSocialSignUp & { returnPath: string };

/** Where the provider's button was: the event's button_location, and the sign-up page to continue on. */
export interface SocialSignInOrigin {
  buttonLocation: string;
  signUpPath: string;
}

const DEFAULT_ORIGIN: SocialSignInOrigin = { buttonLocation: "login_page", signUpPath: "/sign-up" };

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Without storage the visitor starts again from the provider's button.
  }
}

const session = () => sessionStorage;
const local = () => localStorage;

function parseJson(raw: string | null): unknown {
  try {
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function storePendingSocialSignUp(pending: StoredSocialSignUp): void {
  write(session, PENDING_KEY, JSON.stringify(pending));
  notify();
}

function parsePending(raw: string | null): StoredSocialSignUp | null {
  const stored = parseJson(raw);
  const parsed = pendingSocialSignUpSchema.safeParse(stored);
  if (!parsed.success) return null;
  const { returnPath } = stored as { returnPath?: unknown };
  return { ...parsed.data, returnPath: safeReturnPath(typeof returnPath === "string" ? returnPath : "/") };
}

export function readPendingSocialSignUp(): StoredSocialSignUp | null {
  return parsePending(read(session, PENDING_KEY));
}

/** Spec §4 "After sign-up": the stored social sign-up data is cleared. */
export function clearPendingSocialSignUp(): void {
  write(session, PENDING_KEY, null);
  notify();
}

/** The pending social sign-up; undefined during the server render and hydration, when storage is unknown. */
export function usePendingSocialSignUp(): StoredSocialSignUp | null | undefined {
  const raw = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => read(session, PENDING_KEY),
    () => undefined,
  );
  return useMemo(() => (raw === undefined ? undefined : parsePending(raw)), [raw]);
}

/** Apple sends the user's name with the first sign-in only: kept so a later sign-up can still use it. */
export function storeSocialUsername(name: string): void {
  write(local, USERNAME_KEY, name);
}

export function readSocialUsername(): string | null {
  return read(local, USERNAME_KEY);
}

export function storeSocialSignInOrigin(origin: SocialSignInOrigin): void {
  write(session, ORIGIN_KEY, JSON.stringify(origin));
}

export function readSocialSignInOrigin(): SocialSignInOrigin {
  const stored = parseJson(read(session, ORIGIN_KEY)) as Partial<SocialSignInOrigin> | null;
  return {
    buttonLocation: typeof stored?.buttonLocation === "string" ? stored.buttonLocation : DEFAULT_ORIGIN.buttonLocation,
    signUpPath: safeReturnPath(stored?.signUpPath ?? DEFAULT_ORIGIN.signUpPath),
  };
}
