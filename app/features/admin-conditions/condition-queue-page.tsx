// /admin/condition-reports (ADMIN or greater): members' condition reports waiting for staff, oldest
// first, each with its note, photos and point; staff confirm it (the trail takes its status when it
// is the newest) or reject it with a reason (ADR 0060). Decisions go through /api/v2/admin/condition-reports/.
import { Check, CircleAlert, X } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link, useRevalidator } from "react-router";
import type { ConditionReportListPage } from "../../../shared/contracts/condition-reports.contract";
import { CONDITION_LABELS, CONDITION_STATUS } from "../../../shared/domain/condition-reports";
import { CmsPagination } from "../../components/cms/cms-pagination";
import { StaffPage } from "../../components/cms/staff-page";
import { ConditionReportCard } from "../../components/condition-reports/condition-report-card";
import { Button } from "../../components/ui/button";
import { Field, controlClassName } from "../../components/ui/field";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";
import { useToast } from "../../components/ui/toast";
import { apiFetch } from "../../lib/api-client";
import { failureMessage, fieldError } from "../../lib/request-feedback";
import { useHydrated } from "../../lib/use-hydrated";

type Row = ConditionReportListPage["results"][number];

function QueuedReport({ report }: { report: Row }) {
  const revalidator = useRevalidator();
  const toast = useToast();
  const isHydrated = useHydrated();
  const [isRejecting, setRejecting] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  async function decide(decision: "confirm" | "reject", reason?: string) {
    setBusy(true);
    setFailure(null);
    setReasonError(undefined);
    try {
      await apiFetch(
        `/api/v2/admin/condition-reports/${report.id}/${decision}/`,
        decision === "reject" ? { method: "POST", json: { reason } } : { method: "POST" },
      );
      toast.show(
        decision === "confirm"
          ? `${CONDITION_LABELS[report.condition]} on ${report.trail.title} is confirmed.`
          : `The report on ${report.trail.title} was rejected.`,
      );
      await revalidator.revalidate();
    } catch (error) {
      const message = fieldError(error, "reason");
      if (message) setReasonError(message);
      else setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  function reject(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = new FormData(event.currentTarget).get("reason");
    void decide("reject", typeof reason === "string" ? reason : "");
  }

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
        {failure && (
          <p role="alert" className="flex items-start gap-1.5 font-medium text-brand-red">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {failure}
          </p>
        )}
        {isRejecting ? (
          <form noValidate onSubmit={reject} className="space-y-3">
            <Field label="Reason" error={reasonError}>
              {(control) => (
                <textarea
                  {...control}
                  name="reason"
                  rows={2}
                  autoFocus
                  className={controlClassName(Boolean(reasonError), "py-2.5")}
                />
              )}
            </Field>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={isBusy}>
                <X aria-hidden="true" className="size-4" />
                Reject report
              </Button>
              <Button variant="secondary" onClick={() => setRejecting(false)} disabled={isBusy}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => void decide("confirm")} disabled={!isHydrated || isBusy}>
              <Check aria-hidden="true" className="size-4" />
              Confirm
            </Button>
            <Button variant="secondary" onClick={() => setRejecting(true)} disabled={!isHydrated || isBusy}>
              Reject…
            </Button>
          </div>
        )}
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
