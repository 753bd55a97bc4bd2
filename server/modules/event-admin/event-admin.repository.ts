// SQL of the staff event tool: every event, published or not, searchable and filtered, and its writes.
import { and, eq, gte, ilike, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { EventAdminQuery } from "../../../shared/contracts/event-admin.contract";
import type { Executor } from "../../db/client";
import { containsPattern, pageOf } from "../../db/cms-list";
import { events, states } from "../../db/schema";

export type EventValues = Omit<typeof events.$inferInsert, "id">;

const eventColumns = {
  event: events,
  state: { code: states.code, title: states.title },
};

function whereOf(query: EventAdminQuery, now: Date): SQL | undefined {
  const word = query.q ? containsPattern(query.q) : undefined;
  return and(
    query.published ? eq(events.published, query.published === "yes") : undefined,
    query.when === "upcoming" ? gte(events.endsAt, now) : undefined,
    query.when === "past" ? lt(events.endsAt, now) : undefined,
    query.state ? eq(states.code, query.state) : undefined,
    word
      ? or(ilike(events.title, word), ilike(events.slug, word), ilike(events.locationName, word), ilike(events.summary, word))
      : undefined,
  );
}

export function createEventAdminRepository(db: Executor) {
  const select = () => db.select(eventColumns).from(events).leftJoin(states, eq(states.id, events.stateId));

  return {
    list(query: EventAdminQuery, now: Date) {
      const where = whereOf(query, now);
      return pageOf(db, query, {
        rows: select().where(where).$dynamic(),
        countFrom: async (executor) => {
          const [row] = await executor
            .select({ total: sql<number>`count(*)::int` })
            .from(events)
            .leftJoin(states, eq(states.id, events.stateId))
            .where(where);
          return row?.total ?? 0;
        },
        sortColumns: { starts_at: events.startsAt, title: sql`lower(${events.title})`, location: events.locationName },
        tieBreaker: events.id,
      });
    },

    async findById(id: number) {
      const [row] = await select().where(eq(events.id, id));
      return row ?? null;
    },

    /** Locks the event's row for the rest of the transaction. */
    async lockById(id: number) {
      const [row] = await select().where(eq(events.id, id)).for("update", { of: events });
      return row ?? null;
    },

    async findBySlug(slug: string) {
      const [row] = await select().where(eq(events.slug, slug));
      return row ?? null;
    },

    async isSlugTaken(slug: string, exceptId: number | null): Promise<boolean> {
      const [row] = await db
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.slug, slug), exceptId === null ? undefined : ne(events.id, exceptId)));
      return Boolean(row);
    },

    async stateIdOf(code: string): Promise<number | null> {
      const [row] = await db.select({ id: states.id }).from(states).where(eq(states.code, code));
      return row?.id ?? null;
    },

    async insert(values: EventValues): Promise<number> {
      const [row] = await db.insert(events).values(values).returning({ id: events.id });
      return row!.id;
    },

    /** Writes the given fields; a change that names none writes nothing. */
    async update(id: number, values: Partial<EventValues>): Promise<void> {
      if (Object.keys(values).length === 0) return;
      await db.update(events).set(values).where(eq(events.id, id));
    },
  };
}

export type EventAdminRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createEventAdminRepository>["findById"]>>>;
