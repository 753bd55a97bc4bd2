// Shapes of the trip planner's API (ADR 0083): the points, vehicle class and dates of a trip, the
// route on roads open to that vehicle on those dates, and why there is none when there is none.
import { z } from "zod";
import { lineLengthMetres } from "../geo/geometry";
import { PLANNER_VEHICLE_CLASSES } from "../domain/route-legality";
import { PLAN_REFUSALS } from "../domain/route-plan-refusals";
import { rigFitMarkSchema } from "./garage.contract";

/** Start, end and the points to pass on the way. */
export const MAX_ROUTE_POINTS = 10;
/** How far apart a plan's points may be, in a straight line from each to the next: about 500 miles. */
export const MAX_PLAN_STRAIGHT_KM = 800;
/** The longest trip a plan checks day by day. */
export const MAX_TRIP_DAYS = 31;

const position = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
const isoDate = z.iso.date({ error: "Dates are YYYY-MM-DD." });

export const routePlanRequestSchema = z
  .object({
    points: z
      .array(position)
      .min(2, { error: "A plan needs a start and an end." })
      .max(MAX_ROUTE_POINTS, { error: `A plan has at most ${MAX_ROUTE_POINTS} points.` })
      .refine((points) => lineLengthMetres(points) <= MAX_PLAN_STRAIGHT_KM * 1000, {
        error: `A plan's points are at most ${MAX_PLAN_STRAIGHT_KM} km apart in all, in a straight line: plan a longer trip in parts.`,
      }),
    vehicle_class: z.enum(PLANNER_VEHICLE_CLASSES, {
      error: `The vehicle class is one of ${PLANNER_VEHICLE_CLASSES.join(", ")}.`,
    }),
    start_date: isoDate,
    end_date: isoDate,
    /** Roads with no vehicle class designated: only when the reader says so, and marked. */
    allow_undesignated: z.boolean().default(false),
  })
  .refine((plan) => plan.end_date >= plan.start_date, { error: "The trip ends before it starts.", path: ["end_date"] })
  .refine((plan) => (Date.parse(plan.end_date) - Date.parse(plan.start_date)) / 86_400_000 < MAX_TRIP_DAYS, {
    error: `A trip is at most ${MAX_TRIP_DAYS} days.`,
    path: ["end_date"],
  });
export type RoutePlanRequest = z.infer<typeof routePlanRequestSchema>;

const vehicleDates = z.object({ vehicle: z.string(), dates: z.string() });

/** One road of the route, in the order driven: consecutive segments of one name are one (the first's id). */
export const routeRoadSchema = z.object({
  road_id: z.number().int(),
  name: z.string(),
  surface: z.string(),
  distance_m: z.number(),
  /** The classes open on it, with their dates, as the Motor Vehicle Use Map gives them. */
  vehicles: z.array(vehicleDates),
  /** False for a road with no designation, driven because the reader allowed those. */
  designated: z.boolean(),
});

/** A public land the route crosses. */
export const routeLandSchema = z.object({ agency: z.string(), unit: z.string(), name: z.string() });

/** Where the route passes off public land: from there on, stay on the road. */
export const landExitSchema = z.object({ position, distance_m: z.number() });

/** A published trail the route drives along: what to watch for on it, and how the reader's rig fares. */
export const routeTrailSchema = z.object({
  trail_id: z.number().int(),
  name: z.string(),
  href: z.string(),
  points_of_concern: z.array(z.string()),
  /** The trail's verdict for the reader's primary rig; null for a reader with no rig in the garage. */
  rig_fit: rigFitMarkSchema.nullable(),
});
export type RouteTrail = z.infer<typeof routeTrailSchema>;

export const routeLegSchema = z.object({ distance_m: z.number(), duration_s: z.number() });

export const routePlanSchema = z.object({
  type: z.literal("Feature"),
  geometry: z.object({ type: z.literal("LineString"), coordinates: z.array(position) }),
  properties: z.object({
    distance_m: z.number(),
    duration_s: z.number(),
    legs: z.array(routeLegSchema),
    roads: z.array(routeRoadSchema),
    /** The imported public lands the route crosses, in no order. */
    public_lands: z.array(routeLandSchema),
    leaves_public_land: z.array(landExitSchema),
    /**
     * [metres from the start, metres above sea level], in up to 200 samples, from the heights of the
     * trails on the way (imported roads carry none); null when the route drives no trail with heights.
     */
    elevation_profile: z.array(z.tuple([z.number(), z.number()])).nullable(),
    /** The published trails it drives along, in the order of their ids. */
    trails: z.array(routeTrailSchema),
    warnings: z.array(z.string()),
  }),
});
export type RoutePlan = z.infer<typeof routePlanSchema>;

/** The road that closes the way, and why: its vehicle classes, or its dates for this vehicle. */
export const blockingRoadSchema = z.object({
  road_id: z.number().int(),
  name: z.string(),
  reason: z.enum(["vehicle", "dates", "undesignated"]),
  vehicles: z.array(vehicleDates),
  /** Where it is: the road's line. */
  geometry: z.object({ type: z.literal("LineString"), coordinates: z.array(position) }),
});

export type BlockingRoad = z.infer<typeof blockingRoadSchema>;

export const noLegalRouteSchema = z.object({
  detail: z.string(),
  code: z.literal("no_legal_route"),
  /** Why, as the planner words it in the reader's language (shared/domain/route-plan-refusals.ts). */
  refusal: z.enum(PLAN_REFUSALS),
  /** The points it is about, numbered from 1: one with no road near, or the two a leg joins. */
  points: z.array(z.number().int()),
  /** Null when no road at all joins the points. */
  blocking: blockingRoadSchema.nullable(),
});
export type NoLegalRoute = z.infer<typeof noLegalRouteSchema>;
