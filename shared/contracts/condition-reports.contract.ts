// Shapes of the condition reports API (ADR 0060): a paid member reports what they found on a trail
// (multipart, with photos), readers of the trail's status read the recent ones, staff confirm or
// reject them, and the map reads the recent counting ones with a point.
import { z } from "zod";
import { CONDITION_REPORT_LIMITS } from "../domain/condition-reports";
import { TRAIL_STATUSES } from "../domain/difficulty";
import { CONDITION_REPORT_STATES, TRAIL_CONDITIONS } from "../domain/trail-conditions";
import { cmsListQuery, cmsPageSchema } from "./cms-list.contract";
import { decisionReasonSchema } from "./patrol.contract";
import { photoSchema } from "./photo.contract";
import { bboxSchema } from "./scout-route.contract";

const emptyAsUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);
const coordinate = (name: string, limit: number) =>
  z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: `The ${name} must be a number.` })
      .min(-limit, `The ${name} must be between -${limit} and ${limit}.`)
      .max(limit, `The ${name} must be between -${limit} and ${limit}.`)
      .optional(),
  );

export const CONDITION_MESSAGES = {
  condition: "Choose what you found: open, closed, snow, washout, mud, downed trees or other.",
  observedOn: "Enter the date you saw it.",
  pointWhole: "Give both the longitude and the latitude of the point, or neither.",
  pointFar: `Choose a point within ${CONDITION_REPORT_LIMITS.maxDistanceMetres} m of the trail.`,
  photos: `Add at most ${CONDITION_REPORT_LIMITS.photos} photos.`,
  notPaid: "Condition reports are part of All-Access membership.",
  notFound: "Condition report not found.",
  decided: "This report has already been decided.",
} as const;

/** The report as the form sends it (multipart text fields), beside its photos. */
export const conditionReportFieldsSchema = z
  .object({
    condition: z.enum(TRAIL_CONDITIONS, { error: CONDITION_MESSAGES.condition }),
    observed_on: z.iso.date({ error: CONDITION_MESSAGES.observedOn }),
    note: z.preprocess(
      (value) => value ?? "",
      z
        .string()
        .trim()
        .max(CONDITION_REPORT_LIMITS.note, `Keep the note to ${CONDITION_REPORT_LIMITS.note} characters or fewer.`),
    ),
    longitude: coordinate("longitude", 180),
    latitude: coordinate("latitude", 90),
    /** 0 to CONDITION_REPORT_LIMITS.photos files; checked as files by the route. */
    photos: z.unknown().optional(),
  })
  .refine((fields) => (fields.longitude === undefined) === (fields.latitude === undefined), {
    message: CONDITION_MESSAGES.pointWhole,
    path: ["latitude"],
  });
export type ConditionReportFields = Omit<z.infer<typeof conditionReportFieldsSchema>, "photos">;

export const conditionReporterSchema = z.object({
  name: z.string(),
  /** Staff, or enough confirmed reports: their reports count without waiting for staff. */
  is_trusted: z.boolean(),
  confirmed_count: z.number().int(),
});

export const conditionReportSchema = z.object({
  uuid: z.uuid(),
  trail: z.object({ id: z.number().int(), title: z.string(), href: z.string() }),
  condition: z.enum(TRAIL_CONDITIONS),
  /** The status the report gives the trail when it counts. */
  status: z.enum(TRAIL_STATUSES),
  observed_on: z.iso.date(),
  note: z.string(),
  /** [longitude, latitude] on the trail's line, or null. */
  point: z.tuple([z.number(), z.number()]).nullable(),
  photos: z.array(photoSchema),
  reporter: conditionReporterSchema,
  state: z.enum(CONDITION_REPORT_STATES),
  /** Confirmed (by staff, or made by a trusted reporter) and not expired: it sets the trail's status. */
  counts: z.boolean(),
  expires_at: z.iso.datetime({ offset: true }),
  created_at: z.iso.datetime({ offset: true }),
  decision: z.object({ reviewed_at: z.iso.datetime({ offset: true }), reason: z.string().nullable() }).nullable(),
});
export type ConditionReport = z.infer<typeof conditionReportSchema>;

export const recentConditionReportsSchema = z.object({
  trail: z.object({ status: z.enum(TRAIL_STATUSES), status_reported_at: z.iso.datetime({ offset: true }).nullable() }),
  results: z.array(conditionReportSchema),
});
export type RecentConditionReports = z.infer<typeof recentConditionReportsSchema>;

/** /admin/condition-reports: pending first, searched by trail or reporter. */
export const conditionReportListQuerySchema = cmsListQuery({
  sorts: ["created_at", "observed_on"],
  defaultOrder: "asc",
  filters: { state: z.enum(CONDITION_REPORT_STATES).default("pending") },
});
export type ConditionReportListQuery = z.infer<typeof conditionReportListQuerySchema>;

export const conditionReportListPageSchema = cmsPageSchema(conditionReportSchema.extend({ id: z.number().int() }));
export type ConditionReportListPage = z.infer<typeof conditionReportListPageSchema>;

export { decisionReasonSchema };

/** The map layer's area: only the reports inside the box ("west,south,east,north"), or everywhere without one. */
export const conditionReportMapQuerySchema = z.object({
  bbox: bboxSchema.optional().meta({ example: "-109.6,38.5,-109.4,38.7" }),
});
export type ConditionReportMapQuery = z.infer<typeof conditionReportMapQuerySchema>;

/** The map layer: recent counting reports with a point, as GeoJSON. */
export const conditionReportFeaturesSchema = z.object({
  type: z.literal("FeatureCollection"),
  features: z.array(
    z.object({
      type: z.literal("Feature"),
      geometry: z.object({ type: z.literal("Point"), coordinates: z.tuple([z.number(), z.number()]) }),
      properties: z.object({
        uuid: z.uuid(),
        condition: z.enum(TRAIL_CONDITIONS),
        observed_on: z.iso.date(),
        note: z.string(),
        trail_title: z.string(),
        trail_href: z.string(),
        reporter_name: z.string(),
      }),
    }),
  ),
});
export type ConditionReportFeatures = z.infer<typeof conditionReportFeaturesSchema>;
