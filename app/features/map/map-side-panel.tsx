// The map's side panel (a bottom sheet on phones): its title, the live count, and the tabs.
import { ChevronDown, ChevronUp } from "lucide-react";
import type { ReactNode } from "react";
import type { MapTab } from "../../../shared/map/map-url-state";
import { cx } from "../../components/ui/class-names";
import { useT } from "../../lib/i18n";

interface MapSidePanelProps {
  countText: string;
  /** Shown on the Filters tab when any is set. */
  activeFilterCount: number;
  activeTab: MapTab;
  onTabChange: (tab: MapTab) => void;
  isSheetExpanded: boolean;
  onToggleSheet: () => void;
  /** The active tab's panel. */
  children: ReactNode;
}

export function MapSidePanel({
  countText,
  activeFilterCount,
  activeTab,
  onTabChange,
  isSheetExpanded,
  onToggleSheet,
  children,
}: MapSidePanelProps) {
  const { t } = useT();
  const tabs: { id: MapTab; label: string }[] = [
    { id: "results", label: t("In view") },
    { id: "filters", label: activeFilterCount > 0 ? t("Filters ({count})", { count: activeFilterCount }) : t("Filters") },
    { id: "my-content", label: t("My Content") },
    { id: "trip", label: t("Plan trip") },
  ];
  const toggleLabel = isSheetExpanded ? t("Collapse the panel") : t("Expand the panel");
  return (
    <aside
      aria-label={t("Trails on the map")}
      className={cx(
        "absolute inset-x-0 bottom-0 z-20 flex flex-col rounded-t-2xl bg-white shadow-[0_-4px_20px_rgba(0,0,0,0.15)] transition-[height] duration-200",
        "md:static md:z-auto md:h-full md:w-96 md:shrink-0 md:rounded-none md:border-r md:border-grey/15 md:shadow-none",
        isSheetExpanded ? "h-[72%]" : "h-36",
      )}
    >
      <button
        type="button"
        onClick={onToggleSheet}
        aria-expanded={isSheetExpanded}
        className="flex w-full flex-col items-center pt-2 md:hidden"
      >
        <span aria-hidden="true" className="h-1.5 w-10 rounded-full bg-grey/30" />
        <span className="sr-only">{toggleLabel}</span>
      </button>
      <header className="flex items-center justify-between gap-3 px-4 pt-2 pb-1 md:pt-4">
        <div className="min-w-0">
          <h1 className="text-xl font-extrabold tracking-tight">{t("Trail Map")}</h1>
          <p className="text-sm text-grey tabular-nums" data-testid="map-result-count" aria-live="polite">
            {countText}
          </p>
        </div>
        <button
          type="button"
          onClick={onToggleSheet}
          aria-label={toggleLabel}
          className="inline-flex size-9 items-center justify-center rounded-full bg-neutral-100 text-dark-grey md:hidden"
        >
          {isSheetExpanded ? (
            <ChevronDown aria-hidden="true" className="size-5" />
          ) : (
            <ChevronUp aria-hidden="true" className="size-5" />
          )}
        </button>
      </header>
      <div role="tablist" aria-label={t("Map panel")} className="flex gap-1 border-b border-grey/20 px-2">
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`map-tab-${tab.id}`}
            aria-selected={activeTab === tab.id}
            aria-controls="map-tab-panel"
            onClick={() => onTabChange(tab.id)}
            className={cx(
              "-mb-px border-b-2 px-2 py-2.5 text-sm font-semibold whitespace-nowrap",
              activeTab === tab.id
                ? "border-brand-green-dark text-dark-grey"
                : "border-transparent text-grey hover:text-dark-grey",
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        id="map-tab-panel"
        role="tabpanel"
        aria-labelledby={`map-tab-${activeTab}`}
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain pt-3"
      >
        {children}
      </div>
    </aside>
  );
}
