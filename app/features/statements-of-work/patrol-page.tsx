// /statement-of-work/patrol-form/{id} (ADR 0043): the assignee files the patrol's report (the date,
// the status and concerns found, the conditions and up to four photos); then everyone who may read
// it sees the report, and staff accept it (the trail takes the reported status) or reject it with
// a reason.
import { Check, LoaderCircle, X } from "lucide-react";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { Patrol } from "../../../shared/contracts/patrol.contract";
import { AUTHORING_LIMITS, type PatrolState } from "../../../shared/domain/authoring";
import { POINTS_OF_CONCERN, TRAIL_STATUSES } from "../../../shared/domain/difficulty";
import { Button } from "../../components/ui/button";
import { cx } from "../../components/ui/class-names";
import { Field, controlClassName } from "../../components/ui/field";
import { PhotoFilesField } from "../../components/ui/photo-files-field";
import { FormAlert } from "../../components/ui/form-alert";
import { PhotoGrid } from "../../components/ui/photo-grid";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";
import { useToast } from "../../components/ui/toast";
import { apiFetch } from "../../lib/api-client";
import { useApiForm } from "../../lib/use-api-form";
import { useHydrated } from "../../lib/use-hydrated";
import { longDate, StatementPageFrame } from "./statement-details";

const STATE_LOOKS: Record<PatrolState, { label: string; classes: string }> = {
  assigned: { label: "Waiting for the report", classes: "bg-neutral-100 text-dark-grey" },
  reported: { label: "Reported, waiting for staff", classes: "bg-brand-blue/10 text-dark-grey" },
  accepted: { label: "Accepted", classes: "bg-brand-green-dark text-white" },
  rejected: { label: "Rejected", classes: "bg-brand-red text-white" },
};

const today = () => new Date().toISOString().slice(0, 10);
const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function useAfterChange(message: string) {
  const revalidator = useRevalidator();
  const toast = useToast();
  return async () => {
    toast.show(message);
    await revalidator.revalidate();
  };
}

