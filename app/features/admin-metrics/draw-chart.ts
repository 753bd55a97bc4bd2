// uPlot, and its stylesheet, for the user metrics charts (ADR 0050). Loaded on demand by
// metrics-chart.tsx, so the chart code is a chunk of its own that only this page fetches.
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

export interface ChartLine {
  label: string;
  /** A CSS colour; the palette's tokens. */
  color: string;
  values: number[];
  /** A dash pattern, so lines differ by more than colour. */
  dash?: number[];
}

const CHART_HEIGHT = 240;
const AXIS_COLOR = "#404040";
const GRID_COLOR = "rgba(64, 64, 64, 0.12)";

const axis = (extra: uPlot.Axis = {}): uPlot.Axis => ({
  stroke: AXIS_COLOR,
  grid: { stroke: GRID_COLOR, width: 1 },
  ticks: { stroke: GRID_COLOR, width: 1 },
  ...extra,
});

/**
 * Draws the lines over the buckets' first days (YYYY-MM-DD, read as UTC) into `container`, as wide
 * as it is, and follows its width. Answers the function that takes the chart down.
 */
export function drawChart(container: HTMLElement, days: readonly string[], lines: readonly ChartLine[]): () => void {
  const options: uPlot.Options = {
    width: container.clientWidth,
    height: CHART_HEIGHT,
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), "Etc/UTC"),
    scales: { y: { range: (_plot, _min, max) => [0, Math.max(1, max)] } },
    axes: [
      axis(),
      axis({ values: (_plot, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? tick.toLocaleString("en-US") : "")) }),
    ],
    series: [
      { label: "Date", value: "{YYYY}-{MM}-{DD}" },
      ...lines.map((line) => ({
        label: line.label,
        stroke: line.color,
        width: 2,
        dash: line.dash,
        points: { show: days.length <= 60, size: 5, fill: line.color },
      })),
    ],
  };
  const data: uPlot.AlignedData = [days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000), ...lines.map((line) => line.values)];
  const plot = new uPlot(options, data, container);
  const observer = new ResizeObserver(() => plot.setSize({ width: container.clientWidth, height: CHART_HEIGHT }));
  observer.observe(container);
  return () => {
    observer.disconnect();
    plot.destroy();
  };
}
