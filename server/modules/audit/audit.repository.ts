// SQL for the audit log: one row per staff change, and the searchable list of them.
import { and, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import type { AuditLogQuery } from "../../../shared/contracts/audit-log.contract";
import type { Executor } from "../../db/client";
import { containsPattern, pageOf } from "../../db/cms-list";
import { auditLog, users } from "../../db/schema";

export type AuditEntryInsert = typeof auditLog.$inferInsert;

function whereOf(query: AuditLogQuery): SQL | undefined {
  const word = query.q ? containsPattern(query.q) : undefined;
  return and(
    query.entity_type ? eq(auditLog.entityType, query.entity_type) : undefined,
    query.entity_id ? eq(auditLog.entityId, query.entity_id) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.from ? gte(auditLog.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(auditLog.createdAt, sql`${`${query.to}T00:00:00Z`}::timestamptz + interval '1 day'`) : undefined,
    word
      ? or(
          ilike(auditLog.reason, word),
          ilike(auditLog.entityId, word),
          ilike(auditLog.action, word),
          ilike(users.name, word),
          ilike(users.email, word),
        )
      : undefined,
  );
}

export function createAuditRepository(db: Executor) {
  return {
    async insert(entry: AuditEntryInsert): Promise<void> {
      await db.insert(auditLog).values(entry);
    },

    list(query: AuditLogQuery) {
      const where = whereOf(query);
      const rows = db
        .select({ entry: auditLog, actor: { uuid: users.uuid, name: users.name, email: users.email } })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(where)
        .$dynamic();
      return pageOf(db, query, {
        rows,
        countFrom: async (executor) => {
          const [row] = await executor
            .select({ total: sql<number>`count(*)::int` })
            .from(auditLog)
            .leftJoin(users, eq(users.id, auditLog.actorId))
            .where(where);
          return row?.total ?? 0;
        },
        sortColumns: { created_at: auditLog.createdAt, entity_type: auditLog.entityType, action: auditLog.action },
        tieBreaker: auditLog.id,
      });
    },

    async entityTypes(): Promise<string[]> {
      const rows = await db.selectDistinct({ entityType: auditLog.entityType }).from(auditLog).orderBy(auditLog.entityType);
      return rows.map((row) => row.entityType);
    },
  };
}

export type AuditRow = Awaited<ReturnType<ReturnType<typeof createAuditRepository>["list"]>>["results"][number];
