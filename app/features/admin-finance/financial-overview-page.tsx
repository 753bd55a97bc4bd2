// /admin/financial-overview (SUPER): the range form, summary tiles, revenue by day and month,
// access by tier and source, trials, gifts, coupons and the CSV download.
import { StaffPage } from "../../components/cms/staff-page";
import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import type { FinancialOverview, Revenue } from "../../../shared/contracts/financial-overview.contract";
import { buttonClassName } from "../../components/ui/button";
import { cx } from "../../components/ui/class-names";
import { formatCents, formatRate } from "./money";
import { RevenueChart } from "./revenue-chart";

const SOURCE_LABELS = { website: "Website", app_store: "App Store", play_store: "Google Play" } as const;
const TIER_LABELS = { paid: "Paid", trial: "Trial" } as const;

export interface RangeProblem {
  message: string;
  from: string;
  to: string;
}

export function FinancialOverviewPage({
  overview,
  problem,
}: {
  overview: FinancialOverview | null;
  problem: RangeProblem | null;
}) {
  const range = overview ?? problem;
  const csvQuery = overview ? new URLSearchParams({ from: overview.from, to: overview.to }).toString() : "";
  return (
    <StaffPage
      title="Financial overview"
      summary="Every figure is counted from the payment, subscription and grant records. Days are UTC days."
      actions={
        overview && (
          <a
            href={`/api/v2/admin/financial-overview/export.csv?${csvQuery}`}
            download
            className={buttonClassName({ variant: "secondary" })}
          >
            <Download aria-hidden className="size-4" />
            Download CSV
          </a>
        )
      }
    >
      <RangeForm from={range?.from ?? ""} to={range?.to ?? ""} problem={problem?.message ?? null} />

      {overview && <OverviewFigures overview={overview} />}
    </StaffPage>
  );
}

function RangeForm({ from, to, problem }: { from: string; to: string; problem: string | null }) {
  return (
    <Form method="get" className="mt-6 flex flex-wrap items-end gap-3 rounded-xl bg-neutral-50 p-4" aria-label="Date range">
      <DateField label="From" name="from" defaultValue={from} hasProblem={problem !== null} />
      <DateField label="To" name="to" defaultValue={to} hasProblem={problem !== null} />
      <button type="submit" className={buttonClassName()}>
        Show
      </button>
      {problem && (
        <p id="range-problem" role="alert" className="w-full text-sm font-medium text-brand-red">
          {problem}
        </p>
      )}
    </Form>
  );
}

function DateField({
  label,
  name,
  defaultValue,
  hasProblem,
}: {
  label: string;
  name: string;
  defaultValue: string;
  hasProblem: boolean;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold text-dark-grey">
      {label}
      <input
        type="date"
        name={name}
        defaultValue={defaultValue}
        required
        aria-invalid={hasProblem || undefined}
        aria-describedby={hasProblem ? "range-problem" : undefined}
        className="min-h-11 rounded-lg border border-limited-grey bg-white px-3 font-normal tabular-nums"
      />
    </label>
  );
}

