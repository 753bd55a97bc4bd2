// SQL for the user metrics (ADR 0050): each figure counted from the records where it happens, per
// day, week (from Monday) or month of a range of UTC days. generate_series lists every bucket, so a
// bucket where nothing happened shows 0; the first and last are cut to the range.
import { sql, type SQL } from "drizzle-orm";
import type { MetricInterval } from "../../../shared/contracts/user-metrics.contract";
import type { Executor } from "../../db/client";
import { selectRows } from "../../db/select-rows";

export interface DayRange {
  /** First and last day, both included, as YYYY-MM-DD (UTC). */
  from: string;
  to: string;
}

export interface MetricsRow {
  start: string;
  end: string;
  signUps: number;
  activeUsers: number;
  trialsStarted: number;
  conversions: number;
  churned: number;
}

type Row = Record<string, unknown>;

const toNumber = (value: unknown): number => Number(value ?? 0);

/** The UTC day of a timestamptz column. */
const utcDay = (column: SQL) => sql`(${column} at time zone 'UTC')::date`;

/**
 * One row per account and day something happened to it, for each figure; `day` is a UTC date.
 * Conversions: the first payment of an account for its own membership (gifts are for someone
 * else). Churn: a subscription that had been paid for and ended.
 */
function eventsOf({ from, to }: DayRange): SQL {
  const start = sql`${from}::date`;
  const end = sql`${to}::date`;
  return sql`
    select 'sign_up' as figure, id as user_id, ${utcDay(sql`created_at`)} as day from users
    union all
    select 'active', user_id, day from user_active_days where day between ${start} and ${end}
    union all
    select 'trial', user_id, ${utcDay(sql`created_at`)} from subscriptions where trial_ends_at is not null
    union all
    select 'trial', user_id, ${utcDay(sql`starts_at`)} from membership_grants where tier = 'trial'
    union all
    select 'conversion', user_id, ${utcDay(sql`min(paid_at)`)} from payments
      where amount_cents > 0 and purpose <> 'gift' group by user_id
    union all
    select 'churn', s.user_id, ${utcDay(sql`s.ended_at`)} from subscriptions s
      where s.ended_at is not null
        and exists (select 1 from payments p where p.subscription_id = s.id and p.amount_cents > 0)`;
}

const figures = sql`
  count(*) filter (where figure = 'sign_up') as sign_ups,
  count(distinct user_id) filter (where figure = 'active') as active_users,
  count(*) filter (where figure = 'trial') as trials_started,
  count(*) filter (where figure = 'conversion') as conversions,
  count(distinct user_id) filter (where figure = 'churn') as churned`;

const toRow = (row: Row): Omit<MetricsRow, "start" | "end"> => ({
  signUps: toNumber(row.sign_ups),
  activeUsers: toNumber(row.active_users),
  trialsStarted: toNumber(row.trials_started),
  conversions: toNumber(row.conversions),
  churned: toNumber(row.churned),
});

export function createUserMetricsRepository(db: Executor) {
  return {
    /** The figures of every bucket of the range, oldest first. */
    async byInterval(range: DayRange, interval: MetricInterval): Promise<MetricsRow[]> {
      const step = `1 ${interval}`;
      const rows = await selectRows<Row>(
        db,
        sql`
        with buckets as (
          select generated::date as bucket
            from generate_series(date_trunc(${interval}, ${range.from}::timestamp), ${range.to}::timestamp, ${step}::interval) generated
        ),
        events as (
          select figure, user_id, date_trunc(${interval}, day::timestamp)::date as bucket
            from (${eventsOf(range)}) happened
            where day between ${range.from}::date and ${range.to}::date
        )
        select to_char(greatest(buckets.bucket, ${range.from}::date), 'YYYY-MM-DD') as start,
            to_char(least((buckets.bucket + ${step}::interval)::date - 1, ${range.to}::date), 'YYYY-MM-DD') as end,
            ${figures}
          from buckets
          left join events on events.bucket = buckets.bucket
          group by buckets.bucket
          order by buckets.bucket`,
      );
      return rows.map((row) => ({ start: String(row.start), end: String(row.end), ...toRow(row) }));
    },

    /** The figures of the whole range, each active account counted once. */
    async totals(range: DayRange): Promise<Omit<MetricsRow, "start" | "end">> {
      const [row] = await selectRows<Row>(
        db,
        sql`
        select ${figures}
          from (${eventsOf(range)}) happened
          where day between ${range.from}::date and ${range.to}::date`,
      );
      return toRow(row ?? {});
    },
  };
}
