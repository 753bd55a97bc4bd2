// Finding trails: whether they fit the reader's rig, content types, difficulty range, length, state,
// points of concern, rating and the two programme flags. Every change applies at once (map and list
// follow); Reset clears all.
import { useId } from "react";
import { DIFFICULTY_LEVELS, POINTS_OF_CONCERN, difficultyProps, type PointOfConcern } from "../../../shared/domain/difficulty";
import {
  DEFAULT_MAP_FILTERS,
  MAP_GUIDE_KINDS,
  TECHNICAL_RATING_RANGE,
  type MapFilters,
  type MapGuideKind,
} from "../../../shared/domain/map-filters";
import { groupStatesForMenu, type MenuState } from "../../../shared/domain/states-menu";
import { Button } from "../../components/ui/button";
import { vehicleName } from "../../components/garage/garage-client";
import { RigFilterNote } from "../../components/garage/rig-filter-note";
import type { RigFilterState } from "./use-rig-filter";
import { useT } from "../../lib/i18n";
import type { Translator } from "../../../shared/i18n/translator";

const kindLabels = (t: Translator["t"]): Record<MapGuideKind, string> => ({
  trails: t("Trails"),
  "scout-routes": t("Scout Routes"),
  "orv-parks": t("ORV Parks"),
});

const RATINGS = Array.from({ length: TECHNICAL_RATING_RANGE[1] }, (_, index) => index + 1);
const MIN_RATINGS = [4.5, 4, 3, 2, 1];

interface FiltersPanelProps {
  filters: MapFilters;
  states: readonly MenuState[];
  onChange: (filters: MapFilters) => void;
  rig: RigFilterState;
  /** Where Log In brings a visitor back to. */
  returnTo: string;
  garageHref: string;
}

const toggle = <T,>(values: readonly T[], value: T, isOn: boolean): T[] =>
  isOn ? [...values, value] : values.filter((item) => item !== value);

const fieldsetClass = "space-y-2";
const legendClass = "mb-2 text-sm font-bold text-dark-grey";
const inputClass = "min-h-10 w-full rounded-lg border border-grey/30 bg-white px-3 text-sm text-dark-grey";
const checkboxRowClass = "flex min-h-8 items-center gap-2 text-sm text-dark-grey";
const checkboxClass = "size-4 accent-[#2d7a1c]";

function parseMiles(value: string): number | null {
  if (value.trim() === "") return null;
  const miles = Number(value);
  return Number.isFinite(miles) && miles >= 0 ? miles : null;
}

export function FiltersPanel({ filters, states, onChange, rig, returnTo, garageHref }: FiltersPanelProps) {
  const { t } = useT();
  const set = (patch: Partial<MapFilters>) => onChange({ ...filters, ...patch });
  // Visitors and free readers see the filter, unavailable, with the way to it; a paid reader with
  // no rig yet may still turn it on and is told to add one. The same readers see every trail's
  // points of concern; others those of preview trails (ADR 0041).
  const isRigFilterOffered = rig.status !== "unavailable" || rig.reason === "add-rig";

  return (
    <form className="space-y-6 px-4 pb-6" onSubmit={(event) => event.preventDefault()} aria-label={t("Map filters")}>
      <RigFilter
        filters={filters}
        set={set}
        isOffered={isRigFilterOffered}
        rig={rig}
        returnTo={returnTo}
        garageHref={garageHref}
      />

      <KindsFilter filters={filters} set={set} />

      <DifficultyFilter filters={filters} set={set} />

      <LengthFilter filters={filters} set={set} />

      <StateAndRatingFilters filters={filters} set={set} states={states} />

      <ConcernsFilter filters={filters} set={set} seesEveryConcern={isRigFilterOffered} />

      <ProgrammesFilter filters={filters} set={set} />

      <Button variant="secondary" size="sm" className="w-full" onClick={() => onChange(DEFAULT_MAP_FILTERS)}>
        {t("Reset filters")}
      </Button>
    </form>
  );
}

interface RigFilterProps extends Pick<FiltersPanelProps, "rig" | "returnTo" | "garageHref"> {
  /** Offered to paid readers, and to those with no rig yet; shown unavailable to the others. */
  isOffered: boolean;
}

interface FilterProps {
  filters: MapFilters;
  set: (patch: Partial<MapFilters>) => void;
}

