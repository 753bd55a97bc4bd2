// The cards over the map's lower left: the measure tool's readout, a shared item's note, and the
// chosen guide's card (hidden while measuring, so clicks measure instead of choosing).
import { cx } from "../../components/ui/class-names";
import { GuideCard } from "./guide-card";
import type { MapGuide } from "./map-api";
import { MeasurePanel } from "./measure-panel";
import { SharedContentNote } from "./shared-content-note";
import type { SharedContentState } from "./use-shared-content";
import type { MeasurePoints } from "./use-measure-points";

interface MapCardsProps {
  /** The measure tool's points while it is on, else null. */
  measure: MeasurePoints | null;
  onMeasureDone: () => void;
  shared: SharedContentState;
  selected: MapGuide | null;
  onCloseGuide: () => void;
}

export function MapCards({ measure, onMeasureDone, shared, selected, onCloseGuide }: MapCardsProps) {
  return (
    <div
      className={cx(
        "pointer-events-none absolute inset-x-3 z-10 flex flex-col gap-2 md:bottom-10 md:left-3 md:right-auto md:w-80",
        "bottom-40",
      )}
    >
      {measure && <MeasurePanel points={measure.points} onUndo={measure.undo} onClear={measure.clear} onDone={onMeasureDone} />}
      <SharedContentNote shared={shared} />
      {selected && !measure && <GuideCard guide={selected} onClose={onCloseGuide} />}
    </div>
  );
}
