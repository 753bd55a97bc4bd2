// /admin/user-metrics (SUPER): sign-ups, active users, trials, paid conversions and churn per day,
// week or month of a range; the choice and the range live in the URL. Two charts, the table of the
// same figures, the range's totals and the CSV export of the buckets.
import { Download } from "lucide-react";
import { useMemo, useState } from "react";
import { Form, Link, useLocation } from "react-router";
import {
  METRIC_INTERVALS,
  userMetricsQuerySchema,
  type MetricInterval,
  type MetricsBucket,
  type UserMetrics,
} from "../../../shared/contracts/user-metrics.contract";
import { checkForm } from "../../components/cms/check-form";
import { withParams } from "../../components/cms/cms-query";
import { buttonClassName } from "../../components/ui/button";
import { cx } from "../../components/ui/class-names";
import { controlClassName, Field } from "../../components/ui/field";
import type { FieldErrors } from "../../lib/field-errors";
import type { ChartLine } from "./draw-chart";
import { MetricsChart } from "./metrics-chart";

type Figure = Exclude<keyof MetricsBucket, "start" | "end">;

const FIGURES: { key: Figure; label: string; color: string; dash?: number[] }[] = [
  { key: "sign_ups", label: "Sign-ups", color: "#2d7a1c" },
  { key: "active_users", label: "Active users", color: "#404040", dash: [6, 4] },
  { key: "trials_started", label: "Trials started", color: "#404040", dash: [6, 4] },
  { key: "conversions", label: "Paid conversions", color: "#2d7a1c" },
  { key: "churned", label: "Churned", color: "#dd0426", dash: [2, 3] },
];

const CHARTS: { title: string; figures: Figure[] }[] = [
  { title: "Accounts", figures: ["sign_ups", "active_users"] },
  { title: "Memberships", figures: ["trials_started", "conversions", "churned"] },
];

const INTERVAL_LABELS: Record<MetricInterval, { choice: string; plural: string; column: string }> = {
  day: { choice: "Day", plural: "days", column: "Day" },
  week: { choice: "Week", plural: "weeks", column: "Week" },
  month: { choice: "Month", plural: "months", column: "Month" },
};

/** What the range form shows: the range asked for and what is wrong with it, if anything. */
export interface MetricsRangeState {
  interval: MetricInterval;
  from: string;
  to: string;
  errors: FieldErrors;
}

/** The page's figures, inside the back-office frame the route draws. */
export function UserMetricsPageView({ metrics, range }: { metrics: UserMetrics | null; range: MetricsRangeState }) {
  return (
    <>
      <RangeControls range={range} />
      {metrics && <MetricsFigures metrics={metrics} />}
    </>
  );
}

/** Downloads the figures on show, one row per bucket, from the page's own API. */
export function UserMetricsExportLink({ metrics }: { metrics: UserMetrics }) {
  const query = new URLSearchParams({ interval: metrics.interval, from: metrics.from, to: metrics.to, format: "csv" });
  return (
    <a href={`/api/v2/admin/user-metrics/?${query}`} download className={buttonClassName({ variant: "secondary", size: "sm" })}>
      <Download aria-hidden="true" className="size-4" />
      Export CSV
    </a>
  );
}

