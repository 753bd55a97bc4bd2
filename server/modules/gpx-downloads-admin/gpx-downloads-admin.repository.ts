// SQL for the GPX download log: each download with its guide (trail or scout route), the guide's
// state and the reader, searched, filtered, sorted and paged as every staff list is.
import { and, asc, eq, ilike, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { GpxDownloadsQuery } from "../../../shared/contracts/gpx-downloads.contract";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client";
import { containsPattern, pageOf, withinDays } from "../../db/cms-list";
import { gpxDownloads, scoutRoutes, states, trails, users } from "../../db/schema";

const guideTitle = sql<string>`coalesce(${trails.title}, ${scoutRoutes.title})`;
const guideStateId = sql<number>`coalesce(${trails.stateId}, ${scoutRoutes.stateId})`;

function whereOf(query: GpxDownloadsQuery): SQL | undefined {
  const word = query.q ? containsPattern(query.q) : undefined;
  return and(
    query.kind === "trail" ? isNotNull(gpxDownloads.trailId) : undefined,
    query.kind === "scout-route" ? isNotNull(gpxDownloads.scoutRouteId) : undefined,
    query.state ? eq(states.code, query.state) : undefined,
    withinDays(gpxDownloads.createdAt, query),
    word ? or(ilike(users.name, word), ilike(users.email, word), ilike(guideTitle, word)) : undefined,
  );
}

/** A select from the download log with its guide, the guide's state and the reader joined. */
function withGuideAndReader<Query extends PgSelect>(query: Query) {
  return query
    .leftJoin(trails, eq(trails.id, gpxDownloads.trailId))
    .leftJoin(scoutRoutes, eq(scoutRoutes.id, gpxDownloads.scoutRouteId))
    .innerJoin(states, eq(states.id, guideStateId))
    .leftJoin(users, eq(users.id, gpxDownloads.userId));
}

export function createGpxDownloadsAdminRepository(db: Executor) {
  return {
    list(query: GpxDownloadsQuery) {
      const where = whereOf(query);
      const rows = withGuideAndReader(
        db
          .select({
            id: gpxDownloads.id,
            createdAt: gpxDownloads.createdAt,
            trailId: gpxDownloads.trailId,
            scoutRouteId: gpxDownloads.scoutRouteId,
            title: guideTitle,
            slug: sql<string>`coalesce(${trails.slug}, ${scoutRoutes.slug})`,
            state: { code: states.code, title: states.title, slug: states.slug, countryCode: states.countryCode },
            user: { uuid: users.uuid, name: users.name, email: users.email },
          })
          .from(gpxDownloads)
          .$dynamic(),
      ).where(where);
      return pageOf(db, query, {
        rows,
        countFrom: async (executor) => {
          const [row] = await withGuideAndReader(
            executor
              .select({ total: sql<number>`count(*)::int` })
              .from(gpxDownloads)
              .$dynamic(),
          ).where(where);
          return row?.total ?? 0;
        },
        sortColumns: { created_at: gpxDownloads.createdAt, guide: guideTitle, state: states.code },
        tieBreaker: gpxDownloads.id,
      });
    },

    /** Every state that has a trail or a scout route, for the filter. */
    async statesWithGuides(): Promise<{ code: string; title: string }[]> {
      return db
        .select({ code: states.code, title: states.title })
        .from(states)
        .where(
          or(
            sql`exists (select 1 from ${trails} where ${trails.stateId} = ${states.id})`,
            sql`exists (select 1 from ${scoutRoutes} where ${scoutRoutes.stateId} = ${states.id})`,
          ),
        )
        .orderBy(asc(states.title));
    },
  };
}

export type GpxDownloadRow = Awaited<ReturnType<ReturnType<typeof createGpxDownloadsAdminRepository>["list"]>>["results"][number];
