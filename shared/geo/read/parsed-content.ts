// What a reader makes of one uploaded file, before anything is stored.
import type { Position } from "../geometry";

export type ImportFormat = "gpx" | "kml" | "geojson";

export interface ParsedTrack {
  name: string;
  notes: string;
  /** Segments of at least one point each; the track as a whole has at least two. */
  segments: Position[][];
  /** When each point was recorded, in the segments' shape (ISO 8601, null where unknown); null when none has a time. */
  times: (string | null)[][] | null;
}

export interface ParsedWaypoint {
  name: string;
  notes: string;
  latitude: number;
  longitude: number;
  elevation: number | null;
  /** The symbol the file names (GPX <sym>, a GeoJSON "icon"), kept when it is one of ours. */
  symbol: string;
  /** When it was recorded (ISO 8601), if the file says. */
  time: string | null;
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

/** A time as the product stores it (ISO 8601 in UTC, milliseconds), or null when the text is no time. */
export function normalizedTime(text: unknown): string | null {
  if (typeof text !== "string" || text.trim() === "") return null;
  const time = Date.parse(text.trim());
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** The times when at least one point has one and they match the segments point for point; else null. */
export function timesOrNull(segments: readonly (readonly unknown[])[], times: readonly (readonly (string | null)[])[] | null) {
  if (!times || times.length !== segments.length) return null;
  if (times.some((part, index) => part.length !== segments[index]!.length)) return null;
  return times.some((part) => part.some((time) => time !== null)) ? times.map((part) => [...part]) : null;
}

/** Keeps tracks with at least two points, dropping empty segments (and their times). */
export function keepDrawableTracks(tracks: ParsedTrack[]): ParsedTrack[] {
  return tracks
    .map((track) => {
      const keep = track.segments.map((segment) => segment.length > 0);
      const segments = track.segments.filter((_, index) => keep[index]);
      const times = track.times && track.times.filter((_, index) => keep[index]);
      return { ...track, segments, times: timesOrNull(segments, times) };
    })
    .filter((track) => track.segments.reduce((count, segment) => count + segment.length, 0) >= 2);
}

export function requireSomething(content: ParsedContent): ParsedContent {
  if (content.tracks.length === 0 && content.waypoints.length === 0) {
    throw new ImportFileError("no tracks, routes or waypoints with coordinates found");
  }
  return content;
}
