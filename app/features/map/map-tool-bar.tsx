// The buttons over the map: the layers menu (passed in) and one toggle per tool.
import { MapPin, Pencil, Route, Ruler } from "lucide-react";
import type { ReactNode } from "react";
import type { MapTool } from "../../../shared/map/map-url-state";
import { cx } from "../../components/ui/class-names";
import { useT } from "../../lib/i18n";

interface MapToolBarProps {
  activeTool: MapTool | null;
  onToolChange: (tool: MapTool | null) => void;
  /** The layers menu, first in the bar. */
  children: ReactNode;
}

export function MapToolBar({ activeTool, onToolChange, children }: MapToolBarProps) {
  const { t } = useT();
  const tools: { tool: MapTool; label: string; icon: ReactNode }[] = [
    { tool: "measure", label: t("Measure"), icon: <Ruler aria-hidden="true" className="size-4" /> },
    { tool: "plan-trip", label: t("Plan trip"), icon: <Route aria-hidden="true" className="size-4" /> },
    { tool: "draw-track", label: t("Draw track"), icon: <Pencil aria-hidden="true" className="size-4" /> },
    { tool: "add-waypoint", label: t("Add waypoint"), icon: <MapPin aria-hidden="true" className="size-4" /> },
  ];
  return (
    <div className="pointer-events-none absolute inset-x-3 top-3 z-10 flex max-md:z-30 flex-wrap items-start gap-2 pr-12">
      <div className="pointer-events-auto flex flex-wrap gap-2">
        {children}
        {tools.map(({ tool, label, icon }) => (
          <button
            key={tool}
            type="button"
            aria-pressed={activeTool === tool}
            onClick={() => onToolChange(activeTool === tool ? null : tool)}
            className={cx(
              "inline-flex min-h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold shadow-md ring-1 ring-black/10",
              activeTool === tool ? "bg-dark-grey text-white" : "bg-white text-dark-grey hover:bg-neutral-100",
            )}
          >
            {icon}
            <span className="hidden sm:inline">{label}</span>
            <span className="sr-only sm:hidden">{label}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
