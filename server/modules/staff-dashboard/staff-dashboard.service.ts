// The /admin dashboard (issue "Staff tools"): what waits in each queue (submitted guides, suggested
// edits, contributor applications, badge claims, new reviews, patrols due, condition reports to
// confirm) and the latest staff changes, each with what changed and why only for a reader who may
// open its record (canSeeStaffChangeDetails).
import { NEW_REVIEW_DAYS, PATROL_DUE_DAYS, type StaffDashboard } from "../../../shared/contracts/staff-dashboard.contract";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import { canSeeStaffChangeDetails } from "../../../shared/domain/access";
import type { ServiceDeps } from "../../services";
import type { AuditRow } from "../audit/audit.repository";
import { toAuditEntry } from "../audit/audit.service";
import { createStaffDashboardRepository } from "./staff-dashboard.repository";

const DAY_MS = 86_400_000;
const RECENT_CHANGES = 10;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The entry as this reader may see it: what changed only when they may open the record. */
function recentChangeFor(reader: UserClaims, row: AuditRow): StaffDashboard["recent_changes"][number] {
  const entry = toAuditEntry(row);
  if (canSeeStaffChangeDetails(reader, entry.entity_type)) return { ...entry, is_redacted: false };
  return { ...entry, before: null, after: null, reason: null, is_redacted: true };
}

export function createStaffDashboardService({ db, clock }: Pick<ServiceDeps, "db" | "clock">) {
  const repository = createStaffDashboardRepository(db);
  return {
    async overview(reader: UserClaims): Promise<StaffDashboard> {
      const now = clock.now();
      const [sizes, changes] = await Promise.all([
        repository.queueSizes({
          newReviewsSince: new Date(now.getTime() - NEW_REVIEW_DAYS * DAY_MS),
          patrolsDueBy: isoDay(new Date(now.getTime() + PATROL_DUE_DAYS * DAY_MS)),
          today: isoDay(now),
        }),
        repository.latestChanges(RECENT_CHANGES),
      ]);
      return {
        queues: [
          { queue: "submitted_guides", count: sizes.submittedGuides, overdue: 0 },
          { queue: "edit_requests", count: sizes.editRequests, overdue: 0 },
          { queue: "contributor_requests", count: sizes.contributorRequests, overdue: 0 },
          { queue: "badge_submissions", count: sizes.badgeSubmissions, overdue: 0 },
          { queue: "new_reviews", count: sizes.newReviews, overdue: 0 },
          { queue: "patrols_due", count: sizes.patrolsDue, overdue: sizes.patrolsOverdue },
          { queue: "condition_reports", count: sizes.pendingConditionReports, overdue: 0 },
        ],
        recent_changes: changes.map((row) => recentChangeFor(reader, row)),
      };
    },
  };
}
