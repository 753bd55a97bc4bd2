// The financial overview for SUPER users (issue 6 point 9): resolves the range of UTC days, reads
// every figure from the billing records in one snapshot, and writes the CSV export.
import type {
  FinancialOverview,
  FinancialOverviewQuery,
  Revenue,
} from "../../../../shared/contracts/financial-overview.contract";
import { DEFAULT_RANGE_DAYS, MAX_RANGE_DAYS } from "../../../../shared/contracts/financial-overview.contract";
import type { UserClaims } from "../../../../shared/contracts/user.contract";
import { canSeeFinances } from "../../../../shared/domain/access";
import { badRequest, forbidden, unauthorized } from "../../../http/errors";
import type { ServiceDeps } from "../../../services";
import { toCsv } from "./financial-overview.csv";
import { createFinancialOverviewRepository, type InstantRange, type RevenueRow } from "./financial-overview.repository";

const DAY_MS = 86_400_000;
/** Every plan is priced in this currency (server/modules/billing/plans.catalog.ts). */
const CURRENCY = "USD";

function requireFinanceReader(reader: UserClaims | null): void {
  if (!reader) throw unauthorized();
  if (!canSeeFinances(reader)) throw forbidden();
}

const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);
const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

export interface DayRange {
  from: string;
  to: string;
}

/**
 * The days asked for, both inclusive: `to` defaults to today (UTC) and `from` to 30 days ending on
 * `to`. A range that runs backwards or is longer than MAX_RANGE_DAYS is refused.
 */
export function resolveDayRange(query: FinancialOverviewQuery, now: Date): DayRange {
  const to = query.to ?? dayOf(now);
  const from = query.from ?? dayOf(new Date(startOfDay(to).getTime() - (DEFAULT_RANGE_DAYS - 1) * DAY_MS));
  if (from > to) throw badRequest("Some fields are not valid.", { from: ["The first day must not be after the last day."] });
  const days = (startOfDay(to).getTime() - startOfDay(from).getTime()) / DAY_MS + 1;
  if (days > MAX_RANGE_DAYS) {
    throw badRequest("Some fields are not valid.", { from: [`Choose a range of at most ${MAX_RANGE_DAYS} days.`] });
  }
  return { from, to };
}

const instantRange = ({ from, to }: DayRange): InstantRange => ({
  start: startOfDay(from),
  end: new Date(startOfDay(to).getTime() + DAY_MS),
});

const revenueOf = ({ payments, grossCents, refundedCents }: Omit<RevenueRow, "period">): Revenue => ({
  payments,
  gross_cents: grossCents,
  refunded_cents: refundedCents,
  net_cents: grossCents - refundedCents,
});

function sumRevenue(rows: readonly RevenueRow[]): Revenue {
  return revenueOf(
    rows.reduce(
      (total, row) => ({
        payments: total.payments + row.payments,
        grossCents: total.grossCents + row.grossCents,
        refundedCents: total.refundedCents + row.refundedCents,
      }),
      { payments: 0, grossCents: 0, refundedCents: 0 },
    ),
  );
}

const centsToAmount = (cents: number) => (cents / 100).toFixed(2);

export function createFinancialOverviewService({ db, clock }: Pick<ServiceDeps, "db" | "clock">) {
  async function readOverview(range: DayRange): Promise<FinancialOverview> {
    const now = clock.now();
    const instants = instantRange(range);
    // One read-only transaction, so every figure describes the same moment.
    return db.transaction(async (tx) => {
      const repository = createFinancialOverviewRepository(tx);
      const days = await repository.revenueByDay(instants);
      const months = await repository.revenueByMonth(instants);
      const active = await repository.activeAccessAt(now);
      const trials = await repository.trialOutcomes(instants, now);
      const gifts = await repository.giftCardFigures(instants);
      const coupons = await repository.couponUse(instants);
      const refunds = await repository.refundFigures(instants);
      const ended = trials.started - trials.inTrial;
      const membersOf = (tier: "paid" | "trial") =>
        active.filter((row) => row.tier === tier).reduce((total, row) => total + row.members, 0);
      return {
        from: range.from,
        to: range.to,
        currency: CURRENCY,
        as_of: now.toISOString(),
        totals: sumRevenue(days),
        by_day: days.map(({ period, ...row }) => ({ date: period, ...revenueOf(row) })),
        by_month: months.map(({ period, ...row }) => ({ month: period, ...revenueOf(row) })),
        active: { paid_members: membersOf("paid"), trial_members: membersOf("trial"), by_tier_and_source: active },
        trials: {
          started: trials.started,
          converted: trials.converted,
          cancelled: trials.cancelled,
          in_trial: trials.inTrial,
          lapsed: ended - trials.converted - trials.cancelled,
          conversion_rate: ended > 0 ? trials.converted / ended : null,
        },
        gift_cards: { sold: gifts.sold, sold_cents: gifts.soldCents, redeemed: gifts.redeemed },
        coupons: coupons.map((coupon) => ({
          code: coupon.code,
          redemptions: coupon.redemptions,
          discount_cents: coupon.discountCents,
        })),
        refunds: { count: refunds.count, total_cents: refunds.totalCents },
      };
    });
  }

  return {
    /** The overview of the days asked for (default: the last 30); SUPER only. */
    async overview(reader: UserClaims | null, query: FinancialOverviewQuery): Promise<FinancialOverview> {
      requireFinanceReader(reader);
      return readOverview(resolveDayRange(query, clock.now()));
    },

    /** Revenue by day as CSV: one row a day, then the totals; amounts in currency units. */
    async exportCsv(reader: UserClaims | null, query: FinancialOverviewQuery): Promise<{ fileName: string; csv: string }> {
      requireFinanceReader(reader);
      const range = resolveDayRange(query, clock.now());
      const overview = await readOverview(range);
      const line = (label: string, revenue: Revenue) => [
        label,
        revenue.payments,
        centsToAmount(revenue.gross_cents),
        centsToAmount(revenue.refunded_cents),
        centsToAmount(revenue.net_cents),
      ];
      const csv = toCsv([
        [
          "date",
          "payments",
          `gross_${CURRENCY.toLowerCase()}`,
          `refunds_${CURRENCY.toLowerCase()}`,
          `net_${CURRENCY.toLowerCase()}`,
        ],
        ...overview.by_day.map((day) => line(day.date, day)),
        line("total", overview.totals),
      ]);
      return { fileName: `financial-overview-${range.from}-to-${range.to}.csv`, csv };
    },
  };
}

export type FinancialOverviewService = ReturnType<typeof createFinancialOverviewService>;