function RigFilter({ filters, set, isOffered, rig, returnTo, garageHref }: FilterProps & RigFilterProps) {
  const id = useId();
  const { t } = useT();
  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>{t("Your rig")}</legend>
      <label className={checkboxRowClass}>
        <input
          type="checkbox"
          className={checkboxClass}
          checked={filters.fitsMyRig && isOffered}
          disabled={!isOffered}
          aria-describedby={`${id}-rig-hint`}
          onChange={(event) => set({ fitsMyRig: event.target.checked })}
        />
        {t("Fits my rig")}
      </label>
      {rig.status === "unavailable" ? (
        <RigFilterNote
          id={`${id}-rig-hint`}
          reason={rig.reason}
          returnTo={returnTo}
          garageHref={garageHref}
          className="text-xs text-grey"
        />
      ) : (
        <p id={`${id}-rig-hint`} className="text-xs text-grey">
          {rig.status === "ready"
            ? t("Hides trails not recommended for your {vehicle}; tight ones stay, marked in the list.", {
                vehicle: vehicleName(rig.filter.vehicle),
              })
            : rig.status === "failed"
              ? t("Your garage could not be read just now.")
              : t("Trails your primary rig can drive, from your garage.")}
        </p>
      )}
    </fieldset>
  );
}

function KindsFilter({ filters, set }: FilterProps) {
  const { t } = useT();
  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>{t("Show")}</legend>
      {MAP_GUIDE_KINDS.map((kind) => (
        <label key={kind} className={checkboxRowClass}>
          <input
            type="checkbox"
            className={checkboxClass}
            checked={filters.kinds.includes(kind)}
            // At least one type stays on: an empty map answers no question.
            disabled={filters.kinds.length === 1 && filters.kinds.includes(kind)}
            onChange={(event) =>
              set({ kinds: MAP_GUIDE_KINDS.filter((k) => toggle(filters.kinds, kind, event.target.checked).includes(k)) })
            }
          />
          {kindLabels(t)[kind]}
        </label>
      ))}
    </fieldset>
  );
}

