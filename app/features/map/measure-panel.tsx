// The measure tool's readout: the distance so far and how to go on.
import { Ruler } from "lucide-react";
import { Button } from "../../components/ui/button";
import { useT } from "../../lib/i18n";
import { useUnits } from "../../lib/session";
import { formatMeasuredDistance } from "./measure";

interface MeasurePanelProps {
  points: [number, number][];
  onUndo: () => void;
  onClear: () => void;
  onDone: () => void;
}

export function MeasurePanel({ points, onUndo, onClear, onDone }: MeasurePanelProps) {
  const { t, locale } = useT();
  return (
    <section
      aria-label={t("Measure distance")}
      className="pointer-events-auto flex flex-wrap items-center gap-3 rounded-xl bg-white px-4 py-3 shadow-xl ring-1 ring-black/10"
    >
      <Ruler aria-hidden="true" className="size-5 text-grey" />
      <div className="min-w-0 flex-1">
        <p className="text-lg font-bold tabular-nums" data-testid="measure-distance" aria-live="polite">
          {formatMeasuredDistance(points, useUnits(), locale)}
        </p>
        <p className="text-xs text-grey">
          {points.length === 0 ? t("Click the map to start measuring.") : t("Click the map to add points.")}
        </p>
      </div>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={onUndo} disabled={points.length === 0}>
          {t("Undo")}
        </Button>
        <Button variant="secondary" size="sm" onClick={onClear} disabled={points.length === 0}>
          {t("Clear")}
        </Button>
        <Button size="sm" onClick={onDone}>
          {t("Done")}
        </Button>
      </div>
    </section>
  );
}
