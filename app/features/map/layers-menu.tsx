// The basemap switcher and the layer toggles with the datasets behind them, the public-lands
// legend (agency colours) and the recent conditions' key (a colour per condition).
import { Layers, Lock, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { CONDITION_COLOURS, CONDITION_LABELS } from "../../../shared/domain/condition-reports";
import { TRAIL_CONDITIONS } from "../../../shared/domain/trail-conditions";
import { cx } from "../../components/ui/class-names";
import { useT } from "../../lib/i18n";
import { loginPathReturningTo } from "../../lib/session";
import { formatDay } from "../../i18n/dates";
import type { Translator } from "../../../shared/i18n/translator";
import { LAND_AGENCIES, OTHER_LAND_COLOR } from "./map-style";
import { BASEMAPS, type BasemapOption } from "../../../shared/map/basemaps";
import { OVERLAY_IDS, type BasemapId, type OverlayId } from "../../../shared/map/map-url-state";
import type { MapImport } from "../../../shared/contracts/map.contract";

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
  /** Recent conditions are part of All-Access: others see the toggle locked, with how to get it. */
  isPaid: boolean;
  isSignedIn: boolean;
  /** Where Log In brings the visitor back to. */
  returnTo: string;
  onBasemapChange: (basemap: BasemapId) => void;
  onOverlaysChange: (overlays: OverlayId[]) => void;
}

const overlayLabels = (t: Translator["t"]): Record<OverlayId, string> => ({
  "public-lands": t("Public lands"),
  roads: t("Roads (motor vehicle use)"),
  hillshade: t("Hillshade (terrain shading)"),
  conditions: t("Recent conditions"),
});

/** Each basemap's name in the page's language. */
export const basemapLabels = (t: Translator["t"]): Record<BasemapId, string> => ({
  openfreemap: t("Streets"),
  "usgs-topo": "USGS Topo",
  "usgs-imagery": t("Satellite"),
  offline: t("Basic (works offline)"),
});

/** Overlays only paid readers may turn on. */
const PAID_OVERLAYS: readonly OverlayId[] = ["conditions"];

/** What an overlay drawn from imported data says before any is imported. */
const noDataYet = (t: Translator["t"]): Partial<Record<OverlayId, string>> => ({
  "public-lands": t("No public-land data imported yet"),
  roads: t("No road data imported yet"),
});

const labelOf = (id: BasemapId, t: Translator["t"]) => (BASEMAPS.some((option) => option.id === id) ? basemapLabels(t)[id] : id);

export function LayersMenu({
  basemaps,
  basemap,
  unreachableBasemap,
  offersHillshade,
  isHillshadeUnreachable,
  overlays,
  imports,
  isPaid,
  isSignedIn,
  returnTo,
  onBasemapChange,
  onOverlaysChange,
}: LayersMenuProps) {
  const { t } = useT();
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
        {t("Layers")}
      </button>
      {isOpen && (
        <div
          id={panelId}
          className="absolute top-12 left-0 z-20 max-h-[calc(100dvh-13rem)] w-64 space-y-4 overflow-y-auto overscroll-contain rounded-xl bg-white p-4 text-sm shadow-xl ring-1 ring-black/10"
        >
          <div className="flex items-center justify-between">
            <p className="font-bold">{t("Map layers")}</p>
            <button
              type="button"
              aria-label={t("Close layers")}
              onClick={() => setIsOpen(false)}
              className="rounded p-1 hover:bg-neutral-100"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
          <fieldset>
            <legend className="mb-1 font-semibold text-grey">{t("Basemap")}</legend>
            {basemaps.map((option) => (
              <label key={option.id} className="flex min-h-8 items-center gap-2">
                <input
                  type="radio"
                  name={`${panelId}-basemap`}
                  className="size-4 accent-[#2d7a1c]"
                  checked={basemap === option.id}
                  onChange={() => onBasemapChange(option.id)}
                />
                {labelOf(option.id, t)}
              </label>
            ))}
            {unreachableBasemap && (
              <p role="status" className="mt-2 rounded-md bg-brand-yellow/30 p-2 text-xs text-dark-grey">
                {t("{basemap} cannot be reached right now: the map shows the Basic basemap, which works offline.", {
                  basemap: labelOf(unreachableBasemap, t),
                })}
              </p>
            )}
          </fieldset>
          <fieldset>
            <legend className="mb-1 font-semibold text-grey">{t("Overlays")}</legend>
            {offeredOverlays.map((overlay) => {
              const isLocked = !isPaid && PAID_OVERLAYS.includes(overlay);
              const lockId = `${panelId}-${overlay}-locked`;
              return (
                <div key={overlay}>
                  <label className={cx("flex min-h-8 items-center gap-2", isLocked && "text-grey")}>
                    <input
                      type="checkbox"
                      className="size-4 accent-[#2d7a1c]"
                      checked={!isLocked && overlays.includes(overlay)}
                      disabled={isLocked}
                      aria-describedby={isLocked ? lockId : undefined}
                      onChange={(event) => toggleOverlay(overlay, event.target.checked)}
                    />
                    {overlayLabels(t)[overlay]}
                    {isLocked && <Lock aria-hidden="true" className="size-3.5" />}
                  </label>
                  {isLocked ? (
                    <AllAccessNote id={lockId} isSignedIn={isSignedIn} returnTo={returnTo} />
                  ) : (
                    overlay === "conditions" && overlays.includes(overlay) && <ConditionKey className="mt-1 ml-6" />
                  )}
                  <ImportedData overlay={overlay} imports={imports} />
                </div>
              );
            })}
            {isHillshadeUnreachable && overlays.includes("hillshade") && (
              <p role="status" className="mt-2 rounded-md bg-brand-yellow/30 p-2 text-xs text-dark-grey">
                {t("Hillshade cannot be reached right now.")}
              </p>
            )}
          </fieldset>
        </div>
      )}
    </div>
  );
}

