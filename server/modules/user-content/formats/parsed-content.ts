// What a reader makes of one uploaded file, before anything is stored.
import type { Position } from "../../../../shared/domain/geometry";

export type ImportFormat = "gpx" | "kml" | "geojson";

export interface ParsedTrack {
  name: string;
  notes: string;
  /** Segments of at least one point each; the track as a whole has at least two. */
  segments: Position[][];
}

export interface ParsedWaypoint {
  name: string;
  notes: string;
  latitude: number;
  longitude: number;
  elevation: number | null;
  /** The symbol the file names (GPX <sym>, a GeoJSON "icon"), kept when it is one of ours. */
  symbol: string;
}

export interface ParsedContent {
  format: ImportFormat;
  tracks: ParsedTrack[];
  waypoints: ParsedWaypoint[];
}

/** A file that cannot be imported; the message says why, without the file name (the caller adds it). */
export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImportFileError";
  }
}

const isLongitude = (value: number) => Number.isFinite(value) && value >= -180 && value <= 180;
const isLatitude = (value: number) => Number.isFinite(value) && value >= -90 && value <= 90;

export function isValidLngLat(longitude: number, latitude: number): boolean {
  return isLongitude(longitude) && isLatitude(latitude);
}

/** Keeps tracks with at least two points, dropping empty segments. */
export function keepDrawableTracks(tracks: ParsedTrack[]): ParsedTrack[] {
  return tracks
    .map((track) => ({ ...track, segments: track.segments.filter((segment) => segment.length > 0) }))
    .filter((track) => track.segments.reduce((count, segment) => count + segment.length, 0) >= 2);
}

export function requireSomething(content: ParsedContent): ParsedContent {
  if (content.tracks.length === 0 && content.waypoints.length === 0) {
    throw new ImportFileError("no tracks, routes or waypoints with coordinates found");
  }
  return content;
}
