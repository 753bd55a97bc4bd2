// One condition report as readers and staff see it (ADR 0060): the condition in its map colour, the
// day seen, the note, the photos, and who reported it with their standing.
import { BadgeCheck } from "lucide-react";
import type { ReactNode } from "react";
import type { ConditionReport } from "../../../shared/contracts/condition-reports.contract";
import { CONDITION_COLOURS, CONDITION_LABELS } from "../../../shared/domain/condition-reports";
import { PhotoGrid } from "../ui/photo-grid";

export const conditionDay = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

export function ConditionReportCard({
  report,
  heading,
  children,
}: {
  report: ConditionReport;
  heading?: ReactNode;
  children?: ReactNode;
}) {
  const titleId = `condition-${report.uuid}`;
  return (
    <article aria-labelledby={titleId} className="space-y-3 rounded-xl border border-grey/15 bg-white p-4 shadow-sm">
      {heading}
      <div className="flex flex-wrap items-center gap-2">
        <span
          className="inline-block size-3 shrink-0 rounded-full"
          style={{ backgroundColor: CONDITION_COLOURS[report.condition] }}
          aria-hidden="true"
        />
        <h3 id={titleId} className="font-bold">
          {CONDITION_LABELS[report.condition]}
        </h3>
        <span className="text-grey">
          seen <time dateTime={report.observed_on}>{conditionDay(report.observed_on)}</time>
        </span>
        {report.state === "pending" && (
          <span className="rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-semibold text-dark-grey">Not yet confirmed</span>
        )}
      </div>
      {report.note && <p className="whitespace-pre-line break-words">{report.note}</p>}
      {report.photos.length > 0 && <PhotoGrid photos={report.photos} source={report.reporter.name} />}
      <p className="flex flex-wrap items-center gap-2 text-sm text-grey">
        <span>Reported by {report.reporter.name}</span>
        {report.reporter.is_trusted && (
          <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 font-semibold text-green-800">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            Trusted reporter
          </span>
        )}
        <span>
          {report.reporter.confirmed_count} confirmed {report.reporter.confirmed_count === 1 ? "report" : "reports"}
        </span>
      </p>
      {children}
    </article>
  );
}
