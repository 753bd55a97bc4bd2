// The trip planner (ADR 0083): the quickest route through given points on the imported roads open
// to the trip's vehicle class on every day of its dates, with the published trails it drives along
// and what to watch for on them. Where none is open, the answer names the road that closes the way
// and why. Each process builds the network from the roads once per roads version (each import moves
// the version), so every process routes on what the database holds.
import { PROFILE_SAMPLES, elevationProfile } from "../../../shared/geo/elevation-profile";
import { densified, lineLengthMetres } from "../../../shared/geo/geometry";
import { legalityOf, tripMonthDays, type Legality } from "../../../shared/domain/route-legality";
import { refusalText } from "../../../shared/domain/route-plan-refusals";
import { translator } from "../../../shared/i18n/translator";
import type { NoLegalRoute, RoutePlan, RoutePlanRequest } from "../../../shared/contracts/route-plans.contract";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import { BusyError, HttpError } from "../../http/errors";
import type { ServiceDeps } from "../../services";
import { createMapFeaturesRepository } from "../map/map-features.repository";
import type { RateLimiter } from "../rate-limit/rate-limit.service";
import { createFreshRead } from "../search/fresh-read";
import { createGarageRepository } from "../garage/garage.repository";
import { toVehicle } from "../garage/garage.service";
import { createLandAndRoadSpatial } from "../map/spatial";
import { publicLandExits } from "./public-land-exits";
import { createNetworkBuilder, type RoadNetwork } from "./road-network";
import { createRoutePlansRepository } from "./route-plans.repository";
import { edgesOf, quickestLeg, stretchesOf, type Leg } from "./plan-legs";
import { boxAround, nearestRoadPoint, partOf, type LonLat, type RoadPoint } from "./road-points";
import { SearchTooLargeError } from "./route-search";
import { heightsAlong } from "./route-heights";
import { groundHeightsAt } from "../terrain/terrain-heights";
import { createTerrainRepository } from "../terrain/terrain.repository";
import { rigWarnings, trailsOnRoute, type ReaderRig } from "./trails-on-route";

/** How far a point may be from the nearest road it starts from or passes. */
const SNAP_METRES = 2_000;
/** How much farther than the nearest road an open road may be and still be the road a point means. */
const SAME_PLACE_METRES = 100;
/** What driving a closed road costs when looking for the road that closes the way: a week. */
const CLOSED_ROAD_SECONDS = 7 * 24 * 3600;
/** The closest the profile reads the ground: about the spacing of the finest elevation model's samples. */
const MIN_PROFILE_GAP_METRES = 30;
/** Plans a reader may ask for in a minute: each can search a large part of the network. */
const PLANS_PER_MINUTE = 30;

/** A plan that cannot be made legally: answered 422 with the road that closes the way. */
export class NoLegalRouteError extends HttpError {
  constructor(readonly body: NoLegalRoute) {
    super(422, body.code, body.detail);
  }

  override toJSON(): NoLegalRoute {
    return this.body;
  }
}

