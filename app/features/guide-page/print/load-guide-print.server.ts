// What the printed guide loads (ADR 0063): the guide in the reader's shape and, for a reader who may
// read it in full, everything a sheet of paper carries worked out on the server in the reader's
// units: the overview map and elevation profile as SVG shapes, the waypoint table with distances
// along the line, the points of concern explained, the way to the trailhead and a QR code back.
// A reader who may not read the guide gets what its page gives them: a visitor signs in, a free
// reader lands on the paywall. Words and dates are the sheet's to write in the page's language (ADR
// 0064): the data says what is true, and the guide's address is the page in that language.
import { redirect, type AppLoadContext } from "react-router";
import type { ScoutRoute, ScoutRouteFull } from "../../../../shared/contracts/scout-route.contract";
import type { Trail, TrailFull } from "../../../../shared/contracts/trail.contract";
import { concernDescription } from "../../../../shared/domain/concern-descriptions";
import { formatTechnicalRating } from "../../../../shared/domain/difficulty";
import { elevationRange } from "../../../../shared/geo/elevation-profile";
import { METRES_PER_MILE } from "../../../../shared/domain/formatters";
import { DEFAULT_LOCALE, localizedUrl } from "../../../../shared/domain/locales";
import { waypointLegs } from "../../../../shared/geo/along-line";
import { measures, type Measures } from "../../../../shared/domain/units";
import { printMapShape, type AreaGeometry, type PrintMapShape } from "../../../../shared/map/print-map";
import { pageNotFound } from "../../../lib/page-not-found";
import { orPageNotFound } from "../../../lib/service-errors.server";
import { loginPathReturningTo } from "../../../lib/session";
import { guideElevation } from "../guide-elevation";
import { publicLandLabel } from "../public-lands";
import { parseGuideId } from "../route-param";
import { directionsUrl, scoutRouteCanonicalUrl, scoutRoutePath, trailCanonicalUrl, trailPath } from "../share-links";
import { formatCoordinates, orderWaypoints } from "../waypoints";
import { formatDms } from "./coordinates";
import { printProfileShape, type PrintProfileShape } from "./print-profile";
import { qrCodeShape, type QrCodeShape } from "./qr-code.server";

export type PrintKind = "trail" | "scout-route";

interface LoadArgs {
  request: Request;
  context: AppLoadContext;
  params: { id?: string; country?: string; slug?: string };
}

export interface PrintedWaypoint {
  number: number;
  name: string;
  type: string;
  coordinates: string;
  dms: string;
  fromStart: string;
  fromPrevious: string;
  /** Sanitized by the guide service (spec §5). */
  notesHtml: string;
}

export interface PrintedPlace {
  coordinates: string;
  dms: string;
  directionsUrl: string;
}

/** The key facts; the sheet writes their words. */
export interface PrintedFacts {
  /** The difficulty's label as the guide service names it ("Severe"). */
  difficulty: string;
  /** "6-8", for a trail that has a technical rating. */
  technicalRating: string | null;
  length: string;
  /** "open", "caution", "closed" or "impassable", as the guide service names it. */
  status: string;
  /** When the status was reported (ISO 8601), if it was. */
  statusReportedAt: string | null;
  roadCondition: string | null;
  /** A trail's season (null when not listed); scout routes have none. */
  season?: string | null;
  permitLink: string | null;
}

export interface GuidePrintData {
  kind: PrintKind;
  title: string;
  /** The guide's page, where the Print page leads back to (unprefixed: links keep the page's language). */
  guidePath: string;
  /** The guide's page in the sheet's language, which the QR code opens. */
  canonicalUrl: string;
  place: { state: string; nearestTown: string; county: string | null };
  facts: PrintedFacts;
  /** The day of the edition the sheet prints (YYYY-MM-DD), when the guide has one. */
  edition: string | null;
  elevation: { gain: string; loss: string; lowest: string; highest: string; profile: PrintProfileShape } | null;
  map: PrintMapShape;
  publicLands: string[];
  waypoints: PrintedWaypoint[];
  concerns: { name: string; description: string | null }[] | null;
  /** Sanitized by the guide service (spec §5). */
  descriptionHtml: string;
  trailhead: PrintedPlace;
  trailEnd: PrintedPlace;
  qrCode: QrCodeShape;
}

/** Distances on the sheet: hundredths, as the guide's own length is shown. */
const legDistance = (metres: number, measure: Measures) => measure.distance(metres / METRES_PER_MILE, 2);

const isArea = (geometry: { type: string }): geometry is AreaGeometry =>
  geometry.type === "Polygon" || geometry.type === "MultiPolygon";

