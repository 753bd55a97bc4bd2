// /admin (ADMIN or greater): what waits in each staff queue, linked to the tool that works it when
// the caller may open that tool; the latest staff changes; and every tool the caller may open.
import { Link } from "react-router";
import {
  NEW_REVIEW_DAYS,
  PATROL_DUE_DAYS,
  type StaffDashboard,
  type StaffQueue,
} from "../../../shared/contracts/staff-dashboard.contract";
import { STAFF_TOOL_GROUPS } from "../../../shared/domain/staff-tool-groups";
import { AuditChanges, auditTime } from "../../components/cms/audit-values";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";
import { StaffPage } from "../../components/cms/staff-page";
import { useStaffTools } from "../../components/cms/use-staff-tools";

const QUEUES: Record<StaffQueue, { label: string; path: string }> = {
  // The reviewers' queue (ADMIN or greater, ADR 0042), not the SUPER-only publishing tool.
  submitted_guides: { label: "Guides waiting for review", path: "/admin/review-queue" },
  edit_requests: { label: "Suggested edits", path: "/admin/edit-requests" },
  contributor_requests: { label: "Contributor applications", path: "/admin/contributor-requests" },
  badge_submissions: { label: "Badge of Honor claims", path: "/admin/badge-submissions" },
  new_reviews: { label: `Reviews of the last ${NEW_REVIEW_DAYS} days`, path: "/admin/trail-reviews" },
  condition_reports: { label: "Condition reports to confirm", path: "/admin/condition-reports" },
  patrols_due: { label: `Patrols due within ${PATROL_DUE_DAYS} days`, path: "/admin/patrol-cms" },
};

function QueueCard({ queue, count, overdue, canOpen }: StaffDashboard["queues"][number] & { canOpen: boolean }) {
  const { label, path } = QUEUES[queue];
  const body = (
    <>
      <span className="block text-3xl font-bold tabular-nums text-dark-grey">{count}</span>
      <span className="block text-sm font-semibold text-grey">{label}</span>
      {overdue > 0 && (
        <span className="mt-1 inline-block rounded-full bg-brand-red/10 px-2 py-0.5 text-xs font-semibold text-brand-red">
          {overdue} overdue
        </span>
      )}
    </>
  );
  const card = "block h-full rounded-xl border border-grey/15 bg-white p-4 shadow-sm";
  return (
    <li>
      {canOpen ? (
        <Link to={path} className={`${card} hover:border-brand-green-dark`}>
          {body}
        </Link>
      ) : (
        <div className={card}>{body}</div>
      )}
    </li>
  );
}

export function StaffDashboardPage({ dashboard }: { dashboard: StaffDashboard }) {
  const tools = useStaffTools();
  const openable = new Set(tools.map((tool) => tool.path));
  return (
    <StaffPage title="Staff dashboard" summary="What waits for staff, what changed lately, and every tool you can open.">
      <section aria-labelledby="queues-title" className="space-y-3">
        <h2 id="queues-title" className="text-lg font-bold text-dark-grey">
          Queues
        </h2>
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
          {dashboard.queues.map((queue) => (
            <QueueCard key={queue.queue} {...queue} canOpen={openable.has(QUEUES[queue.queue].path)} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="recent-title" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="recent-title" className="text-lg font-bold text-dark-grey">
            Recent staff activity
          </h2>
          {openable.has("/admin/audit-log") && (
            <Link to="/admin/audit-log" className={`${TEXT_LINK_CLASSES} text-sm`}>
              The whole audit log
            </Link>
          )}
        </div>
        {dashboard.recent_changes.length === 0 ? (
          <p className="text-grey">No staff changes yet.</p>
        ) : (
          <ol className="divide-y divide-grey/10 rounded-xl border border-grey/15 bg-white text-sm shadow-sm">
            {dashboard.recent_changes.map((entry) => (
              <li key={entry.id} className="space-y-1 p-3">
                <p>
                  <span className="font-semibold">{entry.actor?.name ?? "A removed account"}</span> · {entry.action} ·{" "}
                  {entry.entity_type} {entry.entity_id} · <time dateTime={entry.created_at}>{auditTime(entry.created_at)}</time>
                </p>
                {entry.is_redacted ? (
                  <p className="text-grey">What changed is shown to those who may open this record.</p>
                ) : (
                  <>
                    <AuditChanges entry={entry} />
                    {entry.reason && <p className="text-grey">Reason: {entry.reason}</p>}
                  </>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="tools-title" className="space-y-3">
        <h2 id="tools-title" className="text-lg font-bold text-dark-grey">
          Tools
        </h2>
        {STAFF_TOOL_GROUPS.map((group) => {
          const inGroup = tools.filter((tool) => tool.group === group);
          if (inGroup.length === 0) return null;
          return (
            <div key={group} className="space-y-2">
              <h3 className="text-sm font-semibold uppercase tracking-wide text-grey">{group}</h3>
              <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                {inGroup.map((tool) => (
                  <li key={tool.path}>
                    <Link
                      to={tool.path}
                      className="block h-full rounded-xl border border-grey/15 bg-white p-4 shadow-sm hover:border-brand-green-dark"
                    >
                      <span className="block font-semibold text-dark-grey">{tool.title}</span>
                      <span className="block text-sm text-grey">{tool.summary}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </section>
    </StaffPage>
  );
}
