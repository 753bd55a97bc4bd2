// A new scout route from a GPX or KML file (or GeoJSON): the first track or route is the line, in
// the order it was driven, and the file's waypoints become the route's (ADR 0042).
import { GUIDE_EDIT_LIMITS as LIMITS } from "../../../shared/domain/guide-editing";
import type { Position } from "../../../shared/geo/geometry";
import { badRequest } from "../../http/errors";
import { ImportFileError } from "../../../shared/geo/read/parsed-content";
import { readContentFile } from "../../../shared/geo/read/read-file";
import { waypointFromFile } from "./guide-editing.service";

const fileError = (message: string) => badRequest("Some fields are not valid.", { file: [message] });

export async function routeFromFile(form: { title: string; state_code: string; file?: unknown }) {
  if (!(form.file instanceof File)) throw fileError("Attach a GPX or KML file.");
  let content;
  try {
    content = readContentFile(new Uint8Array(await form.file.arrayBuffer()));
  } catch (error) {
    if (error instanceof ImportFileError) throw fileError(`This file cannot be read: ${error.message}.`);
    throw error;
  }
  const [track] = content.tracks;
  if (!track) throw fileError("This file has no track or route to start from. Draw the route instead.");
  const coordinates: Position[] = track.segments.flat();
  if (coordinates.length > LIMITS.linePoints.max) {
    throw fileError(
      `The track has ${coordinates.length.toLocaleString("en-US")} points; use at most ${LIMITS.linePoints.max.toLocaleString("en-US")}.`,
    );
  }
  if (content.waypoints.length > LIMITS.waypoints.max) {
    throw fileError(`The file has ${content.waypoints.length} waypoints; a route takes at most ${LIMITS.waypoints.max}.`);
  }
  return {
    title: form.title,
    stateCode: form.state_code,
    coordinates,
    waypoints: content.waypoints.map(waypointFromFile),
  };
}
