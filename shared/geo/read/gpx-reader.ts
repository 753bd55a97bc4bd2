// Reads GPX 1.0 and 1.1 in one streaming pass (saxes, a strict XML parser that knows its line), so a
// 100,000-point track takes a fraction of a second: tracks keep their segments, routes become
// one-segment tracks, waypoints stay waypoints. A DOM parser with @tmcw/togeojson took about 5 s on
// such a file (docs/decisions/0012-my-content.md).
import { SaxesParser, type SaxesTagPlain } from "saxes";
import type { Position } from "../geometry";
import {
  ImportFileError,
  isValidLngLat,
  normalizedTime,
  keepDrawableTracks,
  requireSomething,
  type ParsedContent,
  type ParsedTrack,
  type ParsedWaypoint,
} from "./parsed-content";
import { localName, xmlSyntaxError } from "./xml-errors";

type TextField = "name" | "desc" | "cmt" | "sym" | "ele" | "time";
const ITEM_TEXT_FIELDS = new Set(["name", "desc", "cmt", "sym"]);
const POINTS = new Set(["trkpt", "rtept", "wpt"]);

interface OpenItem {
  name: string;
  desc: string;
  cmt: string;
  sym: string;
}

export function readGpx(text: string): ParsedContent {
  const parser = new SaxesParser<{ xmlns: false; position: true }>({ xmlns: false, position: true });
  const stack: string[] = [];
  const tracks: ParsedTrack[] = [];
  const waypoints: ParsedWaypoint[] = [];

  let item: OpenItem | null = null;
  let segments: Position[][] = [];
  let segment: Position[] | null = null;
  let times: (string | null)[][] = [];
  let segmentTimes: (string | null)[] = [];
  let point: { longitude: number; latitude: number; elevation: number | null; time: string | null } | null = null;
  let capturing: TextField | null = null;
  /** The element saxes closed last: at a stray close tag it has just closed the one left open. */
  let lastClosed = "";
  let buffer = "";

  const fail = (message: string): never => {
    throw new ImportFileError(`line ${parser.line}: ${message}`);
  };

  function openPoint(tag: SaxesTagPlain, element: string) {
    const latitude = Number(tag.attributes.lat);
    const longitude = Number(tag.attributes.lon);
    if (tag.attributes.lat === undefined || tag.attributes.lon === undefined || !isValidLngLat(longitude, latitude)) {
      fail(`<${element}> needs lat between -90 and 90 and lon between -180 and 180`);
    }
    point = { longitude, latitude, elevation: null, time: null };
  }

  parser.on("opentag", (tag) => {
    const element = localName(tag.name);
    const parent = stack[stack.length - 1];
    const depth = stack.push(element);
    if (depth === 1) {
      if (element !== "gpx") fail(`the root element is <${element}>, not <gpx>`);
      return;
    }
    if (depth === 2) {
      if (element === "trk" || element === "rte" || element === "wpt") {
        item = { name: "", desc: "", cmt: "", sym: "" };
        segments = [];
        times = [];
        segment = element === "rte" ? [] : null;
        segmentTimes = [];
        if (element === "wpt") openPoint(tag, element);
      }
      return;
    }
    if (element === "trkseg" && parent === "trk") {
      segment = [];
      segmentTimes = [];
    } else if ((element === "trkpt" && parent === "trkseg") || (element === "rtept" && parent === "rte")) {
      openPoint(tag, element);
    } else if ((element === "ele" || element === "time") && parent !== undefined && POINTS.has(parent)) {
      capturing = element;
      buffer = "";
    } else if (depth === 3 && ITEM_TEXT_FIELDS.has(element)) {
      capturing = element as TextField;
      buffer = "";
    }
  });

  const onText = (chunk: string) => {
    if (capturing) buffer += chunk;
  };
  parser.on("text", onText);
  parser.on("cdata", onText);

  parser.on("closetag", (tag) => {
    const element = localName(tag.name);
    const depth = stack.length;
    stack.pop();
    lastClosed = element;
    if (capturing && element === capturing) {
      const value = buffer.trim();
      if (capturing === "ele") {
        const elevation = Number(value);
        if (point && value !== "" && Number.isFinite(elevation)) point.elevation = elevation;
      } else if (capturing === "time") {
        if (point) point.time = normalizedTime(value);
      } else if (item) {
        item[capturing] = value;
      }
      capturing = null;
      return;
    }
    if ((element === "trkpt" || element === "rtept") && point && segment) {
      const { longitude, latitude, elevation } = point;
      segment.push(elevation === null ? [longitude, latitude] : [longitude, latitude, elevation]);
      segmentTimes.push(point.time);
      point = null;
    } else if (element === "trkseg" && segment) {
      segments.push(segment);
      times.push(segmentTimes);
      segment = null;
    } else if (depth === 2 && item) {
      const notes = item.desc || item.cmt;
      if (element === "trk") tracks.push({ name: item.name, notes, segments, times });
      if (element === "rte" && segment) tracks.push({ name: item.name, notes, segments: [segment], times: [segmentTimes] });
      if (element === "wpt" && point) {
        const { longitude, latitude, elevation, time } = point;
        waypoints.push({ name: item.name, notes, longitude, latitude, elevation, symbol: item.sym, time });
      }
      item = null;
      point = null;
      segment = null;
    }
  });

  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    const isStrayCloseTag = error instanceof Error && error.message.includes("unexpected close tag");
    throw xmlSyntaxError(error, isStrayCloseTag && lastClosed ? `<${lastClosed}> was never closed` : undefined);
  }
  return requireSomething({ format: "gpx", tracks: keepDrawableTracks(tracks), waypoints });
}
