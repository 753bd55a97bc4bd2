// SQL for the preview-trail comparison (ADR 0055): published trails and All-Access Previews per state,
// and each published scout route's closest preview, found with the paywall's own distance and rule.
import { and, asc, count, eq, ilike, inArray, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { PreviewStatesQuery, ScoutRoutePreviewsQuery } from "../../../shared/contracts/preview-comparison.contract";
import type { Executor } from "../../db/client";
import { pageOf } from "../../db/cms-list";
import { scoutRoutes, states, trails } from "../../db/schema";
import { isPublishedPreview, metresFromTrailhead } from "../guides/guides.repository";

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

const publishedTrails = sql<number>`count(*)::int`;
const previewTrails = sql<number>`(count(*) filter (where ${trails.isPreview}))::int`;

type StatesFilter = Pick<PreviewStatesQuery, "q" | "coverage">;

function coverageOf(query: StatesFilter): SQL | undefined {
  if (query.coverage === "missing") return sql`${previewTrails} = 0`;
  if (query.coverage === "covered") return sql`${previewTrails} > 0`;
  return undefined;
}

const previewStates = alias(states, "preview_states");

export function createPreviewComparisonRepository(db: Executor) {
  /** States with published trails: how many, and how many of them are previews. */
  const statesWithTrails = (executor: Executor, query: StatesFilter) =>
    executor
      .select({
        id: states.id,
        code: states.code,
        title: states.title,
        slug: states.slug,
        countryCode: states.countryCode,
        publishedTrails: publishedTrails.as("published_trails"),
        previews: previewTrails.as("previews"),
      })
      .from(states)
      .innerJoin(trails, and(eq(trails.stateId, states.id), eq(trails.published, true)))
      .where(query.q ? ilike(states.title, `%${escapeLike(query.q)}%`) : undefined)
      .groupBy(states.id)
      .having(coverageOf(query))
      .$dynamic();

  return {
    listStates(query: PreviewStatesQuery) {
      return pageOf(db, query, {
        rows: statesWithTrails(db, query),
        countFrom: async (executor) => {
          const [row] = await executor
            .select({ total: count() })
            .from(statesWithTrails(executor, query).as("states_with_trails"));
          return row?.total ?? 0;
        },
        sortColumns: { state: states.title, published_trails: publishedTrails, previews: previewTrails },
        tieBreaker: states.id,
      });
    },

    /** States with published trails and no published preview. */
    async countStatesWithoutPreview(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(statesWithTrails(db, { coverage: "missing" }).as("missing_states"));
      return row?.total ?? 0;
    },

    /** The published previews of these states, by title. */
    listPreviewTrails(stateIds: number[]) {
      if (stateIds.length === 0) return Promise.resolve([]);
      return db
        .select({ id: trails.id, slug: trails.slug, title: trails.title, stateId: trails.stateId })
        .from(trails)
        .where(and(isPublishedPreview, inArray(trails.stateId, stateIds)))
        .orderBy(asc(trails.title), asc(trails.id));
    },

    listScoutRoutes(query: ScoutRoutePreviewsQuery) {
      const metres = metresFromTrailhead(scoutRoutes.trailheadLatitude, scoutRoutes.trailheadLongitude);
      // The same rule and order as the paywall's closest preview (listClosestPreviewTrails), first one
      // only. Its columns get names of their own: the outer query refers to them unqualified.
      const nearest = db
        .select({
          id: trails.id,
          slug: trails.slug,
          title: trails.title,
          stateCode: sql<string>`${previewStates.code}`.as("preview_state_code"),
          stateSlug: sql<string>`${previewStates.slug}`.as("preview_state_slug"),
          countryCode: sql<string>`${previewStates.countryCode}`.as("preview_country_code"),
          metres: metres.as("preview_metres"),
        })
        .from(trails)
        .innerJoin(previewStates, eq(previewStates.id, trails.stateId))
        .where(isPublishedPreview)
        .orderBy(asc(metres), asc(trails.id))
        .limit(1)
        .as("nearest");
      const where = and(
        eq(scoutRoutes.published, true),
        query.state ? eq(states.code, query.state) : undefined,
        query.q ? ilike(scoutRoutes.title, `%${escapeLike(query.q)}%`) : undefined,
      );
      const rows = db
        .select({
          id: scoutRoutes.id,
          slug: scoutRoutes.slug,
          title: scoutRoutes.title,
          state: { code: states.code, title: states.title, slug: states.slug, countryCode: states.countryCode },
          nearest: {
            id: nearest.id,
            slug: nearest.slug,
            title: nearest.title,
            stateCode: nearest.stateCode,
            stateSlug: nearest.stateSlug,
            countryCode: nearest.countryCode,
            metres: nearest.metres,
          },
        })
        .from(scoutRoutes)
        .innerJoin(states, eq(states.id, scoutRoutes.stateId))
        .leftJoinLateral(nearest, sql`true`)
        .where(where)
        .$dynamic();
      return pageOf(db, query, {
        rows,
        countFrom: async (executor) => {
          const [row] = await executor
            .select({ total: count() })
            .from(scoutRoutes)
            .innerJoin(states, eq(states.id, scoutRoutes.stateId))
            .where(where);
          return row?.total ?? 0;
        },
        sortColumns: { distance: sql`${nearest.metres}`, title: scoutRoutes.title, state: states.title },
        tieBreaker: scoutRoutes.id,
      });
    },

    /** States with published scout routes, for the filter. */
    scoutRouteStates() {
      return db
        .selectDistinct({ code: states.code, title: states.title })
        .from(scoutRoutes)
        .innerJoin(states, eq(states.id, scoutRoutes.stateId))
        .where(eq(scoutRoutes.published, true))
        .orderBy(states.title);
    },
  };
}

export type PreviewComparisonRepository = ReturnType<typeof createPreviewComparisonRepository>;
