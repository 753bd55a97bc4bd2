// The audit log of staff changes (issue "Staff tools", ADR 0047): who changed what, when, the
// fields before and after, and the reason, searchable in one list and shown on each record.
import { z } from "zod";
import { cmsListQuery, cmsPageSchema } from "./cms-list.contract";

const day = z.iso.date({ message: "Use a date like 2026-11-26." });

export const auditLogQuerySchema = cmsListQuery({
  sorts: ["created_at", "entity_type", "action"],
  filters: {
    entity_type: z.string().trim().max(40).optional(),
    entity_id: z.string().trim().max(80).optional(),
    action: z.string().trim().max(80).optional(),
    from: day.optional(),
    to: day.optional(),
  },
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  entity_type: z.string(),
  entity_id: z.string(),
  action: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
  actor: z.object({ uuid: z.string(), name: z.string(), email: z.string() }).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = cmsPageSchema(auditEntrySchema).extend({
  /** Every kind of record the log holds, for the filter. */
  entity_types: z.array(z.string()),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