function ReportForm({ patrol }: { patrol: Patrol }) {
  const isHydrated = useHydrated();
  const { errors, failure, isSending, submit } = useApiForm();
  const afterReport = useAfterChange("Report sent. Staff will review it.");

  async function send(form: HTMLFormElement) {
    await apiFetch<Patrol>(`/api/v2/patrols/${patrol.id}/report/`, { method: "POST", form: new FormData(form) });
    await afterReport();
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event, send)}
      aria-labelledby="report-title"
      className="space-y-5 rounded-xl border border-grey/15 bg-white p-5 shadow-sm"
    >
      <h2 id="report-title" className="text-xl font-bold">
        Your report
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Date you drove it" error={errors.patrolled_on}>
          {(control) => (
            <input
              {...control}
              type="date"
              name="patrolled_on"
              max={today()}
              className={controlClassName(Boolean(errors.patrolled_on))}
            />
          )}
        </Field>
        <Field label="Trail status" error={errors.reported_status}>
          {(control) => (
            <select
              {...control}
              name="reported_status"
              defaultValue=""
              className={controlClassName(Boolean(errors.reported_status))}
            >
              <option value="" disabled>
                Choose the status you found
              </option>
              {TRAIL_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {capitalized(status)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-dark-grey">Points of concern you saw</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {POINTS_OF_CONCERN.map((concern) => (
            <label key={concern} className="flex items-center gap-3 text-dark-grey">
              <input type="checkbox" name="concerns_seen" value={concern} className="size-5 shrink-0 accent-brand-green-dark" />
              {concern}
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        label="Conditions"
        hint="Surface, water, snow, closures, anything that changed since the guide was written."
        error={errors.conditions}
      >
        {(control) => (
          <textarea
            {...control}
            name="conditions"
            rows={5}
            maxLength={AUTHORING_LIMITS.conditions}
            className={controlClassName(Boolean(errors.conditions), "py-2.5")}
          />
        )}
      </Field>
      <PhotoFilesField
        label="Photos"
        name="photos"
        multiple
        isOptional
        error={errors.photos}
        hint={`Up to ${AUTHORING_LIMITS.patrolPhotos} JPEG, PNG or WebP photos.`}
      />
      <FormAlert message={failure} />
      <Button type="submit" size="lg" disabled={!isHydrated || isSending}>
        {isSending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />}
        {isSending ? "Sending your report…" : "Send report"}
      </Button>
    </form>
  );
}

function FiledReport({ patrol, report }: { patrol: Patrol; report: NonNullable<Patrol["report"]> }) {
  return (
    <section aria-labelledby="filed-report-title" className="space-y-4 rounded-xl border border-grey/15 bg-white p-5 shadow-sm">
      <h2 id="filed-report-title" className="text-xl font-bold">
        Report
      </h2>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-semibold text-grey">Driven</dt>
          <dd>{longDate(report.patrolled_on)}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-grey">Status found</dt>
          <dd>{capitalized(report.reported_status)}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-sm font-semibold text-grey">Points of concern seen</dt>
          <dd>{report.concerns_seen.length > 0 ? report.concerns_seen.join(", ") : "None"}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-sm font-semibold text-grey">Conditions</dt>
          <dd className="whitespace-pre-line">{report.conditions}</dd>
        </div>
      </dl>
      {report.photos.length > 0 && <PhotoGrid photos={report.photos} source={`the patrol of ${patrol.trail.title}`} />}
      {patrol.decision?.reason && (
        <p className="rounded-lg bg-neutral-100 p-3 text-dark-grey">Reason for rejection: {patrol.decision.reason}</p>
      )}
    </section>
  );
}

function StaffDecision({ patrol }: { patrol: Patrol }) {
  const isHydrated = useHydrated();
  const [isRejecting, setRejecting] = useState(false);
  const { errors, failure, isSending, submit } = useApiForm();
  const afterAccept = useAfterChange(`Report accepted: ${patrol.trail.title} now shows it.`);
  const afterReject = useAfterChange("Report rejected.");

  async function accept() {
    await apiFetch<Patrol>(`/api/v2/patrols/${patrol.id}/accept/`, { method: "POST" });
    await afterAccept();
  }

  async function reject(form: HTMLFormElement) {
    await apiFetch<Patrol>(`/api/v2/patrols/${patrol.id}/reject/`, {
      method: "POST",
      json: { reason: new FormData(form).get("reason") },
    });
    await afterReject();
  }

  return (
    <section aria-labelledby="decision-title" className="space-y-3 rounded-xl border border-grey/15 bg-white p-5 shadow-sm">
      <h2 id="decision-title" className="text-xl font-bold">
        Staff decision
      </h2>
      <p className="text-grey">Accepting sets the trail&apos;s status to the one reported, dated when it was reported.</p>
      {isRejecting ? (
        <form noValidate onSubmit={(event) => void submit(event, reject)} className="space-y-3">
          <Field label="Reason for the contributor" error={errors.reason}>
            {(control) => (
              <textarea
                {...control}
                name="reason"
                rows={2}
                maxLength={AUTHORING_LIMITS.decisionReason}
                autoFocus
                className={controlClassName(Boolean(errors.reason), "py-2.5")}
              />
            )}
          </Field>
          <FormAlert message={failure} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={isSending}>
              <X aria-hidden="true" className="size-4" />
              Reject report
            </Button>
            <Button variant="secondary" onClick={() => setRejecting(false)} disabled={isSending}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event, accept)} className="space-y-3">
          <FormAlert message={failure} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={!isHydrated || isSending}>
              <Check aria-hidden="true" className="size-4" />
              Accept
            </Button>
            <Button variant="secondary" onClick={() => setRejecting(true)} disabled={!isHydrated || isSending}>
              Reject…
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

export function PatrolPage({ patrol, mayReport, mayDecide }: { patrol: Patrol; mayReport: boolean; mayDecide: boolean }) {
  const look = STATE_LOOKS[patrol.state];
  return (
    <StatementPageFrame kicker="Patrol" title={patrol.trail.title}>
      <div className="flex flex-wrap items-center gap-3">
        <span className={cx("rounded-full px-3 py-1 text-sm font-semibold", look.classes)}>{look.label}</span>
        <span className="text-grey">
          Due <time dateTime={patrol.due_on}>{longDate(patrol.due_on)}</time> · assigned to {patrol.assignee.name}
        </span>
      </div>
      <p className="text-dark-grey">
        Drive{" "}
        <Link to={patrol.trail.href} className={TEXT_LINK_CLASSES}>
          {patrol.trail.title}
        </Link>{" "}
        and report what you find. The guide now says the trail is <span className="font-semibold">{patrol.trail.status}</span>.
        {patrol.statement_of_work_id !== null && (
          <>
            {" "}
            Paid under{" "}
            <Link to={`/statement-of-work/${patrol.statement_of_work_id}`} className={TEXT_LINK_CLASSES}>
              statement of work #{patrol.statement_of_work_id}
            </Link>
            .
          </>
        )}
      </p>
      {patrol.report && <FiledReport patrol={patrol} report={patrol.report} />}
      {mayReport && <ReportForm patrol={patrol} />}
      {mayDecide && <StaffDecision patrol={patrol} />}
      {!patrol.report && !mayReport && <p className="text-grey">The assignee has not reported yet.</p>}
    </StatementPageFrame>
  );
}
