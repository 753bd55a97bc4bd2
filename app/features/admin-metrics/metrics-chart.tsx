// One chart of the user metrics: the caption and its room are rendered on the server, the lines
// are drawn in the browser by uPlot, loaded on demand (draw-chart.ts). The picture is for sighted
// readers; screen readers are pointed to the table of the same figures below it.
import { useEffect, useRef } from "react";
import type { ChartLine } from "./draw-chart";

interface MetricsChartProps {
  title: string;
  /** The first day of each bucket. */
  days: readonly string[];
  lines: readonly ChartLine[];
  /** How the page names its buckets ("days", "weeks"), and the table that holds the figures. */
  bucketNoun: string;
  tableTitle: string;
}

export function MetricsChart({ title, days, lines, bucketNoun, tableTitle }: MetricsChartProps) {
  const room = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let takeDown: (() => void) | undefined;
    let isGone = false;
    void import("./draw-chart").then(({ drawChart }) => {
      if (!isGone && room.current) takeDown = drawChart(room.current, days, lines);
    });
    return () => {
      isGone = true;
      takeDown?.();
    };
  }, [days, lines]);

  const names = lines.map((line) => line.label.toLowerCase()).join(", ");
  return (
    <figure className="min-w-0 rounded-xl border border-grey/15 bg-white p-4">
      <figcaption className="text-sm font-semibold text-dark-grey">
        {title}
        <span className="sr-only">
          {`: a line chart of ${names} for each of ${days.length} ${bucketNoun}; the figures are in the table "${tableTitle}" below.`}
        </span>
      </figcaption>
      <div ref={room} aria-hidden="true" className="mt-3 min-h-[18rem] w-full overflow-hidden" />
    </figure>
  );
}
