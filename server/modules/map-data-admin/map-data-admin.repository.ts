// SQL of the map-data staff tools: dataset imports (queued by an upload, claimed by the job) and the
// outlines of regions.
import { and, asc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { DatasetImportQuery } from "../../../shared/contracts/map-data-admin.contract";
import type { Executor } from "../../db/client";
import { countWhere, pageOf } from "../../db/cms-list";
import { datasetImports, regions, states, trails, users, type RegionBoundary } from "../../db/schema";

export type DatasetImportRow = typeof datasetImports.$inferSelect;
export type DatasetImportInsert = typeof datasetImports.$inferInsert;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function importsWhere(query: DatasetImportQuery): SQL | undefined {
  const word = query.q ? `%${escapeLike(query.q)}%` : undefined;
  return and(
    query.kind ? eq(datasetImports.kind, query.kind) : undefined,
    query.state ? eq(datasetImports.state, query.state) : undefined,
    word ? or(ilike(datasetImports.source, word), ilike(datasetImports.fileName, word)) : undefined,
  );
}

export function createMapDataAdminRepository(db: Executor) {
  return {
    async insertImport(values: DatasetImportInsert): Promise<DatasetImportRow> {
      const [row] = await db.insert(datasetImports).values(values).returning();
      return row!;
    },

    listImports(query: DatasetImportQuery) {
      const where = importsWhere(query);
      const rows = db
        .select({ entry: datasetImports, uploader: { uuid: users.uuid, name: users.name } })
        .from(datasetImports)
        .leftJoin(users, eq(users.id, datasetImports.uploadedById))
        .where(where)
        .$dynamic();
      return pageOf(db, query, {
        rows,
        countFrom: countWhere(datasetImports, where),
        sortColumns: { created_at: datasetImports.createdAt, source: datasetImports.source, state: datasetImports.state },
        tieBreaker: datasetImports.id,
      });
    },

    async findImport(id: number) {
      const [row] = await db
        .select({ entry: datasetImports, uploader: { uuid: users.uuid, name: users.name } })
        .from(datasetImports)
        .leftJoin(users, eq(users.id, datasetImports.uploadedById))
        .where(eq(datasetImports.id, id));
      return row ?? null;
    },

    /**
     * Takes the oldest queued import and marks it running, in one statement: with SKIP LOCKED two
     * processes never take the same one.
     */
    async claimQueued(now: Date): Promise<DatasetImportRow | null> {
      const [row] = await db
        .update(datasetImports)
        .set({ state: "running", startedAt: now, processed: 0 })
        .where(
          eq(
            datasetImports.id,
            sql`(select ${datasetImports.id} from ${datasetImports} where ${datasetImports.state} = 'queued'
                 order by ${datasetImports.createdAt}, ${datasetImports.id} limit 1 for update skip locked)`,
          ),
        )
        .returning();
      return row ?? null;
    },

    /**
     * Imports left running by a run that stopped (its process died): the job runs in one process at a
     * time, so any still running when a run starts can never finish.
     */
    async failAbandoned(now: Date, error: string): Promise<number> {
      const rows = await db
        .update(datasetImports)
        .set({ state: "failed", error, finishedAt: now })
        .where(eq(datasetImports.state, "running"))
        .returning({ id: datasetImports.id });
      return rows.length;
    },

    async setProgress(id: number, processed: number, total: number | null): Promise<void> {
      await db.update(datasetImports).set({ processed, total }).where(eq(datasetImports.id, id));
    },

    async finishImport(
      id: number,
      values: Pick<DatasetImportInsert, "state" | "report" | "error" | "finishedAt">,
    ): Promise<void> {
      await db.update(datasetImports).set(values).where(eq(datasetImports.id, id));
    },

    async findState(slug: string) {
      const [row] = await db
        .select({ id: states.id, slug: states.slug, title: states.title, code: states.code })
        .from(states)
        .where(or(eq(states.slug, slug), eq(states.code, slug.toUpperCase())))
        .orderBy(asc(states.id))
        .limit(1);
      return row ?? null;
    },

    /** Every state with how many regions it has, for the region map's chooser. */
    listStates() {
      return db
        .select({ slug: states.slug, title: states.title, code: states.code, regions: sql<number>`count(${regions.id})::int` })
        .from(states)
        .leftJoin(regions, eq(regions.stateId, states.id))
        .groupBy(states.id)
        .orderBy(asc(states.title));
    },

    /** The state's regions with their outlines and the box around their trails' trailheads. */
    listRegions(stateId: number) {
      return db
        .select({
          id: regions.id,
          slug: regions.slug,
          title: regions.title,
          boundary: regions.boundary,
          west: sql<number | null>`min(${trails.trailheadLongitude})`,
          south: sql<number | null>`min(${trails.trailheadLatitude})`,
          east: sql<number | null>`max(${trails.trailheadLongitude})`,
          north: sql<number | null>`max(${trails.trailheadLatitude})`,
        })
        .from(regions)
        .leftJoin(trails, eq(trails.regionId, regions.id))
        .where(eq(regions.stateId, stateId))
        .groupBy(regions.id)
        .orderBy(asc(regions.title));
    },

    /** The region locked for the change, so two staff saving at once are applied one after the other. */
    async lockRegion(id: number) {
      const [row] = await db
        .select({ id: regions.id, title: regions.title, boundary: regions.boundary })
        .from(regions)
        .where(eq(regions.id, id))
        .for("update");
      return row ?? null;
    },

    async setRegionBoundary(id: number, boundary: RegionBoundary | null): Promise<void> {
      await db.update(regions).set({ boundary }).where(eq(regions.id, id));
    },
  };
}

export type MapDataAdminRepository = ReturnType<typeof createMapDataAdminRepository>;
export type ImportListRow = Awaited<ReturnType<MapDataAdminRepository["listImports"]>>["results"][number];