function OverviewFigures({ overview }: { overview: FinancialOverview }) {
  const { totals, active, trials, refunds } = overview;
  return (
    <>
      <section aria-labelledby="summary-title" className="mt-8">
        <h2 id="summary-title" className="sr-only">
          Summary
        </h2>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
          <Tile label="Net revenue" value={formatCents(totals.net_cents)} note={`${formatCents(totals.gross_cents)} gross`} />
          <Tile label="Payments" value={totals.payments.toLocaleString("en-US")} />
          <Tile label="Refunds" value={formatCents(refunds.total_cents)} note={`${refunds.count} refunded`} />
          <Tile label="Active paid" value={active.paid_members.toLocaleString("en-US")} note="members now" />
          <Tile label="Active trials" value={active.trial_members.toLocaleString("en-US")} note="members now" />
          <Tile
            label="Trial conversion"
            value={formatRate(trials.conversion_rate)}
            note={`${trials.converted} of ${trials.started - trials.in_trial} ended trials`}
          />
        </dl>
      </section>

      <Section id="revenue-title" title="Revenue">
        <RevenueChart days={overview.by_day} />
        <details className="mt-3 rounded-xl border border-grey/15 bg-white">
          <summary className="cursor-pointer px-4 py-3 font-semibold">Revenue by day</summary>
          <div className="border-t border-grey/15 px-4 pb-2">
            <RevenueTable
              firstColumn="Day"
              rows={overview.by_day.map((day) => ({ key: day.date, label: day.date, revenue: day }))}
            />
          </div>
        </details>
        <h3 className="mt-6 text-lg font-bold">Revenue by month</h3>
        <RevenueTable
          firstColumn="Month"
          rows={overview.by_month.map((month) => ({ key: month.month, label: month.month, revenue: month }))}
          totals={totals}
        />
      </Section>

      <Section id="access-title" title="Access now" note={`As of ${new Date(overview.as_of).toUTCString()}`}>
        <Table
          caption="Active subscriptions and grants by tier and source"
          head={["Tier", "Source", "Subscriptions", "Grants", "Members"]}
          rows={active.by_tier_and_source.map((row) => [
            TIER_LABELS[row.tier],
            SOURCE_LABELS[row.source],
            row.subscriptions,
            row.grants,
            row.members,
          ])}
          empty="Nobody has paid or trial access right now."
          textColumns={2}
        />
        <p className="mt-2 text-sm text-grey">
          A member with more than one subscription or grant is counted once, under the best tier.
        </p>
      </Section>

      <div className="grid gap-x-8 lg:grid-cols-2">
        <Section id="trials-title" title="Trials started in this range">
          <Table
            caption="Trial outcomes"
            head={["Outcome", "Trials"]}
            rows={[
              ["Started", trials.started],
              ["Converted to paid", trials.converted],
              ["Cancelled", trials.cancelled],
              ["Ended unpaid", trials.lapsed],
              ["Still in trial", trials.in_trial],
              ["Conversion rate", formatRate(trials.conversion_rate)],
            ]}
          />
        </Section>
        <Section id="gifts-title" title="Gift memberships">
          <Table
            caption="Gift cards in this range"
            head={["Gift cards", "Count", "Amount"]}
            rows={[
              ["Sold", overview.gift_cards.sold, formatCents(overview.gift_cards.sold_cents)],
              ["Redeemed", overview.gift_cards.redeemed, ""],
            ]}
          />
        </Section>
      </div>

      <Section id="coupons-title" title="Coupons used in this range">
        <Table
          caption="Coupon use"
          head={["Code", "Redemptions", "Discount given"]}
          rows={overview.coupons.map((coupon) => [coupon.code, coupon.redemptions, formatCents(coupon.discount_cents)])}
          empty="No coupon was used in this range."
        />
      </Section>
    </>
  );
}

function Tile({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-xl border border-grey/15 bg-white p-4">
      <dt className="text-sm font-semibold text-grey">{label}</dt>
      <dd className="mt-1 text-2xl font-extrabold tabular-nums">{value}</dd>
      {note && <dd className="mt-0.5 text-xs text-grey">{note}</dd>}
    </div>
  );
}

function Section({ id, title, note, children }: { id: string; title: string; note?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        {note && <p className="text-sm text-grey">{note}</p>}
      </div>
      {children}
    </section>
  );
}

function RevenueTable({
  firstColumn,
  rows,
  totals,
}: {
  firstColumn: string;
  rows: { key: string; label: string; revenue: Revenue }[];
  totals?: Revenue;
}) {
  const cells = (revenue: Revenue) => [
    revenue.payments,
    formatCents(revenue.gross_cents),
    formatCents(revenue.refunded_cents),
    formatCents(revenue.net_cents),
  ];
  return (
    <Table
      caption={`Revenue by ${firstColumn.toLowerCase()}`}
      head={[firstColumn, "Payments", "Gross", "Refunds", "Net"]}
      rows={rows.map((row) => [row.label, ...cells(row.revenue)])}
      foot={totals ? ["Total", ...cells(totals)] : undefined}
    />
  );
}

type Cell = string | number;

/**
 * A figures table: the first `textColumns` columns are labels (left), the rest numbers (right).
 * On a narrow screen it scrolls sideways inside a focusable region, so keyboards can scroll it too.
 */
function Table({
  caption,
  head,
  rows,
  foot,
  empty,
  textColumns = 1,
}: {
  caption: string;
  head: string[];
  rows: Cell[][];
  foot?: Cell[];
  empty?: string;
  textColumns?: number;
}) {
  if (rows.length === 0 && empty) return <p className="rounded-xl bg-neutral-50 p-4 text-grey">{empty}</p>;
  const align = (index: number) => (index < textColumns ? "text-left" : "text-right");
  const line = (cells: Cell[], isTotal: boolean) =>
    cells.map((cell, index) =>
      index === 0 ? (
        <th key={index} scope="row" className={cx("px-3 py-2 text-left", isTotal ? "font-bold" : "font-medium")}>
          {cell}
        </th>
      ) : (
        <td key={index} className={cx("px-3 py-2", align(index))}>
          {cell}
        </td>
      ),
    );
  return (
    <div className="overflow-x-auto" role="region" aria-label={caption} tabIndex={0}>
      <table className="w-full min-w-max border-collapse text-sm tabular-nums">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-grey/20 text-grey">
            {head.map((label, index) => (
              <th key={label} scope="col" className={cx("px-3 py-2 font-semibold", align(index))}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="border-b border-grey/10">
              {line(row, false)}
            </tr>
          ))}
        </tbody>
        {foot && (
          <tfoot>
            <tr className="font-bold">{line(foot, true)}</tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
