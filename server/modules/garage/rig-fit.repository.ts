// SQL of "fits my rig" beyond the garage: the points of concern of the trails a page of results shows.
import { inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { trails } from "../../db/schema";

export function createRigFitRepository(db: Executor) {
  return {
    listTrailConcerns(ids: readonly number[]): Promise<{ id: number; concerns: string[] }[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ id: trails.id, concerns: trails.pointsOfConcern })
        .from(trails)
        .where(inArray(trails.id, [...ids]));
    },
  };
}