/** Under a paid-only overlay, for a reader who has not paid: what it needs and how to get it. */
function AllAccessNote({ id, isSignedIn, returnTo }: { id: string; isSignedIn: boolean; returnTo: string }) {
  const { t } = useT();
  return (
    <p id={id} className="ml-6 text-xs text-grey">
      {t("Recent conditions reported by members are part of All-Access.")}{" "}
      <Link to="/all-access" className="font-semibold text-brand-green-dark underline">
        {t("Start a 7-Day Free Trial")}
      </Link>
      {!isSignedIn && (
        <>
          {` ${t("or")} `}
          <Link to={loginPathReturningTo(returnTo)} className="font-semibold text-dark-grey underline">
            {t("Log In")}
          </Link>
        </>
      )}
    </p>
  );
}

/** Each condition's marker colour and name. */
export function ConditionKey({ className }: { className?: string }) {
  const { t } = useT();
  return (
    <ul
      aria-label={t("Recent conditions key")}
      className={cx("grid grid-cols-2 gap-x-3 gap-y-0.5 text-xs text-dark-grey", className)}
    >
      {TRAIL_CONDITIONS.map((condition) => (
        <li key={condition} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="size-3 shrink-0 rounded-full ring-2 ring-white outline outline-1 outline-black/25"
            style={{ backgroundColor: CONDITION_COLOURS[condition] }}
          />
          {t(CONDITION_LABELS[condition])}
        </li>
      ))}
    </ul>
  );
}

/** A report as the legend lists it. */
export interface LegendReport {
  uuid: string;
  label: string;
  colour: string;
  trailTitle: string;
  seen: string;
}

/**
 * The recent conditions' legend on the map: how many reports the view holds, the newest few (each
 * opens its popup: the keyboard's way to them), and the key.
 */
export function ConditionsLegend({
  className,
  status,
  reports,
  onOpen,
}: {
  className?: string;
  status: "idle" | "loading" | "ready" | "failed";
  reports: readonly LegendReport[];
  onOpen: (uuid: string) => void;
}) {
  const { t, plural } = useT();
  const count = reports.length;
  const summary =
    status === "failed"
      ? t("Recent conditions could not be loaded. Move the map to try again.")
      : status === "ready"
        ? count === 0
          ? t("No recent reports in view")
          : plural(count, "{count} recent report in view", "{count} recent reports in view")
        : t("Finding recent reports…");
  return (
    <section
      aria-label={t("Recent conditions")}
      data-testid="conditions-legend"
      className={cx("rounded-lg bg-white/95 p-3 text-xs text-dark-grey shadow-md ring-1 ring-black/10", className)}
    >
      <p className="mb-1 font-bold">{t("Recent conditions")}</p>
      <p className="mb-1.5 text-grey" aria-live="polite">
        {summary}
      </p>
      {count > 0 && (
        <ul aria-label={t("Newest reports in view")} className="mb-2 space-y-0.5">
          {reports.slice(0, LEGEND_REPORTS).map((report) => (
            <li key={report.uuid}>
              <button
                type="button"
                onClick={() => onOpen(report.uuid)}
                className="flex w-full items-baseline gap-1.5 rounded px-1 py-0.5 text-left hover:bg-neutral-100"
              >
                <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: report.colour }} />
                <span className="min-w-0">
                  <span className="block truncate">
                    <span className="font-semibold">{report.label}</span> · {report.trailTitle}
                  </span>
                  {report.seen && <span className="block text-grey">{report.seen}</span>}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConditionKey />
    </section>
  );
}

/** How many of the newest reports in view the legend lists. */
const LEGEND_REPORTS = 5;

/** Under an overlay drawn from imported data: each source with its count and date, or that there is none yet. */
function ImportedData({ overlay, imports }: { overlay: OverlayId; imports: readonly MapImport[] | null }) {
  const { t, plural, locale } = useT();
  const noneYet = noDataYet(t)[overlay];
  if (!imports || !noneYet) return null;
  const sources = imports.filter((entry) => entry.layer === overlay);
  if (sources.length === 0) return <p className="ml-6 text-xs text-grey">{noneYet}</p>;
  return (
    <ul aria-label={t("{layer} data", { layer: overlayLabels(t)[overlay] })} className="ml-6 text-xs text-grey">
      {sources.map((entry) => (
        <li key={entry.source}>
          {t("{source}: {features}, imported {date}", {
            source: entry.source,
            features:
              overlay === "roads"
                ? plural(entry.features, "{count} road", "{count} roads")
                : plural(entry.features, "{count} area", "{count} areas"),
            date: formatDay(entry.imported_at, locale),
          })}
        </li>
      ))}
    </ul>
  );
}

export function PublicLandsLegend({ className, hasData }: { className?: string; hasData: boolean }) {
  const { t } = useT();
  const agencyLabels: Record<string, string> = {
    USFS: t("Forest Service (USFS)"),
    BLM: t("Bureau of Land Management"),
    NPS: t("National Park Service"),
    STATE: t("State land"),
  };
  return (
    <div className={cx("rounded-lg bg-white/95 p-3 text-xs text-dark-grey shadow-md ring-1 ring-black/10", className)}>
      <p className="mb-1 font-bold">{t("Public lands")}</p>
      {!hasData && <p className="mb-1 max-w-48 text-grey">{noDataYet(t)["public-lands"]}</p>}
      <ul className="space-y-0.5">
        {[
          ...LAND_AGENCIES.map(({ key, label, color }) => ({ label: agencyLabels[key] ?? label, color })),
          { label: t("Other public land"), color: OTHER_LAND_COLOR },
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
