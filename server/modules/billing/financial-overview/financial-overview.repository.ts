// SQL for the financial overview: every figure is counted from payments, subscriptions, grants, gift
// cards and coupon redemptions at the time it is asked for; nothing is kept as a running counter.
// A range is a half-open window of instants [start, end) that covers whole UTC days.
import { sql, type SQL } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { selectRows } from "../../../db/select-rows";

export interface InstantRange {
  /** The first day, 00:00 UTC. */
  start: Date;
  /** The day after the last day, 00:00 UTC. */
  end: Date;
}

export interface RevenueRow {
  period: string;
  payments: number;
  grossCents: number;
  refundedCents: number;
}

export interface ActiveAccessCount {
  tier: "paid" | "trial";
  source: "website" | "app_store" | "play_store";
  subscriptions: number;
  grants: number;
  members: number;
}

export interface TrialOutcomes {
  started: number;
  converted: number;
  cancelled: number;
  inTrial: number;
}

export interface GiftCardFigures {
  sold: number;
  soldCents: number;
  redeemed: number;
}

export interface CouponUseRow {
  code: string;
  redemptions: number;
  discountCents: number;
}

/** Sums come back as bigint (or its text); every amount here fits a double exactly. */
const toNumber = (value: unknown): number => Number(value ?? 0);

type Row = Record<string, unknown>;

const rows = (executor: Executor, query: SQL) => selectRows<Row>(executor, query);

const utcDay = (column: SQL) => sql`(${column} at time zone 'UTC')::date`;

/**
 * Payments by the day they were paid and refunds by the day they were given, in every day of the
 * range (days without money included), bucketed by `period` ('day' or 'month').
 */
async function revenueBy(executor: Executor, range: InstantRange, period: "day" | "month"): Promise<RevenueRow[]> {
  const label = period === "day" ? sql.raw(`to_char(days.day, 'YYYY-MM-DD')`) : sql.raw(`to_char(days.day, 'YYYY-MM')`);
  const result = await rows(
    executor,
    sql`
    with days as (
      select generated::date as day
        from generate_series(${utcDay(sql`${range.start}::timestamptz`)}, ${utcDay(sql`${range.end}::timestamptz`)} - 1, interval '1 day') generated
    ),
    paid as (
      select ${utcDay(sql`paid_at`)} as day, count(*) as payments, sum(amount_cents) as gross_cents
        from payments
        where paid_at >= ${range.start} and paid_at < ${range.end}
        group by 1
    ),
    refunded as (
      select ${utcDay(sql`refunded_at`)} as day, sum(refunded_cents) as refunded_cents
        from payments
        where refunded_cents > 0 and refunded_at >= ${range.start} and refunded_at < ${range.end}
        group by 1
    )
    select ${label} as period,
        coalesce(sum(paid.payments), 0) as payments,
        coalesce(sum(paid.gross_cents), 0) as gross_cents,
        coalesce(sum(refunded.refunded_cents), 0) as refunded_cents
      from days
      left join paid on paid.day = days.day
      left join refunded on refunded.day = days.day
      group by 1
      order by 1`,
  );
  return result.map((row) => ({
    period: String(row.period),
    payments: toNumber(row.payments),
    grossCents: toNumber(row.gross_cents),
    refundedCents: toNumber(row.refunded_cents),
  }));
}

/**
 * Access covering `now`, by tier and source, with the rule of membership.ts: a subscription not
 * expired whose period covers now (trialing gives the trial tier), or an unrevoked grant covering
 * now. A member counts once, under the best tier (paid beats trial) and the source of the
 * entitlement of that tier that lasts longest, as their token shows.
 */
async function activeAccessAt(executor: Executor, now: Date): Promise<ActiveAccessCount[]> {
  const result = await rows(
    executor,
    sql`
    with entitlements as (
      select s.user_id, case when s.status = 'trialing' then 'trial' else 'paid' end as tier, s.source,
          s.current_period_end as ends_at, 'subscription' as kind
        from subscriptions s
        where s.status <> 'expired' and s.current_period_start <= ${now} and s.current_period_end > ${now}
      union all
      select g.user_id, g.tier, g.source, g.ends_at, 'grant' as kind
        from membership_grants g
        where g.revoked_at is null and g.starts_at <= ${now} and g.ends_at > ${now}
    ),
    members as (
      select distinct on (user_id) user_id, tier, source
        from entitlements
        order by user_id, (tier = 'paid') desc, ends_at desc
    ),
    counted as (
      select tier, source, count(*) filter (where kind = 'subscription') as subscriptions,
          count(*) filter (where kind = 'grant') as grants, 0 as members
        from entitlements group by tier, source
      union all
      select tier, source, 0, 0, count(*) from members group by tier, source
    )
    select tier, source, sum(subscriptions) as subscriptions, sum(grants) as grants, sum(members) as members
      from counted
      group by tier, source
      order by tier, source`,
  );
  return result.map((row) => ({
    tier: row.tier as ActiveAccessCount["tier"],
    source: row.source as ActiveAccessCount["source"],
    subscriptions: toNumber(row.subscriptions),
    grants: toNumber(row.grants),
    members: toNumber(row.members),
  }));
}

