// What every per-state generator needs: the state, its regions and photos, and who writes and reviews.
import type { LandscapeWords } from "./landscapes";
import type { SeedState } from "./model";
import type { PlacedRegion } from "./places";
import type { Random } from "./prng";

export interface DemoAuthors {
  writerEmail: string;
  scoutEmail: string;
  editorEmail: string;
}

export interface StateContext {
  random: Random;
  state: SeedState;
  regions: readonly PlacedRegion[];
  /** The words the state's generated names may use (landscapes.ts). */
  words: LandscapeWords;
  /** Guide names already used in the state, by trails and scout routes alike. */
  takenNames: Set<string>;
  /** Indices of the photo pool that fit the state's landscape. */
  poolIndices: readonly number[];
  reviewerEmails: readonly string[];
  authors: DemoAuthors;
}
