// The plan's points in order, lettered as on the map, each movable up or down and removable; and the
// ways to add one without a pointer: the map's centre, a place found by search, or coordinates typed in.
import { ArrowDown, ArrowUp, Crosshair, X } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { controlClassName } from "../../../components/ui/field";
import { useT } from "../../../lib/i18n";
import { PlanPlaceSearch } from "./plan-place-search";
import { pointLetter } from "./trip-plan-layers";
import type { TripPlanState } from "./use-trip-plan";

/** "39.5, -106.05" (latitude first, as people write it), or null. */
export function parseCoordinates(text: string): [number, number] | null {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*[, ]\s*(-?\d+(?:\.\d+)?)\s*$/.exec(text);
  if (!match) return null;
  const [latitude, longitude] = [Number(match[1]), Number(match[2])];
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? [longitude, latitude] : null;
}

const iconButton =
  "inline-flex size-9 items-center justify-center rounded-full text-dark-grey hover:bg-neutral-100 disabled:opacity-30";

interface PlanPointListProps {
  trip: TripPlanState;
  /** The map's centre, or null before the map has loaded. */
  mapCentre: () => [number, number] | null;
}

export function PlanPointList({ trip, mapCentre }: PlanPointListProps) {
  const { t } = useT();
  const [typed, setTyped] = useState("");
  const [typedError, setTypedError] = useState<string | null>(null);
  const { points } = trip;
  const roleOf = (index: number) => (index === 0 ? t("Start") : index === points.length - 1 ? t("End") : t("Via"));

  const addTyped = (event: FormEvent) => {
    event.preventDefault();
    const position = parseCoordinates(typed);
    if (!position) {
      setTypedError(t("Enter a latitude and longitude, such as 39.55, -106.05."));
      return;
    }
    trip.add(position);
    setTyped("");
    setTypedError(null);
  };

  return (
    <div className="space-y-3">
      {points.length > 0 && (
        <ol aria-label={t("Points of the trip")} className="divide-y divide-grey/15 rounded-lg ring-1 ring-grey/20">
          {points.map((point, index) => (
            <li key={point.key} className="flex items-center gap-2 px-2 py-1.5">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-dark-grey text-xs font-bold text-white"
              >
                {pointLetter(index)}
              </span>
              <span className="min-w-0 flex-1 text-sm">
                <span className="font-semibold">{roleOf(index)}</span>{" "}
                <span className="text-grey tabular-nums">
                  {point.position[1].toFixed(4)}, {point.position[0].toFixed(4)}
                </span>
              </span>
              <button
                type="button"
                className={iconButton}
                disabled={index === 0}
                aria-label={t("Move point {letter} up", { letter: pointLetter(index) })}
                onClick={() => trip.reorder(index, index - 1)}
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                className={iconButton}
                disabled={index === points.length - 1}
                aria-label={t("Move point {letter} down", { letter: pointLetter(index) })}
                onClick={() => trip.reorder(index, index + 1)}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                className={iconButton}
                aria-label={t("Remove point {letter}", { letter: pointLetter(index) })}
                onClick={() => trip.remove(index)}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={trip.isFull}
          onClick={() => {
            const centre = mapCentre();
            if (centre) trip.add(centre);
          }}
        >
          <Crosshair aria-hidden="true" className="size-4" />
          {t("Add the map's centre")}
        </Button>
        <Button variant="secondary" size="sm" onClick={trip.undo} disabled={!trip.canUndo}>
          {t("Undo")}
        </Button>
        <Button variant="secondary" size="sm" onClick={trip.clear} disabled={points.length === 0}>
          {t("Clear")}
        </Button>
      </div>
      <PlanPlaceSearch onAdd={trip.add} disabled={trip.isFull} />
      <form onSubmit={addTyped} noValidate className="space-y-1.5">
        <label htmlFor="trip-coordinates" className="block text-sm font-semibold text-dark-grey">
          {t("Add a point by coordinates")}
        </label>
        <div className="flex gap-2">
          <input
            id="trip-coordinates"
            className={controlClassName(typedError !== null, "h-10")}
            placeholder="39.55, -106.05"
            value={typed}
            aria-invalid={typedError ? true : undefined}
            aria-describedby={typedError ? "trip-coordinates-error" : undefined}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit" size="sm" disabled={trip.isFull}>
            {t("Add")}
          </Button>
        </div>
        {typedError && (
          <p id="trip-coordinates-error" className="text-sm text-brand-red">
            {typedError}
          </p>
        )}
      </form>
    </div>
  );
}
