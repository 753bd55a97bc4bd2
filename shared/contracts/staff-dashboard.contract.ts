// /admin's dashboard (issue "Staff tools"): how much waits in each staff queue, and the latest staff
// changes.
import { z } from "zod";
import { auditEntrySchema } from "./audit-log.contract";

export const STAFF_QUEUES = [
  "submitted_guides",
  "edit_requests",
  "contributor_requests",
  "badge_submissions",
  "new_reviews",
  "patrols_due",
  "condition_reports",
] as const;
export type StaffQueue = (typeof STAFF_QUEUES)[number];

/** New reviews are those of the last this many days: the ones staff have not looked over yet. */
export const NEW_REVIEW_DAYS = 7;
/** Patrols count as due this many days ahead of their date. */
export const PATROL_DUE_DAYS = 7;

export const staffDashboardSchema = z.object({
  queues: z.array(
    z.object({
      queue: z.enum(STAFF_QUEUES),
      count: z.number().int(),
      /** How many of them are late (patrols past their date). */
      overdue: z.number().int(),
    }),
  ),
  /**
   * The latest staff changes. An entry about a record the reader may not open (canSeeStaffChangeDetails)
   * comes without its values and reason, and says so.
   */
  recent_changes: z.array(auditEntrySchema.extend({ is_redacted: z.boolean() })),
});
export type StaffDashboard = z.infer<typeof staffDashboardSchema>;
