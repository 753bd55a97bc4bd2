// The guide's waypoints as a list (issue "Authoring" point 4): everything the map does with them —
// add, place, reorder, name, type, notes — and photos of saved waypoints, by keyboard and screen
// reader. The map is one way to place them; this list is the other.
import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { lazy, Suspense } from "react";
import type { EditorPhoto, GuideKind } from "../../../shared/contracts/guide-editor.contract";
import { WAYPOINT_TYPES, WAYPOINT_TYPE_LABELS, type WaypointType } from "../../../shared/domain/guide-editing";
import type { Position } from "../../../shared/domain/geometry";
import { Button } from "../../components/ui/button";
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
  const change = (index: number, patch: Partial<FormWaypoint>) =>
    onChange(waypoints.map((waypoint, at) => (at === index ? { ...waypoint, ...patch } : waypoint)));

  function add() {
    const added = newWaypointAt(line, waypoints.length);
    onChange([...waypoints, added]);
    // The new row opens; focus goes to its name.
    requestAnimationFrame(() => document.getElementById(`${added.key}-name`)?.focus());
  }

  return (
    <div className="space-y-3">
      {waypoints.length === 0 && (
        <p className="text-sm text-grey">No waypoints yet. Add one here or click the map in “Add waypoints” mode.</p>
      )}
      <ol className="space-y-3" aria-label="Waypoints">
        {waypoints.map((waypoint, index) => (
          <li key={waypoint.key} className="rounded-lg border border-grey/20 bg-white">
            <details open={waypoint.id === undefined || hasErrorAt(errors, index)}>
              <summary className="flex cursor-pointer items-center gap-3 p-3 font-semibold">
                <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-dark-grey text-xs text-white tabular-nums">
                  {index + 1}
                </span>
                <span className="min-w-0 flex-1 truncate">{waypoint.name || "Unnamed waypoint"}</span>
                <span className="text-sm font-normal text-grey">{WAYPOINT_TYPE_LABELS[waypoint.waypoint_type]}</span>
              </summary>
              <div className="space-y-4 border-t border-grey/10 p-3">
                <div className="grid gap-4 sm:grid-cols-2">
                  <Field label="Name" error={errors[`waypoints.${index}.name`]}>
                    {(control) => (
                      <input
                        {...control}
                        id={`${waypoint.key}-name`}
                        value={waypoint.name}
                        onChange={(event) => change(index, { name: event.target.value })}
                        className={controlClassName(Boolean(errors[`waypoints.${index}.name`]))}
                      />
                    )}
                  </Field>
                  <Field label="Type" error={errors[`waypoints.${index}.waypoint_type`]}>
                    {(control) => (
                      <select
                        {...control}
                        value={waypoint.waypoint_type}
                        onChange={(event) => change(index, { waypoint_type: event.target.value as WaypointType })}
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
                    onChange={(latitude) => change(index, { latitude })}
                  />
                  <CoordinateField
                    label="Longitude"
                    value={waypoint.longitude}
                    error={errors[`waypoints.${index}.longitude`]}
                    onChange={(longitude) => change(index, { longitude })}
                  />
                </div>
                <Suspense fallback={<p className="text-sm text-grey">Loading the notes editor…</p>}>
                  <RichTextEditor
                    label="Notes"
                    isCompact
                    value={waypoint.description}
                    error={errors[`waypoints.${index}.description`]}
                    onChange={(description) => change(index, { description })}
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
                    onPhotosChange={(photos: EditorPhoto[]) => change(index, { photos })}
                  />
                )}
                <div className="flex flex-wrap gap-2">
                  <IconButton
                    label={`Move waypoint ${index + 1} up`}
                    disabled={index === 0}
                    onPress={() => onChange(moveItem(waypoints, index, -1))}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </IconButton>
                  <IconButton
                    label={`Move waypoint ${index + 1} down`}
                    disabled={index === waypoints.length - 1}
                    onPress={() => onChange(moveItem(waypoints, index, 1))}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </IconButton>
                  <IconButton
                    label={`Remove waypoint ${index + 1}`}
                    onPress={() => onChange(waypoints.filter((_, at) => at !== index))}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </IconButton>
                </div>
              </div>
            </details>
          </li>
        ))}
      </ol>
      <Button variant="secondary" size="sm" onClick={add}>
        Add a waypoint
      </Button>
    </div>
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
