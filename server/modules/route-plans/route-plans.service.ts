// The trip planner (ADR 0083): the quickest route through given points on the imported roads open
// to the trip's vehicle class on every day of its dates, with the published trails it drives along
// and what to watch for on them. Where none is open, the answer names the road that closes the way
// and why. Each process builds the network from the roads once per roads version (each import moves
// the version), so every process routes on what the database holds.
import { elevationProfile } from "../../../shared/domain/elevation-profile";
import { legalityOf, tripMonthDays, type Legality } from "../../../shared/domain/route-legality";
import type { NoLegalRoute, RoutePlan, RoutePlanRequest } from "../../../shared/contracts/route-plans.contract";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import { BusyError, HttpError } from "../../http/errors";
import type { ServiceDeps } from "../../services";
import type { MapGeometry } from "../../db/schema";
import { createMapFeaturesRepository } from "../map/map-features.repository";
import type { RateLimiter } from "../rate-limit/rate-limit.service";
import { createFreshRead } from "../search/fresh-read";
import { createGarageRepository } from "../garage/garage.repository";
import { toVehicle } from "../garage/garage.service";
import { createLandAndRoadSpatial } from "../map/spatial";
import { publicLandExits } from "./public-land-exits";
import { createNetworkBuilder, type RoadNetwork } from "./road-network";
import { createRoutePlansRepository } from "./route-plans.repository";
import { quickestWay, SearchTooLargeError, type FoundWay } from "./route-search";
import { heightsAlong } from "./route-heights";
import { rigWarnings, trailsOnRoute, type ReaderRig } from "./trails-on-route";

/** How far a point may be from the nearest road end it starts from or passes. */
const SNAP_METRES = 2_000;
/** What driving a closed road costs when looking for the road that closes the way: a week. */
const CLOSED_ROAD_SECONDS = 7 * 24 * 3600;
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
      const nodes = request.points.map(([longitude, latitude], index) => {
        const node = network.nearestNode(longitude, latitude, SNAP_METRES);
        if (node === null) throw noLegalRoute(`No road within 2 km of point ${index + 1}.`, null);
        return node;
      });
      const tripDays = tripMonthDays(request.start_date, request.end_date);
      const legality = network.designations.map((designation) =>
        legalityOf(designation, request.vehicle_class, tripDays, { allowUndesignated: request.allow_undesignated }),
      );
      const legalSeconds = (edge: number) =>
        legality[network.edgeDesignation[edge]!]!.open ? network.edgeSeconds[edge]! : Infinity;

      const legs = [];
      try {
        for (let leg = 1; leg < nodes.length; leg += 1) {
          const way = quickestWay(network, nodes[leg - 1]!, nodes[leg]!, legalSeconds);
          if (!way) throw await closedWay(network, nodes[leg - 1]!, nodes[leg]!, leg, legality);
          legs.push(way);
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
  async function closedWay(network: RoadNetwork, from: number, to: number, leg: number, legality: Legality[]) {
    const between = `point ${leg} and point ${leg + 1}`;
    const unrestricted = quickestWay(
      network,
      from,
      to,
      (edge) => network.edgeSeconds[edge]! + (legality[network.edgeDesignation[edge]!]!.open ? 0 : CLOSED_ROAD_SECONDS),
    );
    const closedEdge = unrestricted?.entries
      .map((entry) => network.entryEdge[entry]!)
      .find((edge) => !legality[network.edgeDesignation[edge]!]!.open);
    if (closedEdge === undefined) return noLegalRoute(`No road joins ${between}.`, null);
    const closure = legality[network.edgeDesignation[closedEdge]!]!;
    const [road] = await repository.roadsByIds([network.edgeRoad[closedEdge]!]);
    if (!road || closure.open) return roadsChanged();
    return noLegalRoute(
      `No road open to this vehicle on these dates joins ${between}: ${road.name} ${CLOSED_BECAUSE[closure.reason]}.`,
      {
        road_id: road.id,
        name: road.name,
        reason: closure.reason,
        vehicles: [...(road.designation.vehicles ?? [])],
        geometry: { type: "LineString", coordinates: partOf(road.geometry, network.edgePart[closedEdge]!) },
      },
    );
  }

  /** The route's line, its roads in the order driven, and its length and time, leg by leg. */
  async function assemble(
    network: RoadNetwork,
    legs: FoundWay[],
    legality: Legality[],
    rig: ReaderRig | null,
  ): Promise<RoutePlan> {
    const edgesDriven = legs.flatMap((way) => way.entries.map((entry) => ({ entry, edge: network.entryEdge[entry]! })));
    const found = await repository.roadsByIds([...new Set(edgesDriven.map(({ edge }) => network.edgeRoad[edge]!))]);
    const roadsById = new Map(found.map((road) => [road.id, road]));
    const coordinates: LonLat[] = [];
    const roads: RoutePlan["properties"]["roads"] = [];
    for (const { entry, edge } of edgesDriven) {
      const road = roadsById.get(network.edgeRoad[edge]!);
      if (!road) throw roadsChanged();
      const line = partOf(road.geometry, network.edgePart[edge]!);
      const driven = network.entryForward[entry] ? line : [...line].reverse();
      // Each stretch starts where the one before ended.
      coordinates.push(...(coordinates.length > 0 ? driven.slice(1) : driven));
      const metres = network.edgeMetres[edge]!;
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
    const [lands, trailsDriven] = await Promise.all([
      spatial.publicLandAreasCrossedBy({ type: "LineString", coordinates }),
      trailsOnRoute(repository, coordinates, rig),
    ]);
    const trails = trailsDriven.map(({ trail }) => trail);
    const profile = elevationProfile([
      heightsAlong(
        coordinates,
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

/** How a closure reads after a road's name. */
const CLOSED_BECAUSE: Record<Exclude<Legality, { open: true }>["reason"], string> = {
  vehicle: "is not open to this vehicle class",
  dates: "is closed on some of these dates",
  undesignated: "has no designated vehicle use",
};

/** A search gave up at its limit: the reader can help it with a point on the way. */
const tooFarToSearch = () =>
  noLegalRoute("No route was found within the planner's reach: add a point on the way, or plan the trip in parts.", null);

/** A road of the network was gone from the database: an import replaced it while this plan was made. */
const roadsChanged = () => new BusyError(1, "The roads were just updated. Please plan again.");

function noLegalRoute(detail: string, blocking: NoLegalRoute["blocking"]): NoLegalRouteError {
  return new NoLegalRouteError({ detail, code: "no_legal_route", blocking });
}

type LonLat = [number, number];

/** One line of a road's geometry, as [longitude, latitude] (imports keep no heights). */
function partOf(geometry: MapGeometry, part: number): LonLat[] {
  const line =
    geometry.type === "LineString" ? geometry.coordinates : geometry.type === "MultiLineString" ? geometry.coordinates[part] : [];
  return (line ?? []).map(([longitude, latitude]) => [longitude!, latitude!]);
}
