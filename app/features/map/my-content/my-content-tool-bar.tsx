// My Content's tools: the bar that starts drawing a track, adding a waypoint or importing, and the
// guidance shown while a tool runs on the map.
import { FileUp, Plus, Route as RouteIcon, Undo2 } from "lucide-react";
import type { ReactNode } from "react";
import { trackLengthMetres } from "../../../../shared/geo/track-stats";
import { buttonClassName } from "../../../components/ui/button";
import { useT } from "../../../lib/i18n";
import { useMeasures } from "../../../lib/session";
import type { MyContentToolName } from "./my-content-tools";
import { formatTrackLength } from "./stats-format";

const MAP_TOOLS = [
  { name: "draw-track", Icon: RouteIcon, label: "Draw track" },
  { name: "add-waypoint", Icon: Plus, label: "Add waypoint" },
] as const satisfies readonly { name: MyContentToolName; Icon: typeof Plus; label: string }[];

interface ToolBarProps {
  tool: MyContentToolName | null;
  hasMap: boolean;
  isImportShown: boolean;
  onStart: (tool: MyContentToolName) => void;
  onToggleImport: () => void;
}

export function MyContentToolBar({ tool, hasMap, isImportShown, onStart, onToggleImport }: ToolBarProps) {
  const { t } = useT();
  return (
    <div className="flex flex-wrap gap-2" role="toolbar" aria-label={t("My Content tools")}>
      {MAP_TOOLS.map(({ name, Icon, label }) => (
        <button
          key={name}
          type="button"
          aria-pressed={tool === name}
          disabled={!hasMap}
          onClick={() => onStart(name)}
          className={buttonClassName({ variant: tool === name ? "primary" : "secondary", size: "sm" })}
        >
          <Icon aria-hidden="true" className="size-4" />
          {t(label)}
        </button>
      ))}
      <button
        type="button"
        aria-expanded={isImportShown}
        onClick={onToggleImport}
        className={buttonClassName({ variant: isImportShown ? "primary" : "secondary", size: "sm" })}
      >
        <FileUp aria-hidden="true" className="size-4" />
        {t("Import")}
      </button>
    </div>
  );
}

const SECONDARY = buttonClassName({ variant: "secondary", size: "sm" });

/** The guidance box while a tool runs: what to do, the tool's own buttons, then Cancel. */
function ToolGuide({ guidance, onCancel, children }: { guidance: ReactNode; onCancel: () => void; children: ReactNode }) {
  const { t } = useT();
  return (
    <div role="status" className="space-y-2 rounded-xl bg-brand-blue/10 p-3 text-sm text-dark-grey">
      {guidance}
      <div className="flex flex-wrap gap-2">
        {children}
        <button type="button" className={SECONDARY} onClick={onCancel}>
          {t("Cancel")}
        </button>
      </div>
    </div>
  );
}

interface DrawingGuideProps {
  draft: [number, number][];
  onFinish: () => void;
  onUndo: () => void;
  onAddAtCentre: () => void;
  onCancel: () => void;
}

/** While a track is drawn: how, its points and length so far, and the ways to finish or stop. */
export function DrawingGuide({ draft, onFinish, onUndo, onAddAtCentre, onCancel }: DrawingGuideProps) {
  const { t, plural } = useT();
  const measure = useMeasures();
  const guidance = (
    <>
      <p>{t("Click on the map to add points. Double-click the last point, or press Finish, to save the track.")}</p>
      <p className="tabular-nums">
        {plural(draft.length, "{count} point", "{count} points")} · {formatTrackLength(trackLengthMetres([draft]), measure)}
      </p>
    </>
  );
  return (
    <ToolGuide guidance={guidance} onCancel={onCancel}>
      <button type="button" className={buttonClassName({ size: "sm" })} disabled={draft.length < 2} onClick={onFinish}>
        {t("Finish")}
      </button>
      <button type="button" className={SECONDARY} disabled={draft.length === 0} onClick={onUndo}>
        <Undo2 aria-hidden="true" className="size-4" />
        {t("Undo")}
      </button>
      <button type="button" className={SECONDARY} onClick={onAddAtCentre}>
        {t("Add point at map centre")}
      </button>
    </ToolGuide>
  );
}

/** While a waypoint is placed: how, or the map's centre instead. */
export function WaypointGuide({ onUseCentre, onCancel }: { onUseCentre: () => void; onCancel: () => void }) {
  const { t } = useT();
  return (
    <ToolGuide guidance={<p>{t("Click on the map where the waypoint goes.")}</p>} onCancel={onCancel}>
      <button type="button" className={SECONDARY} onClick={onUseCentre}>
        {t("Use the map centre")}
      </button>
    </ToolGuide>
  );
}