/**
 * Subscriptions that began with a free trial in the range (created in it with a trial end), and
 * what became of each by `now`: a payment on it (converted); else a cancellation; else still inside
 * the trial; the rest ended without either.
 */
async function trialOutcomes(executor: Executor, range: InstantRange, now: Date): Promise<TrialOutcomes> {
  const [row] = await rows(
    executor,
    sql`
    with trials as (
      select s.*,
          exists (select 1 from payments p where p.subscription_id = s.id and p.amount_cents > 0) as has_payment
        from subscriptions s
        where s.trial_ends_at is not null and s.created_at >= ${range.start} and s.created_at < ${range.end}
    )
    select count(*) as started,
        count(*) filter (where has_payment) as converted,
        count(*) filter (where not has_payment and (canceled_at is not null or cancel_at_period_end or status = 'canceled')) as cancelled,
        count(*) filter (where not has_payment and canceled_at is null and not cancel_at_period_end and status = 'trialing'
          and trial_ends_at > ${now}) as in_trial
      from trials`,
  );
  return {
    started: toNumber(row?.started),
    converted: toNumber(row?.converted),
    cancelled: toNumber(row?.cancelled),
    inTrial: toNumber(row?.in_trial),
  };
}

/** Gift cards paid for in the range (with what they brought in) and gift cards redeemed in it. */
async function giftCardFigures(executor: Executor, range: InstantRange): Promise<GiftCardFigures> {
  const [row] = await rows(
    executor,
    sql`
    select
        (select count(*) from gift_cards g join payments p on p.id = g.payment_id
          where p.paid_at >= ${range.start} and p.paid_at < ${range.end}) as sold,
        (select coalesce(sum(p.amount_cents), 0) from gift_cards g join payments p on p.id = g.payment_id
          where p.paid_at >= ${range.start} and p.paid_at < ${range.end}) as sold_cents,
        (select count(*) from gift_cards g
          where g.redeemed_at >= ${range.start} and g.redeemed_at < ${range.end}) as redeemed`,
  );
  return { sold: toNumber(row?.sold), soldCents: toNumber(row?.sold_cents), redeemed: toNumber(row?.redeemed) };
}

/**
 * Each coupon used in the range: checkouts that redeemed it then, and the discount on payments made
 * with it then. Coupons unused in the range are left out.
 */
async function couponUse(executor: Executor, range: InstantRange): Promise<CouponUseRow[]> {
  const result = await rows(
    executor,
    sql`
    with redeemed as (
      select coupon_id, count(*) as redemptions
        from coupon_redemptions
        where status = 'redeemed' and redeemed_at >= ${range.start} and redeemed_at < ${range.end}
        group by coupon_id
    ),
    discounted as (
      select coupon_id, sum(discount_cents) as discount_cents
        from payments
        where coupon_id is not null and paid_at >= ${range.start} and paid_at < ${range.end}
        group by coupon_id
    )
    select c.code, coalesce(redeemed.redemptions, 0) as redemptions, coalesce(discounted.discount_cents, 0) as discount_cents
      from coupons c
      left join redeemed on redeemed.coupon_id = c.id
      left join discounted on discounted.coupon_id = c.id
      where redeemed.coupon_id is not null or discounted.coupon_id is not null
      order by redemptions desc, c.code`,
  );
  return result.map((row) => ({
    code: String(row.code),
    redemptions: toNumber(row.redemptions),
    discountCents: toNumber(row.discount_cents),
  }));
}

/** Payments given back (in part or whole) in the range, and how much. */
async function refundFigures(executor: Executor, range: InstantRange): Promise<{ count: number; totalCents: number }> {
  const [row] = await rows(
    executor,
    sql`
    select count(*) as refunds, coalesce(sum(refunded_cents), 0) as total_cents
      from payments
      where refunded_cents > 0 and refunded_at >= ${range.start} and refunded_at < ${range.end}`,
  );
  return { count: toNumber(row?.refunds), totalCents: toNumber(row?.total_cents) };
}

export function createFinancialOverviewRepository(db: Executor) {
  return {
    revenueByDay: (range: InstantRange) => revenueBy(db, range, "day"),
    revenueByMonth: (range: InstantRange) => revenueBy(db, range, "month"),
    activeAccessAt: (now: Date) => activeAccessAt(db, now),
    trialOutcomes: (range: InstantRange, now: Date) => trialOutcomes(db, range, now),
    giftCardFigures: (range: InstantRange) => giftCardFigures(db, range),
    couponUse: (range: InstantRange) => couponUse(db, range),
    refundFigures: (range: InstantRange) => refundFigures(db, range),
  };
}
