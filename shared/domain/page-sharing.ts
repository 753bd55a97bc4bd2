// Which rendered pages one render may serve to a whole tier of signed-in readers (ADR 0022).

/**
 * `export const handle = SHARED_WITHIN_TIER;` on a public page whose loaders read the reader only
 * through the tier (`sharedPageTier`): never their id, votes, lists or read announcements.
 */
export const SHARED_WITHIN_TIER = { sharedWithinTier: true } as const;

export function isSharedWithinTier(handle: unknown): boolean {
  return (
    typeof handle === "object" && handle !== null && (handle as Partial<typeof SHARED_WITHIN_TIER>).sharedWithinTier === true
  );
}
