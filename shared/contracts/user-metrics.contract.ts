// The user metrics of the back office (/admin/user-metrics, ADR 0050): sign-ups, active users,
// trials, paid conversions and churn, counted per day, week or month of a range of UTC days.
import { z } from "zod";

export const METRIC_INTERVALS = ["day", "week", "month"] as const;
export type MetricInterval = (typeof METRIC_INTERVALS)[number];

/** The range shown when none is asked for: the last 90 days, today included. */
export const DEFAULT_METRICS_DAYS = 90;
/** The longest range one request may cover (two years and a leap day). */
export const MAX_METRICS_DAYS = 731;

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both included (negative when the range runs backwards). */
export const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;

/** What is wrong with a range of days, said about its first day; null when it is fine. */
export function metricsRangeProblem(from: string, to: string): string | null {
  const days = daysBetween(from, to);
  if (days < 1) return "The first day must not be after the last day.";
  if (days > MAX_METRICS_DAYS) return `Choose a range of at most ${MAX_METRICS_DAYS} days.`;
  return null;
}

/** GET /api/v2/admin/user-metrics/?interval=day|week|month&from=YYYY-MM-DD&to=YYYY-MM-DD (UTC, inclusive). */
export const userMetricsQuerySchema = z
  .object({
    interval: z.enum(METRIC_INTERVALS, { message: "Choose day, week or month." }).default("day"),
    from: z.iso.date("Enter the first day as YYYY-MM-DD.").optional(),
    to: z.iso.date("Enter the last day as YYYY-MM-DD.").optional(),
    format: z.enum(["json", "csv"]).default("json"),
  })
  .superRefine((query, context) => {
    const problem = query.from && query.to ? metricsRangeProblem(query.from, query.to) : null;
    if (problem) context.addIssue({ code: "custom", path: ["from"], message: problem });
  });
export type UserMetricsQuery = z.infer<typeof userMetricsQuerySchema>;

const count = z.number().int().nonnegative();

/** The figures of one bucket. A week starts on Monday; the first and last bucket are cut to the range. */
export const metricsBucketSchema = z.object({
  /** The bucket's first and last day inside the range. */
  start: z.iso.date(),
  end: z.iso.date(),
  /** Accounts created. */
  sign_ups: count,
  /** Accounts that signed in or refreshed their session on at least one day of the bucket. */
  active_users: count,
  /** 7-day trials begun (a trialling subscription) and complementary trials granted. */
  trials_started: count,
  /** Accounts whose first payment for their own membership fell in the bucket. */
  conversions: count,
  /** Accounts whose paid subscription ended without renewal in the bucket. */
  churned: count,
});
export type MetricsBucket = z.infer<typeof metricsBucketSchema>;

export const userMetricsSchema = z.object({
  interval: z.enum(METRIC_INTERVALS),
  from: z.iso.date(),
  to: z.iso.date(),
  buckets: z.array(metricsBucketSchema),
  /** The whole range; active users counts each account once however many buckets it was active in. */
  totals: metricsBucketSchema.omit({ start: true, end: true }),
});
export type UserMetrics = z.infer<typeof userMetricsSchema>;
