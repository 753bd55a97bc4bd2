// A trail's conditions page (ADR 0060): its status, the recent unexpired reports (newest seen first)
// and, for paid members, the form to report what they found, with photos and an optional point. In
// the page's language (ADR 0064); the note and the photos stay as their reporters wrote them.
import { LoaderCircle, LocateFixed } from "lucide-react";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { ConditionReport, RecentConditionReports } from "../../../shared/contracts/condition-reports.contract";
import { CONDITION_REPORT_LIMITS } from "../../../shared/domain/condition-reports";
import { TRAIL_CONDITIONS } from "../../../shared/domain/trail-conditions";
import { ConditionReportCard, useConditionWords } from "../../components/condition-reports/condition-report-card";
import { formatDay } from "../../i18n/dates";
import { Button } from "../../components/ui/button";
import { Field, FieldErrorMessage, controlClassName } from "../../components/ui/field";
import { FormAlert } from "../../components/ui/form-alert";
import { PhotoFilesField } from "../../components/ui/photo-files-field";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";
import { useToast } from "../../components/ui/toast";
import { apiFetch } from "../../lib/api-client";
import { useT } from "../../lib/i18n";
import { useApiForm } from "../../lib/use-api-form";
import { useHydrated } from "../../lib/use-hydrated";

const today = () => new Date().toISOString().slice(0, 10);

interface TrailConditionsPageProps {
  trail: { id: number; title: string; path: string };
  recent: RecentConditionReports;
  canReport: boolean;
}

export function TrailConditionsPage({ trail, recent, canReport }: TrailConditionsPageProps) {
  const { t, locale } = useT();
  const { statusLabel } = useConditionWords();
  const reportedAt = recent.trail.status_reported_at;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-2">
        <Link to={trail.path} className={TEXT_LINK_CLASSES}>
          {t("Back to {title}", { title: trail.title })}
        </Link>
        <h1 className="text-3xl font-bold break-words">{t("Trail conditions: {title}", { title: trail.title })}</h1>
        <p className="text-dark-grey">
          {t("Status:")} <strong>{statusLabel(recent.trail.status)}</strong>
          {reportedAt && <> {t("(reported {day})", { day: formatDay(reportedAt.slice(0, 10), locale, "long") })}</>}
        </p>
      </header>
      {canReport && <ReportConditionsForm trailId={trail.id} />}
      <section aria-labelledby="recent-title" className="space-y-4">
        <h2 id="recent-title" className="text-xl font-bold">
          {t("Recent reports")}
        </h2>
        {recent.results.length === 0 ? (
          <p className="text-grey">{t("No recent reports for this trail.")}</p>
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
  const { t } = useT();
  const { conditionLabel } = useConditionWords();
  const isHydrated = useHydrated();
  const { errors, failure, isSending, submit } = useApiForm();
  const revalidator = useRevalidator();
  const toast = useToast();
  const [point, setPoint] = useState<[number, number] | null>(null);
  const [locationProblem, setLocationProblem] = useState<string | null>(null);

  function useMyLocation() {
    setLocationProblem(null);
    if (!("geolocation" in navigator)) {
      setLocationProblem(t("Your browser cannot share your location."));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => setPoint([position.coords.longitude, position.coords.latitude]),
      () => setLocationProblem(t("Your location is not available. You can send the report without it.")),
    );
  }

  async function send(form: HTMLFormElement) {
    const report = await apiFetch<ConditionReport>(`/api/v2/trails/${trailId}/condition-reports/`, {
      method: "POST",
      form: new FormData(form),
    });
    form.reset();
    setPoint(null);
    toast.show(
      report.counts ? t("Report sent. It now sets the trail's status.") : t("Report sent. It is awaiting confirmation."),
    );
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
        {t("Report conditions")}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t("What you found")} error={errors.condition}>
          {(control) => (
            <select {...control} name="condition" defaultValue="" className={controlClassName(Boolean(errors.condition))}>
              <option value="" disabled>
                {t("Choose a condition")}
              </option>
              {TRAIL_CONDITIONS.map((condition) => (
                <option key={condition} value={condition}>
                  {conditionLabel(condition)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t("Date seen")} error={errors.observed_on}>
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
      <Field label={t("Note")} isOptional error={errors.note}>
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
        label={t("Photos")}
        name="photos"
        multiple
        isOptional
        error={errors.photos}
        hint={t("Up to {count} JPEG, PNG or WebP photos.", { count: CONDITION_REPORT_LIMITS.photos })}
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
          {t("Use my location")}
        </Button>
        {point && (
          <p className="text-sm text-dark-grey">
            {t("Point: {latitude}, {longitude}", { latitude: point[1].toFixed(5), longitude: point[0].toFixed(5) })}{" "}
            <button type="button" className={TEXT_LINK_CLASSES} onClick={() => setPoint(null)}>
              {t("Remove")}
            </button>
          </p>
        )}
        {locationProblem && <p className="text-sm text-dark-grey">{locationProblem}</p>}
        {pointError && <FieldErrorMessage id="point-error" message={pointError} />}
      </div>
      <FormAlert message={failure} />
      <Button type="submit" size="lg" disabled={!isHydrated || isSending}>
        {isSending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />}
        {isSending ? t("Sending your report…") : t("Send report")}
      </Button>
    </form>
  );
}
