// A trail's conditions page (ADR 0060): its status, the recent unexpired reports (newest seen first)
// and, for paid members, the form to report what they found, with photos and an optional point.
import { LoaderCircle, LocateFixed } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import type { ConditionReport, RecentConditionReports } from "../../../shared/contracts/condition-reports.contract";
import { CONDITION_LABELS, CONDITION_REPORT_LIMITS } from "../../../shared/domain/condition-reports";
import { TRAIL_CONDITIONS } from "../../../shared/domain/trail-conditions";
import { ConditionReportCard, conditionDay } from "../../components/condition-reports/condition-report-card";
import { Button } from "../../components/ui/button";
import { Field, FieldErrorMessage, controlClassName } from "../../components/ui/field";
import { FormAlert } from "../../components/ui/form-alert";
import { PhotoFilesField } from "../../components/ui/photo-files-field";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";
import { useToast } from "../../components/ui/toast";
import { apiFetch } from "../../lib/api-client";
import { useApiForm } from "../../lib/use-api-form";
import { useHydrated } from "../../lib/use-hydrated";

const today = () => new Date().toISOString().slice(0, 10);
const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

interface TrailConditionsPageProps {
  trail: { id: number; title: string; path: string };
  recent: RecentConditionReports;
  canReport: boolean;
}

export function TrailConditionsPage({ trail, recent, canReport }: TrailConditionsPageProps) {
  const reportedAt = recent.trail.status_reported_at;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-2">
        <a href={trail.path} className={TEXT_LINK_CLASSES}>
          Back to {trail.title}
        </a>
        <h1 className="text-3xl font-bold break-words">Trail conditions: {trail.title}</h1>
        <p className="text-dark-grey">
          Status: <strong>{capitalized(recent.trail.status)}</strong>
          {reportedAt && <> (reported {conditionDay(reportedAt.slice(0, 10))})</>}
        </p>
      </header>
      {canReport && <ReportConditionsForm trailId={trail.id} />}
      <section aria-labelledby="recent-title" className="space-y-4">
        <h2 id="recent-title" className="text-xl font-bold">
          Recent reports
        </h2>
        {recent.results.length === 0 ? (
          <p className="text-grey">No recent reports for this trail.</p>
        ) : (
          <ul className="space-y-4">
            {recent.results.map((report) => (
              <li key={report.uuid}>
                <ConditionReportCard report={report} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function ReportConditionsForm({ trailId }: { trailId: number }) {
  const isHydrated = useHydrated();
  const { errors, failure, isSending, submit } = useApiForm();
  const revalidator = useRevalidator();
  const toast = useToast();
  const [point, setPoint] = useState<[number, number] | null>(null);
  const [locationProblem, setLocationProblem] = useState<string | null>(null);

  function useMyLocation() {
    setLocationProblem(null);
    if (!("geolocation" in navigator)) {
      setLocationProblem("Your browser cannot share your location.");
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => setPoint([position.coords.longitude, position.coords.latitude]),
      () => setLocationProblem("Your location is not available. You can send the report without it."),
    );
  }

  async function send(form: HTMLFormElement) {
    const report = await apiFetch<ConditionReport>(`/api/v2/trails/${trailId}/condition-reports/`, {
      method: "POST",
      form: new FormData(form),
    });
    form.reset();
    setPoint(null);
    toast.show(report.counts ? "Report sent. It now sets the trail's status." : "Report sent. It is awaiting confirmation.");
    await revalidator.revalidate();
  }

  const pointError = errors.latitude ?? errors.longitude;
  return (
    <form
      noValidate
      encType="multipart/form-data"
      onSubmit={(event) => void submit(event, send)}
      aria-labelledby="report-title"
      className="space-y-5 rounded-xl border border-grey/15 bg-white p-5 shadow-sm"
    >
      <h2 id="report-title" className="text-xl font-bold">
        Report conditions
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="What you found" error={errors.condition}>
          {(control) => (
            <select {...control} name="condition" defaultValue="" className={controlClassName(Boolean(errors.condition))}>
              <option value="" disabled>
                Choose a condition
              </option>
              {TRAIL_CONDITIONS.map((condition) => (
                <option key={condition} value={condition}>
                  {CONDITION_LABELS[condition]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Date seen" error={errors.observed_on}>
          {(control) => (
            <input
              {...control}
              type="date"
              name="observed_on"
              defaultValue={today()}
              max={today()}
              className={controlClassName(Boolean(errors.observed_on))}
            />
          )}
        </Field>
      </div>
      <Field label="Note" isOptional error={errors.note}>
        {(control) => (
          <textarea
            {...control}
            name="note"
            rows={4}
            maxLength={CONDITION_REPORT_LIMITS.note}
            className={controlClassName(Boolean(errors.note), "py-2.5")}
          />
        )}
      </Field>
      <PhotoFilesField
        label="Photos"
        name="photos"
        multiple
        isOptional
        error={errors.photos}
        hint={`Up to ${CONDITION_REPORT_LIMITS.photos} JPEG, PNG or WebP photos.`}
      />
      <div className="space-y-2">
        {point && (
          <>
            <input type="hidden" name="longitude" value={point[0]} />
            <input type="hidden" name="latitude" value={point[1]} />
          </>
        )}
        <Button type="button" variant="secondary" size="sm" onClick={useMyLocation} disabled={!isHydrated}>
          <LocateFixed aria-hidden="true" className="size-4" />
          Use my location
        </Button>
        {point && (
          <p className="text-sm text-dark-grey">
            Point: {point[1].toFixed(5)}, {point[0].toFixed(5)}{" "}
            <button type="button" className={TEXT_LINK_CLASSES} onClick={() => setPoint(null)}>
              Remove
            </button>
          </p>
        )}
        {locationProblem && <p className="text-sm text-dark-grey">{locationProblem}</p>}
        {pointError && <FieldErrorMessage id="point-error" message={pointError} />}
      </div>
      <FormAlert message={failure} />
      <Button type="submit" size="lg" disabled={!isHydrated || isSending}>
        {isSending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />}
        {isSending ? "Sending your report…" : "Send report"}
      </Button>
    </form>
  );
}