export function createRoutePlansService({
  db,
  reads,
  rateLimiter,
}: Pick<ServiceDeps, "db" | "reads"> & { rateLimiter: RateLimiter }) {
  const repository = createRoutePlansRepository(reads);
  const garage = createGarageRepository(db);
  const spatial = createLandAndRoadSpatial(reads);
  const terrain = createTerrainRepository(reads);
  const mapFeatures = createMapFeaturesRepository(reads);
  const roadsVersion = createFreshRead(() => mapFeatures.layerVersion("roads"));
  let built: { version: number; network: Promise<RoadNetwork> } | null = null;

  async function buildNetwork(): Promise<RoadNetwork> {
    const builder = createNetworkBuilder();
    for await (const page of repository.networkRoads()) page.forEach((road) => builder.add(road));
    return builder.finish();
  }

  async function currentNetwork(): Promise<RoadNetwork> {
    const version = await roadsVersion();
    if (built?.version !== version) {
      const network = buildNetwork();
      built = { version, network };
      // A failed build is not kept: the next plan tries again.
      network.catch(() => {
        if (built?.network === network) built = null;
      });
    }
    return built.network;
  }

  return {
    async plan(reader: UserClaims, request: RoutePlanRequest): Promise<RoutePlan> {
      await rateLimiter.hit(`route-plans:${reader.id}`, PLANS_PER_MINUTE, 60);
      const network = await currentNetwork();
      const nearby = await Promise.all(request.points.map((position) => repository.roadsInBox(boxAround(position, SNAP_METRES))));
      const onAnyRoad = request.points.map((position, index) => {
        const point = nearestRoadPoint(network, nearby[index]!, position, SNAP_METRES);
        if (point === null) throw noLegalRoute({ refusal: "no_road_near", points: [index + 1], blocking: null });
        return point;
      });
      const tripDays = tripMonthDays(request.start_date, request.end_date);
      const legality = network.designations.map((designation) =>
        legalityOf(designation, request.vehicle_class, tripDays, { allowUndesignated: request.allow_undesignated }),
      );
      const isLegal = (edge: number) => legality[network.edgeDesignation[edge]!]!.open;
      const legalSeconds = (edge: number) => (isLegal(edge) ? network.edgeSeconds[edge]! : Infinity);
      // A point meets the nearest road, or one the trip may drive about as near (a click at a
      // junction, or beside an open road that a closed one runs next to). Otherwise the nearest
      // road, closed, says what closes the way.
      const onLegalRoad = request.points.map((position, index) => {
        const nearest = onAnyRoad[index]!;
        const within = nearest.metresAway + SAME_PLACE_METRES;
        return isLegal(nearest.edge) ? nearest : nearestRoadPoint(network, nearby[index]!, position, within, isLegal);
      });

      const legs: Leg[] = [];
      try {
        for (let leg = 1; leg < request.points.length; leg += 1) {
          const [from, to] = [onLegalRoad[leg - 1], onLegalRoad[leg]];
          const found = from && to && quickestLeg(network, from, to, legalSeconds);
          if (!found) throw await closedWay(network, onAnyRoad[leg - 1]!, onAnyRoad[leg]!, leg, legality);
          legs.push(found);
        }
      } catch (error) {
        if (error instanceof SearchTooLargeError) throw tooFarToSearch();
        throw error;
      }
      return assemble(network, legs, legality, await rigOf(reader));
    },
  };

  /** The reader's primary rig, read at each plan so a garage edit counts at once. */
  async function rigOf(reader: UserClaims): Promise<ReaderRig | null> {
    const row = await garage.findPrimaryVehicle(reader.id);
    return row && { measurements: toVehicle(row), units: reader.units };
  }

  /**
   * Why no legal way joins two points: the closed road on the way that drives as few closed roads
   * as it can (each costs a week), so a closure with an open way round it is never the one named.
   */
  async function closedWay(network: RoadNetwork, from: RoadPoint, to: RoadPoint, leg: number, legality: Legality[]) {
    const points = [leg, leg + 1];
    const isClosed = (edge: number) => !legality[network.edgeDesignation[edge]!]!.open;
    const unrestricted = quickestLeg(
      network,
      from,
      to,
      (edge) => network.edgeSeconds[edge]! + (isClosed(edge) ? CLOSED_ROAD_SECONDS : 0),
    );
    const closedEdge = unrestricted ? edgesOf(network, unrestricted).find(isClosed) : undefined;
    if (closedEdge === undefined) {
      return noLegalRoute({ refusal: "no_road_between", points, blocking: null });
    }
    const closure = legality[network.edgeDesignation[closedEdge]!]!;
    const [road] = await repository.roadsByIds([network.edgeRoad[closedEdge]!]);
    if (!road || closure.open) return roadsChanged();
    return noLegalRoute({
      refusal: "road_closed",
      points,
      blocking: {
        road_id: road.id,
        name: road.name,
        reason: closure.reason,
        vehicles: [...(road.designation.vehicles ?? [])],
        geometry: { type: "LineString", coordinates: partOf(road.geometry, network.edgePart[closedEdge]!) },
      },
    });
  }

  /** The route's line, its roads in the order driven, and its length and time, leg by leg. */
  async function assemble(network: RoadNetwork, legs: Leg[], legality: Legality[], rig: ReaderRig | null): Promise<RoutePlan> {
    const roadIds = new Set(legs.flatMap((leg) => edgesOf(network, leg).map((edge) => network.edgeRoad[edge]!)));
    const roadsById = new Map((await repository.roadsByIds([...roadIds])).map((road) => [road.id, road]));
    const roadOf = (edge: number) => {
      const road = roadsById.get(network.edgeRoad[edge]!);
      if (!road) throw roadsChanged();
      return road;
    };
    const stretches = legs.flatMap((leg) =>
      stretchesOf(network, leg, (edge) => partOf(roadOf(edge).geometry, network.edgePart[edge]!)),
    );
    const coordinates: LonLat[] = [];
    const roads: RoutePlan["properties"]["roads"] = [];
    for (const { edge, line, metres } of stretches) {
      const road = roadOf(edge);
      // Each stretch starts where the one before ended.
      coordinates.push(...(coordinates.length > 0 ? line.slice(1) : line));
      const previous = roads.at(-1);
      // A road's segments, cut at each junction, read as one road.
      if (previous?.name === road.name) {
        previous.distance_m += metres;
        continue;
      }
      const designated = legality[network.edgeDesignation[edge]!]!;
      roads.push({
        road_id: road.id,
        name: road.name,
        surface: road.surface,
        distance_m: metres,
        vehicles: [...(road.designation.vehicles ?? [])],
        designated: designated.open && designated.designated,
      });
    }
    // Points that all meet the road at one place drive nothing: the line is that place.
    if (coordinates.length < 2) coordinates.push(legs[0]!.from.position, legs.at(-1)!.to.position);
    // The profile reads the ground at least twice per sample it draws, however far apart the road's points.
    const profileLine = densified(
      coordinates,
      Math.max(MIN_PROFILE_GAP_METRES, lineLengthMetres(coordinates) / (2 * PROFILE_SAMPLES)),
    );
    const [lands, trailsDriven, groundHeights] = await Promise.all([
      spatial.publicLandAreasCrossedBy({ type: "LineString", coordinates }),
      trailsOnRoute(repository, coordinates, rig),
      groundHeightsAt(terrain, profileLine),
    ]);
    const trails = trailsDriven.map(({ trail }) => trail);
    const profile = elevationProfile([
      heightsAlong(
        profileLine,
        groundHeights,
        trailsDriven.map(({ line }) => line),
      ),
    ]);
    return {
      type: "Feature",
      geometry: { type: "LineString", coordinates },
      properties: {
        distance_m: Math.round(legs.reduce((sum, way) => sum + way.metres, 0)),
        duration_s: Math.round(legs.reduce((sum, way) => sum + way.seconds, 0)),
        legs: legs.map((way) => ({ distance_m: Math.round(way.metres), duration_s: Math.round(way.seconds) })),
        roads: roads.map((road) => ({ ...road, distance_m: Math.round(road.distance_m) })),
        public_lands: lands.map(({ agency, unit, name }) => ({ agency, unit, name })),
        leaves_public_land: publicLandExits(coordinates, lands),
        elevation_profile: profile,
        trails,
        warnings: [
          ...roads
            .filter((road) => !road.designated)
            .map((road) => `${road.name} has no designated vehicle use: check it locally before you drive it.`),
          ...rigWarnings(trails),
        ],
      },
    };
  }
}

/** A search gave up at its limit: the reader can help it with a point on the way. */
const tooFarToSearch = () => noLegalRoute({ refusal: "search_limit", points: [], blocking: null });

/** A road of the network was gone from the database: an import replaced it while this plan was made. */
const roadsChanged = () => new BusyError(1, "The roads were just updated. Please plan again.");

function noLegalRoute(facts: Omit<NoLegalRoute, "detail" | "code">): NoLegalRouteError {
  return new NoLegalRouteError({ detail: refusalText(facts, inEnglish.t), code: "no_legal_route", ...facts });
}

const inEnglish = translator("en", null);
