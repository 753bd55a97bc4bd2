// Net revenue by day as bars (plain SVG): above the line for money in, below it for a day when
// refunds outweighed payments. The chart is a picture for sighted readers; the same figures are in
// the table it can open, which screen readers are pointed to.
import type { RevenueDay } from "../../../shared/contracts/financial-overview.contract";
import { formatCents } from "./money";

const WIDTH = 1000;
const HEIGHT = 240;
const GAP_RATIO = 0.2;

export function RevenueChart({ days }: { days: readonly RevenueDay[] }) {
  const highest = Math.max(0, ...days.map((day) => day.net_cents));
  const lowest = Math.min(0, ...days.map((day) => day.net_cents));
  const span = highest - lowest || 1;
  const zeroY = (highest / span) * HEIGHT;
  const slot = WIDTH / Math.max(days.length, 1);
  const best = days.reduce<RevenueDay | null>((top, day) => (top === null || day.net_cents > top.net_cents ? day : top), null);

  return (
    <figure className="rounded-xl border border-grey/15 bg-white p-4">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2 text-sm text-grey">
        <span className="font-semibold text-dark-grey">Net revenue by day</span>
        {best && best.net_cents > 0 && (
          <span>
            Best day: {best.date}, {formatCents(best.net_cents)}
          </span>
        )}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="mt-3 h-40 w-full sm:h-56"
        role="img"
        aria-label={`Bar chart of net revenue for each of ${days.length} days; the figures are in the table "Revenue by day" below.`}
      >
        {days.map((day, index) => {
          const height = (Math.abs(day.net_cents) / span) * HEIGHT;
          const isLoss = day.net_cents < 0;
          return (
            <rect
              key={day.date}
              x={index * slot + (slot * GAP_RATIO) / 2}
              y={isLoss ? zeroY : zeroY - height}
              width={slot * (1 - GAP_RATIO)}
              height={Math.max(height, day.net_cents === 0 ? 0 : 1)}
              className={isLoss ? "fill-brand-red" : "fill-brand-green-dark"}
            >
              <title>{`${day.date}: ${formatCents(day.net_cents)} net, ${day.payments} payments`}</title>
            </rect>
          );
        })}
        <line
          x1={0}
          x2={WIDTH}
          y1={zeroY}
          y2={zeroY}
          className="stroke-limited-grey"
          strokeWidth={1}
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <div className="mt-1 flex justify-between text-xs text-grey tabular-nums" aria-hidden="true">
        <span>{days[0]?.date}</span>
        <span>{days.at(-1)?.date}</span>
      </div>
    </figure>
  );
}
