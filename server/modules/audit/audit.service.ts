// The audit log (ADR 0047). Every staff change records itself with `recordStaffChange` inside its own
// transaction, so a change and its entry commit or roll back together; SUPER reads the log.
import type { AuditEntry, AuditLogPage, AuditLogQuery } from "../../../shared/contracts/audit-log.contract";
import type { Executor } from "../../db/client";
import type { AuditValues } from "../../db/schema";
import type { ServiceDeps } from "../../services";
import { createAuditRepository, type AuditRow } from "./audit.repository";

export interface StaffChange {
  /** Null only for a change a job makes for a staff member whose account is gone. */
  actorId: number | null;
  entityType: string;
  entityId: string | number;
  action: string;
  before?: AuditValues | null;
  after?: AuditValues | null;
  reason?: string | null;
}

/** Writes the entry of one staff change with the executor of the change's own transaction. */
export async function recordStaffChange(tx: Executor, change: StaffChange): Promise<void> {
  await createAuditRepository(tx).insert({
    actorId: change.actorId,
    entityType: change.entityType,
    entityId: String(change.entityId),
    action: change.action,
    before: change.before ?? null,
    after: change.after ?? null,
    reason: change.reason?.trim() || null,
  });
}

/** The fields of `after` whose values differ from `before`, each side holding only those fields. */
export function changedFields(before: AuditValues, after: AuditValues): { before: AuditValues; after: AuditValues } {
  const changed = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}

export function toAuditEntry({ entry, actor }: AuditRow): AuditEntry {
  return {
    id: entry.id,
    entity_type: entry.entityType,
    entity_id: entry.entityId,
    action: entry.action,
    before: entry.before,
    after: entry.after,
    reason: entry.reason,
    created_at: entry.createdAt.toISOString(),
    actor: actor?.uuid ? { uuid: actor.uuid, name: actor.name, email: actor.email } : null,
  };
}

export function createAuditService({ db }: Pick<ServiceDeps, "db">) {
  const repository = createAuditRepository(db);
  return {
    async list(query: AuditLogQuery): Promise<AuditLogPage> {
      const [page, entityTypes] = await Promise.all([repository.list(query), repository.entityTypes()]);
      return { ...page, results: page.results.map(toAuditEntry), entity_types: entityTypes };
    },
  };
}
