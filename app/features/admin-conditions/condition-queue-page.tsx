// /admin/condition-reports (ADMIN or greater): members' condition reports waiting for staff, oldest
// first, each with its note, photos and point; staff confirm it (the trail takes its status when it
// is the newest) or reject it with a reason (ADR 0060). Decisions go through /api/v2/admin/condition-reports/.
import { Link } from "react-router";
import type { ConditionReportListPage } from "../../../shared/contracts/condition-reports.contract";
import { CONDITION_LABELS, CONDITION_STATUS } from "../../../shared/domain/condition-reports";
import { CmsPagination } from "../../components/cms/cms-pagination";
import { StaffDecision } from "../../components/cms/staff-decision";
import { StaffPage } from "../../components/cms/staff-page";
import { ConditionReportCard } from "../../components/condition-reports/condition-report-card";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";

type Row = ConditionReportListPage["results"][number];

function QueuedReport({ report }: { report: Row }) {
  return (
    <li>
      <ConditionReportCard
        report={report}
        heading={
          <h2 className="text-lg font-bold">
            <Link to={report.trail.href} className={TEXT_LINK_CLASSES}>
              {report.trail.title}
            </Link>
          </h2>
        }
      >
        <p className="text-sm text-grey">
          Confirming sets the trail to <strong>{CONDITION_STATUS[report.condition]}</strong> if no newer report or patrol says
          otherwise.
          {report.point && ` Point: ${report.point[1].toFixed(5)}, ${report.point[0].toFixed(5)}.`}
        </p>
        <StaffDecision
          acceptLabel="Confirm"
          rejectLabel="Reject report"
          reasonLabel="Reason"
          decisionPath={(decision) =>
            `/api/v2/admin/condition-reports/${report.id}/${decision === "accept" ? "confirm" : "reject"}/`
          }
          doneMessage={(decision) =>
            decision === "accept"
              ? `${CONDITION_LABELS[report.condition]} on ${report.trail.title} is confirmed.`
              : `The report on ${report.trail.title} was rejected.`
          }
        />
      </ConditionReportCard>
    </li>
  );
}

export function ConditionQueuePage({ page }: { page: ConditionReportListPage }) {
  return (
    <StaffPage
      title="Condition reports"
      summary="Members' reports waiting for review, oldest first. Trusted reporters' reports count at once and do not wait here."
    >
      {page.results.length === 0 ? (
        <p className="rounded-xl bg-neutral-50 p-6 text-grey">No reports are waiting. New ones appear here.</p>
      ) : (
        <ul className="space-y-6" aria-label="Reports waiting for review">
          {page.results.map((report) => (
            <QueuedReport key={report.uuid} report={report} />
          ))}
        </ul>
      )}
      <CmsPagination count={page.count} page={page.page} pageSize={page.page_size} noun="reports" />
    </StaffPage>
  );
}