function DifficultyFilter({ filters, set }: FilterProps) {
  const { t } = useT();
  const [minDifficulty, maxDifficulty] = filters.difficulty;
  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>{t("Difficulty")}</legend>
      <div aria-hidden="true" className="flex h-2 overflow-hidden rounded-full">
        {RATINGS.map((rating) => (
          <span
            key={rating}
            className="flex-1"
            style={{
              backgroundColor: difficultyProps(rating).color,
              opacity: rating >= minDifficulty && rating <= maxDifficulty ? 1 : 0.2,
            }}
          />
        ))}
      </div>
      <div className="grid grid-cols-2 gap-3">
        <label className="text-xs text-grey">
          {t("From")}
          <select
            className={inputClass}
            value={minDifficulty}
            onChange={(event) => {
              const min = Number(event.target.value);
              set({ difficulty: [min, Math.max(min, maxDifficulty)] });
            }}
          >
            {RATINGS.map((rating) => (
              <option key={rating} value={rating}>
                {rating} · {t(difficultyProps(rating).label)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-xs text-grey">
          {t("To")}
          <select
            className={inputClass}
            value={maxDifficulty}
            onChange={(event) => {
              const max = Number(event.target.value);
              set({ difficulty: [Math.min(minDifficulty, max), max] });
            }}
          >
            {RATINGS.map((rating) => (
              <option key={rating} value={rating}>
                {rating} · {t(difficultyProps(rating).label)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-grey">
        {DIFFICULTY_LEVELS.map((level) => (
          <span key={level.label} className="inline-flex items-center gap-1">
            <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: level.color }} />
            {level.min}-{level.max} {t(level.label)}
          </span>
        ))}
      </p>
    </fieldset>
  );
}

function LengthFilter({ filters, set }: FilterProps) {
  const { t } = useT();
  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>{t("Length (miles)")}</legend>
      <div className="grid grid-cols-2 gap-3">
        <label className="text-xs text-grey">
          {t("Min")}
          <input
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            className={inputClass}
            value={filters.minLengthMiles ?? ""}
            placeholder={t("Any")}
            onChange={(event) => {
              const min = parseMiles(event.target.value);
              // A minimum above the maximum drops the maximum rather than matching nothing.
              const isAboveMax = min != null && filters.maxLengthMiles != null && min > filters.maxLengthMiles;
              set({ minLengthMiles: min, maxLengthMiles: isAboveMax ? null : filters.maxLengthMiles });
            }}
          />
        </label>
        <label className="text-xs text-grey">
          {t("Max")}
          <input
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            className={inputClass}
            value={filters.maxLengthMiles ?? ""}
            placeholder={t("Any")}
            onChange={(event) => {
              const max = parseMiles(event.target.value);
              const isBelowMin = max != null && filters.minLengthMiles != null && max < filters.minLengthMiles;
              set({ maxLengthMiles: max, minLengthMiles: isBelowMin ? null : filters.minLengthMiles });
            }}
          />
        </label>
      </div>
    </fieldset>
  );
}

function StateAndRatingFilters({ filters, set, states }: FilterProps & Pick<FiltersPanelProps, "states">) {
  const { t, number } = useT();
  const stateGroups = groupStatesForMenu(states);
  return (
    <div className="grid grid-cols-2 gap-3">
      <label className="text-sm font-bold text-dark-grey">
        {t("State")}
        <select
          className={inputClass}
          value={filters.state ?? ""}
          onChange={(event) => set({ state: event.target.value || null })}
        >
          <option value="">{t("All states")}</option>
          {stateGroups.map((group) => (
            <optgroup key={group.label} label={t(group.label)}>
              {group.options.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.title}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <label className="text-sm font-bold text-dark-grey">
        {t("Rating")}
        <select
          className={inputClass}
          value={filters.minRating ?? ""}
          onChange={(event) => set({ minRating: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">{t("Any rating")}</option>
          {MIN_RATINGS.map((rating) => (
            <option key={rating} value={rating}>
              {t("{stars}+ stars", { stars: number(rating) })}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

function ConcernsFilter({ filters, set, seesEveryConcern }: FilterProps & { seesEveryConcern: boolean }) {
  const id = useId();
  const { t } = useT();
  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>{t("Points of concern")}</legend>
      <p id={`${id}-concerns-hint`} className="-mt-1 text-xs text-grey">
        {seesEveryConcern
          ? t("Guides that list any of the checked ones.")
          : t(
              "All-Access Preview trails that list any of the checked ones: the points of concern of every other trail are part of All-Access.",
            )}
      </p>
      <div className="grid grid-cols-1 gap-x-3 sm:grid-cols-2 md:grid-cols-1" aria-describedby={`${id}-concerns-hint`}>
        {POINTS_OF_CONCERN.map((concern) => (
          <label key={concern} className={checkboxRowClass}>
            <input
              type="checkbox"
              className={checkboxClass}
              checked={filters.concerns.includes(concern)}
              onChange={(event) =>
                set({
                  concerns: POINTS_OF_CONCERN.filter((c) =>
                    toggle<PointOfConcern>(filters.concerns, concern, event.target.checked).includes(c),
                  ),
                })
              }
            />
            {t(concern)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ProgrammesFilter({ filters, set }: FilterProps) {
  const { t } = useT();
  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>{t("Programmes")}</legend>
      <label className={checkboxRowClass}>
        <input
          type="checkbox"
          className={checkboxClass}
          checked={filters.previewOnly}
          onChange={(event) => set({ previewOnly: event.target.checked })}
        />
        {t("All-Access Preview only")}
      </label>
      <label className={checkboxRowClass}>
        <input
          type="checkbox"
          className={checkboxClass}
          checked={filters.badgeOfHonorOnly}
          onChange={(event) => set({ badgeOfHonorOnly: event.target.checked })}
        />
        {t("Badge of Honor only")}
      </label>
    </fieldset>
  );
}

/** How many filters differ from the defaults: the number on the Filters tab. */
export function countActiveFilters(filters: MapFilters): number {
  const defaults = DEFAULT_MAP_FILTERS;
  return [
    filters.kinds.length !== defaults.kinds.length,
    filters.difficulty[0] !== defaults.difficulty[0] || filters.difficulty[1] !== defaults.difficulty[1],
    filters.minLengthMiles != null || filters.maxLengthMiles != null,
    filters.state != null,
    filters.concerns.length > 0,
    filters.minRating != null,
    filters.previewOnly,
    filters.badgeOfHonorOnly,
    filters.fitsMyRig,
  ].filter(Boolean).length;
}
