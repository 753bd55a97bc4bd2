// The /admin dashboard (issue "Staff tools"): what waits in each queue (submitted guides, suggested
// edits, contributor applications, badge claims, new reviews, patrols due, condition reports to confirm) and the latest staff changes.
import { NEW_REVIEW_DAYS, PATROL_DUE_DAYS, type StaffDashboard } from "../../../shared/contracts/staff-dashboard.contract";
import type { ServiceDeps } from "../../services";
import { toAuditEntry } from "../audit/audit.service";
import { createStaffDashboardRepository } from "./staff-dashboard.repository";

const DAY_MS = 86_400_000;
const RECENT_CHANGES = 10;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function createStaffDashboardService({ db, clock }: Pick<ServiceDeps, "db" | "clock">) {
  const repository = createStaffDashboardRepository(db);
  return {
    async overview(): Promise<StaffDashboard> {
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
        recent_changes: changes.map(toAuditEntry),
      };
    },
  };
}
