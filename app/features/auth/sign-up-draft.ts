// The answers of an unfinished sign-up, kept in session storage so a reload or a step back keeps
// them. The password is never stored: it stays in memory in the sign-up flow.
import { useMemo, useSyncExternalStore } from "react";
import type { z } from "zod";
import { registerRequestSchema } from "../../../shared/contracts/accounts.contract";
import { safeReturnPath } from "../../../shared/domain/return-path";

const DRAFT_KEY = "sign_up_draft";
/** Set by affiliate landing pages; sent with the sign-up, then cleared (spec §4 "After sign-up"). */
export const AFFILIATE_ORIGIN_KEY = "affiliate_origin";

export const signUpDraftSchema = registerRequestSchema
  .pick({ name: true, email: true, state_name: true, vehicle_make: true, year_started: true, drive_style: true })
  .partial();
export type SignUpDraft = z.infer<typeof signUpDraftSchema>;

// When session storage is blocked the draft lives in this tab's memory instead.
let unstoredDraft: string | null = null;
const listeners = new Set<() => void>();

function readRawDraft(): string | null {
  try {
    return sessionStorage.getItem(DRAFT_KEY);
  } catch {
    return unstoredDraft;
  }
}

function writeRawDraft(raw: string | null): void {
  unstoredDraft = raw;
  try {
    if (raw === null) sessionStorage.removeItem(DRAFT_KEY);
    else sessionStorage.setItem(DRAFT_KEY, raw);
  } catch {
    // Kept in memory above.
  }
  listeners.forEach((listener) => listener());
}

function parseDraft(raw: string | null): SignUpDraft {
  if (!raw) return {};
  try {
    const parsed = signUpDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored answers; null during the server render and hydration, when storage is unknown. */
export function useSignUpDraft(): SignUpDraft | null {
  const raw = useSyncExternalStore(subscribe, readRawDraft, () => undefined);
  return useMemo(() => (raw === undefined ? null : parseDraft(raw)), [raw]);
}

/** Merges answers into the draft; an answer set to undefined is removed. */
export function saveSignUpDraft(answers: SignUpDraft): void {
  writeRawDraft(JSON.stringify({ ...parseDraft(readRawDraft()), ...answers }));
}

export function clearSignUpDraft(): void {
  writeRawDraft(null);
}

export function readAffiliateOrigin(): string | undefined {
  try {
    return localStorage.getItem(AFFILIATE_ORIGIN_KEY) || undefined;
  } catch {
    return undefined;
  }
}

/** Called by an affiliate landing page: the next sign-up in this browser is credited to `origin`. */
export function storeAffiliateOrigin(origin: string): void {
  try {
    localStorage.setItem(AFFILIATE_ORIGIN_KEY, origin);
  } catch {
    // Without storage the sign-up simply goes uncredited.
  }
}

export function clearAffiliateOrigin(): void {
  try {
    localStorage.removeItem(AFFILIATE_ORIGIN_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** Where a sign-up started from a page that needs an account (spec §3 "sign-up return URL") goes next. */
const RETURN_URL_KEY = "sign_up_return_url";

export function storeSignUpReturnUrl(path: string): void {
  try {
    sessionStorage.setItem(RETURN_URL_KEY, path);
  } catch {
    // Without storage the new member lands on the welcome page instead.
  }
}

/** The stored return path (same-site only), removed as it is read; null when none. */
export function takeSignUpReturnUrl(): string | null {
  try {
    const stored = sessionStorage.getItem(RETURN_URL_KEY);
    sessionStorage.removeItem(RETURN_URL_KEY);
    return stored ? safeReturnPath(stored) : null;
  } catch {
    return null;
  }
}
