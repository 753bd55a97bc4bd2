// The guide's waypoints as a list (issue "Authoring" point 4): everything the map does with them —
// add, place, reorder, name, type, notes — and photos of saved waypoints, by keyboard and screen
// reader. The map is one way to place them; this list is the other.
import { ArrowDown, ArrowUp, ChevronDown, Trash2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { EditorPhoto, GuideKind } from "../../../shared/contracts/guide-editor.contract";
import { WAYPOINT_TYPES, WAYPOINT_TYPE_LABELS, type WaypointType } from "../../../shared/domain/guide-editing";
import type { Position } from "../../../shared/geo/geometry";
import { Button } from "../../components/ui/button";
import { cx } from "../../components/ui/class-names";
import { Field, controlClassName } from "../../components/ui/field";
import type { FieldErrors } from "../../lib/field-errors";
import { newWaypointKey, type FormWaypoint } from "./editor-form";
import { moveItem } from "./line-edits";
import { IconButton, PhotoManager } from "./photo-manager";

const RichTextEditor = lazy(() => import("./rich-text-editor").then((module) => ({ default: module.RichTextEditor })));

/** A waypoint added from the list starts at the trailhead; the editor then types or drags its place. */
export function newWaypointAt(line: readonly Position[], count: number): FormWaypoint {
  const [longitude, latitude] = line[0] ?? [0, 0];
  return {
    key: newWaypointKey(),
    name: `Waypoint ${count + 1}`,
    waypoint_type: "junction",
    latitude,
    longitude,
    description: "",
    photos: [],
  };
}

interface WaypointListProps {
  kind: GuideKind;
  guideId: number;
  waypoints: readonly FormWaypoint[];
  line: readonly Position[];
  errors: FieldErrors;
  onChange: (waypoints: FormWaypoint[]) => void;
}

export function WaypointList({ kind, guideId, waypoints, line, errors, onChange }: WaypointListProps) {
  function add() {
    const added = newWaypointAt(line, waypoints.length);
    onChange([...waypoints, added]);
    // The new row opens; focus goes to its name.
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-waypoint-name="${added.key}"]`)?.focus());
  }

  return (
    <div className="space-y-3">
      {waypoints.length === 0 && (
        <p className="text-sm text-grey">No waypoints yet. Add one here or click the map in “Add waypoints” mode.</p>
      )}
      <ol className="space-y-3" aria-label="Waypoints">
        {waypoints.map((waypoint, index) => (
          <WaypointRow
            key={waypoint.key}
            kind={kind}
            guideId={guideId}
            waypoint={waypoint}
            index={index}
            count={waypoints.length}
            errors={errors}
            onChange={(patch) => onChange(waypoints.map((item, at) => (at === index ? { ...item, ...patch } : item)))}
            onMove={(step) => onChange(moveItem(waypoints, index, step))}
            onRemove={() => onChange(waypoints.filter((_, at) => at !== index))}
          />
        ))}
      </ol>
      <Button variant="secondary" size="sm" onClick={add}>
        Add a waypoint
      </Button>
    </div>
  );
}

interface WaypointRowProps {
  kind: GuideKind;
  guideId: number;
  waypoint: FormWaypoint;
  index: number;
  count: number;
  errors: FieldErrors;
  onChange: (patch: Partial<FormWaypoint>) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

/** One waypoint: a button that opens its fields (only an open row builds its notes editor). */
function WaypointRow({ kind, guideId, waypoint, index, count, errors, onChange, onMove, onRemove }: WaypointRowProps) {
  const [isOpen, setIsOpen] = useState(waypoint.id === undefined);
  const isShown = isOpen || hasErrorAt(errors, index);
  const number = index + 1;
  return (
    <li className="rounded-lg border border-grey/20 bg-white">
      <h3>
        <button
          type="button"
          aria-expanded={isShown}
          aria-controls={`${waypoint.key}-fields`}
          onClick={() => setIsOpen(!isShown)}
          className="flex w-full items-center gap-3 p-3 text-left font-semibold"
        >
          <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-dark-grey text-xs text-white tabular-nums">
            {number}
          </span>
          <span className="min-w-0 flex-1 truncate">{waypoint.name || "Unnamed waypoint"}</span>
          <span className="text-sm font-normal text-grey">{WAYPOINT_TYPE_LABELS[waypoint.waypoint_type]}</span>
          <ChevronDown aria-hidden="true" className={cx("size-4 shrink-0 transition-transform", isShown && "rotate-180")} />
        </button>
      </h3>
      {isShown && (
        <div id={`${waypoint.key}-fields`} className="space-y-4 border-t border-grey/10 p-3">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Name" error={errors[`waypoints.${index}.name`]}>
              {(control) => (
                <input
                  {...control}
                  data-waypoint-name={waypoint.key}
                  value={waypoint.name}
                  onChange={(event) => onChange({ name: event.target.value })}
                  className={controlClassName(Boolean(errors[`waypoints.${index}.name`]))}
                />
              )}
            </Field>
            <Field label="Type" error={errors[`waypoints.${index}.waypoint_type`]}>
              {(control) => (
                <select
                  {...control}
                  value={waypoint.waypoint_type}
                  onChange={(event) => onChange({ waypoint_type: event.target.value as WaypointType })}
                  className={controlClassName(false)}
                >
                  {WAYPOINT_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {WAYPOINT_TYPE_LABELS[type]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <CoordinateField
              label="Latitude"
              value={waypoint.latitude}
              error={errors[`waypoints.${index}.latitude`]}
              onChange={(latitude) => onChange({ latitude })}
            />
            <CoordinateField
              label="Longitude"
              value={waypoint.longitude}
              error={errors[`waypoints.${index}.longitude`]}
              onChange={(longitude) => onChange({ longitude })}
            />
          </div>
          <Suspense fallback={<p className="text-sm text-grey">Loading the notes editor…</p>}>
            <RichTextEditor
              label="Notes"
              isCompact
              value={waypoint.description}
              error={errors[`waypoints.${index}.description`]}
              onChange={(description) => onChange({ description })}
            />
          </Suspense>
          {waypoint.id === undefined ? (
            <p className="text-sm text-grey">Save the guide to add photos to this waypoint.</p>
          ) : (
            <PhotoManager
              kind={kind}
              guideId={guideId}
              photos={waypoint.photos}
              waypoint={{ id: waypoint.id, name: waypoint.name }}
              onPhotosChange={(photos: EditorPhoto[]) => onChange({ photos })}
            />
          )}
          <div className="flex flex-wrap gap-2">
            <IconButton label={`Move waypoint ${number} up`} disabled={index === 0} onPress={() => onMove(-1)}>
              <ArrowUp aria-hidden="true" className="size-4" />
            </IconButton>
            <IconButton label={`Move waypoint ${number} down`} disabled={index === count - 1} onPress={() => onMove(1)}>
              <ArrowDown aria-hidden="true" className="size-4" />
            </IconButton>
            <IconButton label={`Remove waypoint ${number}`} onPress={onRemove}>
              <Trash2 aria-hidden="true" className="size-4" />
            </IconButton>
          </div>
        </div>
      )}
    </li>
  );
}

const hasErrorAt = (errors: FieldErrors, index: number) =>
  Object.keys(errors).some((path) => path.startsWith(`waypoints.${index}.`) && errors[path]);

function CoordinateField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: number;
  error?: string;
  onChange: (value: number) => void;
}) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <input
          {...control}
          type="number"
          step="0.00001"
          inputMode="decimal"
          defaultValue={value}
          // Re-read when the point is dragged on the map.
          key={value}
          onBlur={(event) => {
            const typed = event.target.valueAsNumber;
            if (Number.isFinite(typed) && typed !== value) onChange(typed);
          }}
          className={controlClassName(Boolean(error))}
        />
      )}
    </Field>
  );
}
