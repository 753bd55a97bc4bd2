// The paywall holds offline (ADR 0059): once online, the browser asks the server which saved packs the
// reader may still read and deletes the others (a lapsed membership, an unpublished guide).
import type { OfflinePackCheckResult, OfflinePackRef } from "../../../shared/contracts/offline-packs.contract";

export const CHECK_PACKS_PATH = "/api/v2/offline-packs/check/";

export interface PackShelf {
  list(): Promise<readonly OfflinePackRef[]>;
  remove(key: string): Promise<void>;
}

/**
 * Removes the packs the server says the reader may no longer read, and answers their keys. Nothing is
 * removed when the server cannot say (no network, an error): a pack is only lost on its word. Signed
 * out, the server answers that none may be kept.
 */
export async function removeUnreadablePacks(shelf: PackShelf, ask: typeof fetch = fetch): Promise<string[]> {
  const packs = (await shelf.list()).map(({ kind, id }) => ({ kind, id }));
  if (packs.length === 0) return [];
  let response: Response;
  try {
    response = await ask(CHECK_PACKS_PATH, {
      method: "POST",
      credentials: "same-origin",
      cache: "no-store",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ packs }),
    });
  } catch {
    return [];
  }
  if (!response.ok) return [];
  const { unreadable } = (await response.json()) as OfflinePackCheckResult;
  const keys = unreadable.map(({ kind, id }) => `${kind}/${id}`);
  for (const key of keys) await shelf.remove(key);
  return keys;
}
