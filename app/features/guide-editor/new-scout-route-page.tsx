// /scout-routes/new (issue "Authoring" point 7): a scout starts a route with a title and a state,
// then a GPX/KML file (read by the server, its waypoints kept) or a line drawn on the map. The new
// route is a draft of theirs; they continue in its editor.
import { lazy, Suspense, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import {
  newScoutRouteSchema,
  newScoutRouteUploadFieldsSchema,
  type NewScoutRouteCreated,
} from "../../../shared/contracts/guide-editor.contract";
import type { State } from "../../../shared/contracts/site.contract";
import type { Position } from "../../../shared/geo/geometry";
import type { StateMenuGroup } from "../../../shared/domain/states-menu";
import { Button } from "../../components/ui/button";
import { cx } from "../../components/ui/class-names";
import { Field, SelectField, TextField } from "../../components/ui/field";
import { StateOptions } from "../../components/ui/state-options";
import { useToast } from "../../components/ui/toast";
import { fieldErrorsFromApi, hasErrors, type FieldErrors } from "../../lib/field-errors";
import { FILE_CONTROL_CLASSES } from "../../lib/photo-upload";
import { failureMessage } from "../../lib/request-feedback";
import { editorApi } from "./editor-api";
import { fieldErrorsByPath } from "./editor-form";
import { ROUTE_FILE_ACCEPT } from "./route-file";
import type { MapTool } from "./route-map-editor";

const RouteMapEditor = lazy(() => import("./route-map-editor").then((module) => ({ default: module.RouteMapEditor })));

type Source = "upload" | "draw";

const SOURCES: { source: Source; label: string }[] = [
  { source: "upload", label: "Upload GPX/KML" },
  { source: "draw", label: "Draw on the map" },
];

export function NewScoutRoutePage({ stateGroups }: { stateGroups: StateMenuGroup<State>[] }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [title, setTitle] = useState("");
  const [stateCode, setStateCode] = useState("");
  const [source, setSource] = useState<Source>("upload");
  const [file, setFile] = useState<File | null>(null);
  const [line, setLine] = useState<Position[]>([]);
  const [tool, setTool] = useState<MapTool>("draw-line");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isCreating, setIsCreating] = useState(false);

  function check(): FieldErrors {
    if (source === "draw") {
      const result = newScoutRouteSchema.safeParse({
        title,
        state_code: stateCode,
        geojson: { type: "LineString", coordinates: line },
      });
      return result.success ? {} : fieldErrorsByPath(result.error);
    }
    const result = newScoutRouteUploadFieldsSchema.safeParse({ title, state_code: stateCode });
    const found = result.success ? {} : fieldErrorsByPath(result.error);
    return file ? found : { ...found, file: "Choose a GPX or KML file." };
  }

  async function create(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (hasErrors(found)) {
      requestAnimationFrame(() => document.querySelector<HTMLElement>('main [aria-invalid="true"]')?.focus());
      return;
    }
    setIsCreating(true);
    try {
      const created: NewScoutRouteCreated =
        source === "upload" && file
          ? await editorApi.createScoutRouteFromFile(title.trim(), stateCode, file)
          : await editorApi.createScoutRoute({
              title,
              state_code: stateCode,
              geojson: { type: "LineString", coordinates: line },
            });
      toast.show("Scout route created. Add its details next.");
      await navigate(created.edit_url);
    } catch (error) {
      const fromServer = fieldErrorsFromApi(error);
      setErrors(fromServer);
      if (!hasErrors(fromServer)) toast.show(failureMessage(error), "error");
      setIsCreating(false);
    }
  }

  const lineError = errors.geojson ?? errors["geojson.coordinates"];

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-6 md:px-6">
      <h1 className="text-2xl font-bold md:text-3xl">New scout route</h1>
      <form
        noValidate
        onSubmit={(event) => void create(event)}
        className="space-y-6 rounded-xl border border-grey/20 bg-white p-4 shadow-sm md:p-6"
      >
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label="Title" error={errors.title} value={title} onChange={(event) => setTitle(event.target.value)} />
          <SelectField
            label="State"
            error={errors.state_code}
            value={stateCode}
            onChange={(event) => setStateCode(event.target.value)}
          >
            <StateOptions groups={stateGroups} valueKey="code" />
          </SelectField>
        </div>
        <SourcePicker source={source} onChoose={setSource} />
        {source === "upload" ? (
          <Field
            label="GPX or KML file"
            error={errors.file}
            hint="Its first track or line is the route; its waypoints become the route's waypoints."
          >
            {(control) => (
              <input
                {...control}
                type="file"
                accept={ROUTE_FILE_ACCEPT}
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                className={FILE_CONTROL_CLASSES}
              />
            )}
          </Field>
        ) : (
          <div className="space-y-3">
            <p className="text-sm text-grey" aria-live="polite">
              {tool === "draw-line"
                ? "Click the map point by point from the trailhead; click the last point again to finish."
                : `${line.length} points drawn. Drag them to adjust, or draw again.`}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="secondary" aria-pressed={tool === "draw-line"} onClick={() => setTool("draw-line")}>
                Draw the line
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-pressed={tool === "edit"}
                disabled={line.length === 0}
                onClick={() => setTool("edit")}
              >
                Edit points
              </Button>
            </div>
            <Suspense fallback={<div className="h-[60vh] min-h-80 w-full rounded-xl bg-[#efe9dc] md:h-[32rem]" />}>
              <RouteMapEditor
                label="Map: draw the route"
                line={line}
                waypoints={[]}
                tool={tool}
                chosenPoint={null}
                onLineChange={(drawn) => {
                  setLine(drawn);
                  setTool("edit");
                }}
              />
            </Suspense>
            {lineError && <p className="text-sm font-medium text-brand-red">{lineError}</p>}
          </div>
        )}
        <Button type="submit" disabled={isCreating}>
          {isCreating ? "Creating…" : "Create scout route"}
        </Button>
      </form>
    </div>
  );
}

/** Where the route comes from: a file or a line drawn on the map. */
function SourcePicker({ source, onChoose }: { source: Source; onChoose: (source: Source) => void }) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold">The route</legend>
      <div className="flex flex-wrap gap-2">
        {SOURCES.map((option) => (
          <label
            key={option.source}
            className={cx(
              "flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-blue",
              source === option.source ? "border-dark-grey bg-dark-grey text-white" : "border-grey/30 bg-white",
            )}
          >
            <input
              type="radio"
              name="route-source"
              value={option.source}
              checked={source === option.source}
              onChange={() => onChoose(option.source)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