function RangeControls({ range }: { range: MetricsRangeState }) {
  const location = useLocation();
  const [errors, setErrors] = useState<FieldErrors>(range.errors);
  return (
    <div className="flex flex-wrap items-end justify-between gap-4 rounded-xl bg-neutral-50 p-4">
      <Form
        method="get"
        aria-label="Range"
        noValidate
        className="flex flex-wrap items-start gap-3"
        onSubmit={(event) => {
          const found = checkForm(userMetricsQuerySchema, event.currentTarget);
          setErrors(found);
          if (Object.keys(found).length > 0) event.preventDefault();
        }}
      >
        <input type="hidden" name="interval" value={range.interval} />
        <Field label="From" error={errors.from}>
          {(control) => (
            <input
              {...control}
              type="date"
              name="from"
              defaultValue={range.from}
              className={controlClassName(!!errors.from, "h-10 w-auto")}
            />
          )}
        </Field>
        <Field label="To" error={errors.to}>
          {(control) => (
            <input
              {...control}
              type="date"
              name="to"
              defaultValue={range.to}
              className={controlClassName(!!errors.to, "h-10 w-auto")}
            />
          )}
        </Field>
        <button type="submit" className={cx(buttonClassName({ size: "sm" }), "mt-7")}>
          Show
        </button>
      </Form>
      <nav aria-label="Count by" className="flex items-center gap-1 rounded-full border border-grey/20 bg-white p-1">
        {METRIC_INTERVALS.map((interval) => {
          const isCurrent = interval === range.interval;
          return (
            <Link
              key={interval}
              to={withParams(location.search, { interval })}
              aria-current={isCurrent ? "page" : undefined}
              preventScrollReset
              className={cx(
                "rounded-full px-4 py-1.5 text-sm font-semibold",
                isCurrent ? "bg-brand-green-dark text-white" : "text-dark-grey hover:bg-neutral-100",
              )}
            >
              {INTERVAL_LABELS[interval].choice}
            </Link>
          );
        })}
      </nav>
    </div>
  );
}

const bucketLabel = (bucket: MetricsBucket) => (bucket.start === bucket.end ? bucket.start : `${bucket.start} – ${bucket.end}`);

function MetricsFigures({ metrics }: { metrics: UserMetrics }) {
  const labels = INTERVAL_LABELS[metrics.interval];
  const tableTitle = `Figures by ${metrics.interval}`;
  const days = useMemo(() => metrics.buckets.map((bucket) => bucket.start), [metrics]);
  const charts = useMemo(
    () =>
      CHARTS.map((chart) => ({
        title: chart.title,
        lines: chart.figures.map((key): ChartLine => {
          const figure = FIGURES.find((candidate) => candidate.key === key)!;
          return {
            label: figure.label,
            color: figure.color,
            dash: figure.dash,
            values: metrics.buckets.map((bucket) => bucket[key]),
          };
        }),
      })),
    [metrics],
  );

  return (
    <>
      <section aria-labelledby="totals-title">
        <h2 id="totals-title" className="text-lg font-bold text-dark-grey">
          Totals, {metrics.from} to {metrics.to}
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {FIGURES.map((figure) => (
            <div key={figure.key} className="rounded-xl border border-grey/15 bg-white p-4">
              <dt className="text-sm font-semibold text-grey">{figure.label}</dt>
              <dd className="mt-1 text-2xl font-extrabold tabular-nums text-dark-grey">
                {metrics.totals[figure.key].toLocaleString("en-US")}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-sm text-grey">
          Active users counts each account once, however many {labels.plural} it was active in.
        </p>
      </section>

      <div className="grid gap-4 xl:grid-cols-2">
        {charts.map((chart) => (
          <MetricsChart
            key={chart.title}
            title={chart.title}
            days={days}
            lines={chart.lines}
            bucketNoun={labels.plural}
            tableTitle={tableTitle}
          />
        ))}
      </div>

      <div>
        <h2 id="figures-title" className="text-lg font-bold text-dark-grey">
          {tableTitle}
        </h2>
        <div
          role="region"
          aria-labelledby="figures-title"
          tabIndex={0}
          className="mt-3 max-h-[32rem] overflow-auto rounded-xl border border-grey/15 bg-white focus-visible:outline-2 focus-visible:outline-brand-green-dark"
        >
          <table className="w-full min-w-[40rem] border-collapse text-sm tabular-nums">
            <caption className="sr-only">{tableTitle}</caption>
            <thead className="sticky top-0 bg-neutral-50 text-xs uppercase tracking-wide text-grey">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-semibold">
                  {labels.column}
                </th>
                {FIGURES.map((figure) => (
                  <th key={figure.key} scope="col" className="px-3 py-2 text-right font-semibold">
                    {figure.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {metrics.buckets.map((bucket) => (
                <tr key={bucket.start} className="border-t border-grey/10">
                  <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-medium text-dark-grey">
                    {bucketLabel(bucket)}
                  </th>
                  {FIGURES.map((figure) => (
                    <td key={figure.key} className="px-3 py-2 text-right text-dark-grey">
                      {bucket[figure.key].toLocaleString("en-US")}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </>
  );
}
