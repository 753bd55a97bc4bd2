// The user metrics for SUPER users (ADR 0050): resolves the range of UTC days (default the last
// 90), reads every bucket and the totals in one snapshot, and lays the figures out as CSV.
import {
  DEFAULT_METRICS_DAYS,
  metricsRangeProblem,
  type UserMetrics,
  type UserMetricsQuery,
} from "../../../shared/contracts/user-metrics.contract";
import { badRequest } from "../../http/errors";
import type { ServiceDeps } from "../../services";
import { createUserMetricsRepository, type DayRange, type MetricsRow } from "./user-metrics.repository";

const DAY_MS = 86_400_000;
const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

/** The days asked for: `to` defaults to today (UTC), `from` to the 90 days ending on `to`. */
export function resolveMetricsRange(query: Pick<UserMetricsQuery, "from" | "to">, now: Date): DayRange {
  const to = query.to ?? dayOf(now);
  const from = query.from ?? dayOf(new Date(Date.parse(to) - (DEFAULT_METRICS_DAYS - 1) * DAY_MS));
  const problem = metricsRangeProblem(from, to);
  if (problem) throw badRequest("Some fields are not valid.", { from: [problem] });
  return { from, to };
}

const figuresOf = (row: Omit<MetricsRow, "start" | "end">): UserMetrics["totals"] => ({
  sign_ups: row.signUps,
  active_users: row.activeUsers,
  trials_started: row.trialsStarted,
  conversions: row.conversions,
  churned: row.churned,
});

export function createUserMetricsService({ db, clock }: Pick<ServiceDeps, "db" | "clock">) {
  return {
    async metrics(query: UserMetricsQuery): Promise<UserMetrics> {
      const range = resolveMetricsRange(query, clock.now());
      // One read-only transaction, so the buckets and the totals describe the same moment.
      return db.transaction(async (tx) => {
        const repository = createUserMetricsRepository(tx);
        const rows = await repository.byInterval(range, query.interval);
        const totals = await repository.totals(range);
        return {
          interval: query.interval,
          ...range,
          buckets: rows.map((row) => ({ start: row.start, end: row.end, ...figuresOf(row) })),
          totals: figuresOf(totals),
        };
      });
    },
  };
}

export type UserMetricsService = ReturnType<typeof createUserMetricsService>;