function printedPlace([longitude, latitude]: readonly [number, number, ...number[]]): PrintedPlace {
  return {
    coordinates: formatCoordinates(latitude, longitude),
    dms: formatDms(latitude, longitude),
    directionsUrl: directionsUrl([longitude, latitude]),
  };
}

/** The guide for a reader who may read it in full; the paywall's answer to anyone else. */
async function readableGuide(kind: PrintKind, id: number, { request, context }: LoadArgs): Promise<TrailFull | ScoutRouteFull> {
  const { services, user } = context;
  const guide: Trail | ScoutRoute = await orPageNotFound<Trail | ScoutRoute>(
    request,
    kind === "trail" ? services.guides.getTrail(id, user) : services.guides.getScoutRoute(id, user),
  );
  if (guide.access === "full") return guide;
  const { pathname, search } = new URL(request.url);
  if (!user) throw redirect(loginPathReturningTo(pathname + search));
  throw redirect(kind === "trail" ? trailPath(guide) : scoutRoutePath(guide));
}

export async function loadGuidePrint(kind: PrintKind, args: LoadArgs): Promise<GuidePrintData> {
  const { request, context, params } = args;
  const id = parseGuideId(params.id);
  if (id == null) throw pageNotFound(request);
  const guide = await readableGuide(kind, id, args);
  const guidePath = kind === "trail" ? trailPath(guide) : scoutRoutePath(guide);
  // The sheet has one address, under the guide's own place: the short form and other spellings move there for good.
  if (params.country !== guide.state.country_code || params.slug !== guide.state.slug) {
    throw redirect(`${guidePath}/print`, 301);
  }

  const { services, user, publicUrl, locale = DEFAULT_LOCALE } = context;
  const measure = measures(user?.units ?? "imperial", locale);
  const lands = await services.map.listCrossedPublicLandAreas(kind, id, user).catch(() => []);
  const line = guide.geojson.coordinates;
  const waypoints = "waypoints" in guide ? orderWaypoints(guide.waypoints) : [];
  const legs = waypointLegs(line, waypoints);
  const elevation = guideElevation(line);
  const canonicalUrl = localizedUrl(
    kind === "trail" ? trailCanonicalUrl(publicUrl, guide) : scoutRouteCanonicalUrl(publicUrl, guide),
    locale,
  );
  const rating =
    "technical_rating_low" in guide ? formatTechnicalRating(guide.technical_rating_low, guide.technical_rating_high) : null;
  const edition = guide.new_edition_date ?? guide.last_published_date ?? guide.original_publish_date;

  const facts: PrintedFacts = {
    difficulty: guide.difficulty_props.label,
    technicalRating: rating,
    length: measure.distance(guide.length, 2),
    status: guide.status,
    statusReportedAt: guide.status_reported_at,
    roadCondition: guide.road_condition,
    ...("season" in guide ? { season: guide.season } : {}),
    permitLink: guide.permit_information_link,
  };

  return {
    kind,
    title: guide.title,
    guidePath,
    canonicalUrl,
    place: { state: guide.state.title, nearestTown: guide.nearest_town_name, county: guide.county_name },
    facts,
    edition: edition ? edition.slice(0, 10) : null,
    elevation: elevation && {
      gain: measure.elevation(elevation.gainMetres),
      loss: measure.elevation(elevation.lossMetres),
      lowest: measure.elevation(elevationRange(elevation.profile).lowest),
      highest: measure.elevation(elevationRange(elevation.profile).highest),
      profile: printProfileShape(elevation.profile, measure),
    },
    map: printMapShape(line, guide.bounds, measure, {
      markers: waypoints,
      areas: lands.map((land) => land.geometry).filter(isArea),
    }),
    publicLands: lands.map(publicLandLabel),
    waypoints: waypoints.map((waypoint, index) => ({
      number: index + 1,
      name: waypoint.name,
      type: waypoint.waypoint_type,
      coordinates: formatCoordinates(waypoint.latitude, waypoint.longitude),
      dms: formatDms(waypoint.latitude, waypoint.longitude),
      fromStart: legDistance(legs[index]!.fromStart, measure),
      fromPrevious: legDistance(legs[index]!.fromPrevious, measure),
      notesHtml: waypoint.description_html,
    })),
    concerns:
      "points_of_concern" in guide
        ? guide.points_of_concern.map((name) => ({ name, description: concernDescription(name) }))
        : null,
    descriptionHtml: "description_html" in guide ? guide.description_html : guide.route_description,
    trailhead: printedPlace(line[0]!),
    trailEnd: printedPlace(line.at(-1)!),
    qrCode: qrCodeShape(canonicalUrl),
  };
}
