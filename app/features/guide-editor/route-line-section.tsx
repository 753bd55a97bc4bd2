// The "Route line" section of the editor (issue "Authoring" point 4): the map with its tools, a
// GPX/KML upload that replaces the line, reverse, trim at a chosen point and a new trailhead. Every
// tool has a button; the trim point is chosen by number as well as on the map.
import { lazy, Suspense, useId, useState } from "react";
import { lineLengthMetres, type Position } from "../../../shared/geo/geometry";
import { METRES_PER_MILE } from "../../../shared/domain/formatters";
import { Button } from "../../components/ui/button";
import { cx } from "../../components/ui/class-names";
import { controlClassName } from "../../components/ui/field";
import { FILE_CONTROL_CLASSES } from "../../lib/photo-upload";
import { useMeasures } from "../../lib/session";
import { MIN_LINE_POINTS, moveTrailhead, reverseLine, trimLine, withElevations } from "./line-edits";
import { ROUTE_FILE_ACCEPT, RouteFileError, readRouteFile, type FileWaypoint } from "./route-file";
import type { MapTool, MapWaypoint } from "./route-map-editor";

const RouteMapEditor = lazy(() => import("./route-map-editor").then((module) => ({ default: module.RouteMapEditor })));

const TOOLS: { tool: MapTool; label: string; hint: string }[] = [
  { tool: "edit", label: "Edit points", hint: "Click the line, then drag its points; click a midpoint to add a point." },
  {
    tool: "draw-line",
    label: "Draw a new line",
    hint: "Click point by point from the trailhead; click the last point again to finish.",
  },
  { tool: "add-waypoint", label: "Add waypoints", hint: "Click the map to add a waypoint; drag it to move it." },
  { tool: "move-trailhead", label: "Move the trailhead", hint: "Click the map where the route starts." },
  { tool: "pick-point", label: "Choose a point", hint: "Click the line near the point to trim at." },
];

interface RouteLineSectionProps {
  title: string;
  line: Position[];
  waypoints: readonly MapWaypoint[];
  error?: string;
  onLineChange: (line: Position[]) => void;
  onWaypointAdd: (waypoint: MapWaypoint) => void;
  onWaypointMove: (waypoint: MapWaypoint) => void;
  /** A file's waypoints, offered with its line; null when the section only draws a line. */
  onFileWaypoints: ((waypoints: FileWaypoint[]) => void) | null;
}

