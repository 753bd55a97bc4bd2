// The basemap switcher and the layer toggles with the datasets behind them, and the public-lands
// legend (agency colours).
import { Layers, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { cx } from "../../components/ui/class-names";
import { LAND_AGENCIES, OTHER_LAND_COLOR } from "./map-style";
import { BASEMAPS, type BasemapOption } from "../../../shared/map/basemaps";
import { OVERLAY_IDS, type BasemapId, type OverlayId } from "../../../shared/map/map-url-state";
import type { MapImport } from "../../../server/modules/map/map.contract";

interface LayersMenuProps {
  basemaps: BasemapOption[];
  /** The reader's choice, which the map shows unless its source cannot be reached. */
  basemap: BasemapId;
  /** The chosen basemap when its source cannot be reached and the offline one stands in. */
  unreachableBasemap: BasemapId | null;
  offersHillshade: boolean;
  isHillshadeUnreachable: boolean;
  overlays: OverlayId[];
  /** The imported datasets (null while unknown): named under their overlay, or its "no data yet". */
  imports: readonly MapImport[] | null;
  onBasemapChange: (basemap: BasemapId) => void;
  onOverlaysChange: (overlays: OverlayId[]) => void;
}

const OVERLAY_LABELS: Record<OverlayId, string> = {
  "public-lands": "Public lands",
  roads: "Roads (motor vehicle use)",
  hillshade: "Hillshade (terrain shading)",
};

/** What an overlay drawn from imported data says before any is imported. */
export const NO_DATA_YET: Partial<Record<OverlayId, string>> = {
  "public-lands": "No public-land data imported yet",
  roads: "No road data imported yet",
};

const labelOf = (id: BasemapId) => BASEMAPS.find((option) => option.id === id)?.label ?? id;

export function LayersMenu({
  basemaps,
  basemap,
  unreachableBasemap,
  offersHillshade,
  isHillshadeUnreachable,
  overlays,
  imports,
  onBasemapChange,
  onOverlaysChange,
}: LayersMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const close = (event: KeyboardEvent | PointerEvent) => {
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !rootRef.current?.contains(event.target as Node)) {
        setIsOpen(false);
      }
    };
    document.addEventListener("keydown", close);
    document.addEventListener("pointerdown", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("pointerdown", close);
    };
  }, [isOpen]);

  const toggleOverlay = (overlay: OverlayId, isOn: boolean) =>
    onOverlaysChange(OVERLAY_IDS.filter((id) => (id === overlay ? isOn : overlays.includes(id))));
  const offeredOverlays = OVERLAY_IDS.filter((overlay) => overlay !== "hillshade" || offersHillshade);

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="inline-flex min-h-10 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-dark-grey shadow-md ring-1 ring-black/10 hover:bg-neutral-100"
      >
        <Layers aria-hidden="true" className="size-4" />
        Layers
      </button>
      {isOpen && (
        <div
          id={panelId}
          className="absolute top-12 left-0 z-20 w-64 space-y-4 rounded-xl bg-white p-4 text-sm shadow-xl ring-1 ring-black/10"
        >
          <div className="flex items-center justify-between">
            <p className="font-bold">Map layers</p>
            <button
              type="button"
              aria-label="Close layers"
              onClick={() => setIsOpen(false)}
              className="rounded p-1 hover:bg-neutral-100"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
          <fieldset>
            <legend className="mb-1 font-semibold text-grey">Basemap</legend>
            {basemaps.map((option) => (
              <label key={option.id} className="flex min-h-8 items-center gap-2">
                <input
                  type="radio"
                  name={`${panelId}-basemap`}
                  className="size-4 accent-[#2d7a1c]"
                  checked={basemap === option.id}
                  onChange={() => onBasemapChange(option.id)}
                />
                {option.label}
              </label>
            ))}
            {unreachableBasemap && (
              <p role="status" className="mt-2 rounded-md bg-brand-yellow/30 p-2 text-xs text-dark-grey">
                {labelOf(unreachableBasemap)} cannot be reached right now: the map shows the Basic basemap, which works offline.
              </p>
            )}
          </fieldset>
          <fieldset>
            <legend className="mb-1 font-semibold text-grey">Overlays</legend>
            {offeredOverlays.map((overlay) => (
              <div key={overlay}>
                <label className="flex min-h-8 items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-4 accent-[#2d7a1c]"
                    checked={overlays.includes(overlay)}
                    onChange={(event) => toggleOverlay(overlay, event.target.checked)}
                  />
                  {OVERLAY_LABELS[overlay]}
                </label>
                <ImportedData overlay={overlay} imports={imports} />
              </div>
            ))}
            {isHillshadeUnreachable && overlays.includes("hillshade") && (
              <p role="status" className="mt-2 rounded-md bg-brand-yellow/30 p-2 text-xs text-dark-grey">
                Hillshade cannot be reached right now.
              </p>
            )}
          </fieldset>
        </div>
      )}
    </div>
  );
}

const IMPORTED_DATE = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** Under an overlay drawn from imported data: each source with its count and date, or that there is none yet. */
function ImportedData({ overlay, imports }: { overlay: OverlayId; imports: readonly MapImport[] | null }) {
  const noneYet = NO_DATA_YET[overlay];
  if (!imports || !noneYet) return null;
  const sources = imports.filter((entry) => entry.layer === overlay);
  if (sources.length === 0) return <p className="ml-6 text-xs text-grey">{noneYet}</p>;
  return (
    <ul aria-label={`${OVERLAY_LABELS[overlay]} data`} className="ml-6 text-xs text-grey">
      {sources.map((entry) => (
        <li key={entry.source}>
          {`${entry.source}: ${entry.features.toLocaleString("en-US")} ${overlay === "roads" ? "roads" : "areas"}, imported ${IMPORTED_DATE.format(new Date(entry.imported_at))}`}
        </li>
      ))}
    </ul>
  );
}

export function PublicLandsLegend({ className, hasData }: { className?: string; hasData: boolean }) {
  return (
    <div className={cx("rounded-lg bg-white/95 p-3 text-xs text-dark-grey shadow-md ring-1 ring-black/10", className)}>
      <p className="mb-1 font-bold">Public lands</p>
      {!hasData && <p className="mb-1 max-w-48 text-grey">{NO_DATA_YET["public-lands"]}</p>}
      <ul className="space-y-0.5">
        {[
          ...LAND_AGENCIES.map(({ label, color }) => ({ label, color })),
          { label: "Other public land", color: OTHER_LAND_COLOR },
        ].map(({ label, color }) => (
          <li key={label} className="flex items-center gap-2">
            <span aria-hidden="true" className="size-3 rounded-sm ring-1 ring-black/20" style={{ backgroundColor: color }} />
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}
