// One condition report as readers and staff see it (ADR 0060): the condition in its map colour, the
// day seen, the note, the photos, and who reported it with their standing. In the page's language
// (ADR 0064); the staff queue, in English, shows the same card.
import { BadgeCheck } from "lucide-react";
import type { ReactNode } from "react";
import type { ConditionReport } from "../../../shared/contracts/condition-reports.contract";
import { CONDITION_COLOURS, CONDITION_LABELS } from "../../../shared/domain/condition-reports";
import { trailStatusLabel } from "../../../shared/domain/difficulty";
import type { TrailCondition } from "../../../shared/domain/trail-conditions";
import { formatDay } from "../../i18n/dates";
import { useT } from "../../lib/i18n";
import type { Translator } from "../../../shared/i18n/translator";
import { PhotoGrid } from "../ui/photo-grid";

/** What readers see for each condition (CONDITION_LABELS) and each trail status, in the page's language. */
export function useConditionWords() {
  const { t } = useT();
  return {
    conditionLabel: (condition: TrailCondition) => t(CONDITION_LABELS[condition]),
    statusLabel: (status: string) => statusLabel(t, status),
  };
}

/** A trail's status as readers see it ("Open", "Caution", …), in the page's language. */
export function statusLabel(t: Translator["t"], status: string): string {
  return t(trailStatusLabel(status));
}

export function ConditionReportCard({
  report,
  heading,
  children,
}: {
  report: ConditionReport;
  heading?: ReactNode;
  children?: ReactNode;
}) {
  const { t, plural, locale } = useT();
  const { conditionLabel } = useConditionWords();
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
          {conditionLabel(report.condition)}
        </h3>
        <span className="text-grey">
          {t("seen")} <time dateTime={report.observed_on}>{formatDay(report.observed_on, locale, "long")}</time>
        </span>
        {report.state === "pending" && (
          <span className="rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-semibold text-dark-grey">
            {t("Not yet confirmed")}
          </span>
        )}
      </div>
      {report.note && <p className="whitespace-pre-line break-words">{report.note}</p>}
      {report.photos.length > 0 && <PhotoGrid photos={report.photos} source={report.reporter.name} />}
      <p className="flex flex-wrap items-center gap-2 text-sm text-grey">
        <span>{t("Reported by {name}", { name: report.reporter.name })}</span>
        {report.reporter.is_trusted && (
          <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 font-semibold text-green-800">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            {t("Trusted reporter")}
          </span>
        )}
        <span>{plural(report.reporter.confirmed_count, "{count} confirmed report", "{count} confirmed reports")}</span>
      </p>
      {children}
    </article>
  );
}