export function RouteLineSection(props: RouteLineSectionProps) {
  const { title, line, waypoints, error, onLineChange, onFileWaypoints } = props;
  const id = useId();
  const measure = useMeasures();
  const [tool, setTool] = useState<MapTool>(line.length === 0 ? "draw-line" : "edit");
  const [chosenPoint, setChosenPoint] = useState<number | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [fileNote, setFileNote] = useState<string | null>(null);
  const current = TOOLS.find((candidate) => candidate.tool === tool)!;

  function replaceLine(next: Position[]) {
    setChosenPoint(null);
    onLineChange(next);
  }

  async function readFile(file: File) {
    setFileProblem(null);
    setFileNote(null);
    try {
      const route = await readRouteFile(file);
      replaceLine(route.line);
      if (onFileWaypoints && route.waypoints.length > 0) onFileWaypoints(route.waypoints);
      setFileNote(
        `The line from ${file.name} replaced the route (${route.line.length} points` +
          (onFileWaypoints && route.waypoints.length > 0 ? `, ${route.waypoints.length} waypoints added).` : ")."),
      );
      setTool("edit");
    } catch (problem) {
      setFileProblem(problem instanceof RouteFileError ? problem.message : "This file could not be read.");
    }
  }

  function trim(side: "before" | "after") {
    if (chosenPoint === null) return;
    const trimmed = trimLine(line, chosenPoint, side);
    if (trimmed) replaceLine(trimmed);
  }

  return (
    <div className="space-y-4">
      <MapToolPicker tool={tool} onChoose={setTool} />
      <p id={`${id}-hint`} className="text-sm text-grey" aria-live="polite">
        {current.hint}
      </p>
      <Suspense fallback={<div className="h-[60vh] min-h-80 w-full rounded-xl bg-[#efe9dc] md:h-[32rem]" />}>
        <RouteMapEditor
          label={`Map of ${title || "the route"}: ${current.label.toLowerCase()}`}
          line={line}
          waypoints={waypoints}
          tool={tool}
          chosenPoint={chosenPoint}
          onLineChange={(edited) => onLineChange(withElevations(edited, line))}
          onWaypointAdd={props.onWaypointAdd}
          onWaypointMove={props.onWaypointMove}
          onTrailheadMove={(longitude, latitude) => onLineChange(moveTrailhead(line, longitude, latitude))}
          onPointPick={setChosenPoint}
        />
      </Suspense>
      <p className="text-sm text-grey tabular-nums" data-testid="route-line-summary">
        {line.length < MIN_LINE_POINTS
          ? "No line yet."
          : `${line.length} points, ${measure.distance(lineLengthMetres(line) / METRES_PER_MILE)}. The first point is the trailhead.`}
      </p>
      {error && <p className="text-sm font-medium text-brand-red">{error}</p>}

      <div className="grid gap-4 md:grid-cols-2">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-file`} className="block text-sm font-semibold">
            Upload GPX/KML
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept={ROUTE_FILE_ACCEPT}
            aria-describedby={`${id}-file-hint`}
            className={FILE_CONTROL_CLASSES}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void readFile(file);
            }}
          />
          <p id={`${id}-file-hint`} className="text-sm text-grey">
            The file’s first track or line replaces the route.
          </p>
          {fileProblem && (
            <p role="alert" className="text-sm font-medium text-brand-red">
              {fileProblem}
            </p>
          )}
          {fileNote && (
            <p role="status" className="text-sm text-grey">
              {fileNote}
            </p>
          )}
        </div>
        <div className="space-y-2">
          <span className="block text-sm font-semibold">Change the line</span>
          <div className="flex flex-wrap items-end gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={line.length < MIN_LINE_POINTS}
              onClick={() => replaceLine(reverseLine(line))}
            >
              Reverse direction
            </Button>
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <div>
              <label htmlFor={`${id}-point`} className="block text-xs font-semibold text-grey">
                {`Trim at point (1–${Math.max(line.length, 1)})`}
              </label>
              <input
                id={`${id}-point`}
                type="number"
                min={1}
                max={line.length}
                value={chosenPoint === null ? "" : chosenPoint + 1}
                onChange={(event) => {
                  const typed = event.target.valueAsNumber;
                  setChosenPoint(Number.isInteger(typed) && typed >= 1 && typed <= line.length ? typed - 1 : null);
                }}
                className={controlClassName(false, "h-9 w-28 text-sm")}
              />
            </div>
            <Button
              variant="secondary"
              size="sm"
              disabled={chosenPoint === null || trimLine(line, chosenPoint, "before") === null}
              onClick={() => trim("before")}
            >
              Remove points before
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={chosenPoint === null || trimLine(line, chosenPoint, "after") === null}
              onClick={() => trim("after")}
            >
              Remove points after
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}

/** The map's tools, one pressed at a time. */
function MapToolPicker({ tool, onChoose }: { tool: MapTool; onChoose: (tool: MapTool) => void }) {
  return (
    <div role="group" aria-label="Map tools" className="flex flex-wrap gap-2">
      {TOOLS.map((candidate) => (
        <button
          key={candidate.tool}
          type="button"
          aria-pressed={tool === candidate.tool}
          onClick={() => onChoose(candidate.tool)}
          className={cx(
            "min-h-9 rounded-full border px-3 text-sm font-semibold",
            tool === candidate.tool ? "border-dark-grey bg-dark-grey text-white" : "border-grey/30 bg-white hover:bg-neutral-50",
          )}
        >
          {candidate.label}
        </button>
      ))}
    </div>
  );
}
