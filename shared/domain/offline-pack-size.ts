// What an offline pack takes in the browser once stored (ADR 0059): every file's body plus what Cache
// Storage keeps beside it. The plan's estimate and the saved pack's size are counted the same way, so
// the size a reader is promised is the size they find.

/**
 * What Cache Storage keeps for one file beyond its body: its address, the response's headers (this
 * site's security headers are most of it) and the entry's record. Measured in Chromium with
 * `navigator.storage.estimate()` over 500 stored tiles: 1.3 KB each, whether the body is 15 bytes or 2 KB.
 */
export const STORED_FILE_OVERHEAD_BYTES = 1_300;

/** What one stored file takes: its body and its entry. */
export const storedFileBytes = (bodyBytes: number): number => bodyBytes + STORED_FILE_OVERHEAD_BYTES;

/** Files alike (one zoom of one tile source, the photos, the site's scripts): how many, and their average body. */
export interface StoredFiles {
  count: number;
  averageBytes: number;
}

/**
 * The bytes a pack takes once stored: each group's files at their average body plus one entry each.
 * Twice the tiles of one size take twice the tiles' bytes: an empty tile (a few bytes of body) still
 * takes its entry.
 */
export function estimatePackBytes(groups: readonly StoredFiles[]): number {
  return Math.round(groups.reduce((sum, group) => sum + group.count * storedFileBytes(group.averageBytes), 0));
}
