// Shapes of the GPS partner API (ADR 0057): linking an account through the partner's OAuth 2.0
// authorization, the link's status, and sending a trail, scout route or track to it as GPX.
import { z } from "zod";

export const GPS_UPLOAD_ITEM_TYPES = ["trails", "scout-routes", "tracks"] as const;
export type GpsUploadItemType = (typeof GPS_UPLOAD_ITEM_TYPES)[number];

/** Where the partner sends the reader back: the web page, or the apps' page (spec §2.2). */
export const GPS_AUTHORIZE_SURFACES = ["web", "app"] as const;
export type GpsAuthorizeSurface = (typeof GPS_AUTHORIZE_SURFACES)[number];

/** A same-site path such as /trails/12; anything else is refused rather than followed. */
const returnPathSchema = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])/, "The return path must be a path on this site.");

export const gpsAuthorizationStartSchema = z.object({
  surface: z.enum(GPS_AUTHORIZE_SURFACES, { error: "Choose web or app." }),
  return_path: returnPathSchema.nullable().default(null),
});
export type GpsAuthorizationStart = z.infer<typeof gpsAuthorizationStartSchema>;

export const gpsAuthorizationUrlSchema = z.object({ authorize_url: z.url() });
export type GpsAuthorizationUrl = z.infer<typeof gpsAuthorizationUrlSchema>;

export const gpsAuthorizationCompleteSchema = z.object({
  surface: z.enum(GPS_AUTHORIZE_SURFACES, { error: "Choose web or app." }),
  code: z.string().min(1, "The partner sent no code.").max(2000),
  state: z.string().min(1, "The partner sent no state.").max(500),
});
export type GpsAuthorizationComplete = z.infer<typeof gpsAuthorizationCompleteSchema>;

export const gpsPartnerLinkSchema = z.object({
  partner: z.object({ slug: z.string(), name: z.string() }),
  is_linked: z.boolean(),
  linked_at: z.iso.datetime({ offset: true }).nullable(),
});
export type GpsPartnerLink = z.infer<typeof gpsPartnerLinkSchema>;

export const gpsAuthorizationDoneSchema = gpsPartnerLinkSchema.extend({
  /** The path stored when the authorization started, if any. */
  return_path: z.string().nullable(),
});
export type GpsAuthorizationDone = z.infer<typeof gpsAuthorizationDoneSchema>;

export const gpsPartnerUnlinkSchema = z.object({
  /** False when the partner could not be told (it is down or has no revocation endpoint). */
  revoked_at_partner: z.boolean(),
});
export type GpsPartnerUnlink = z.infer<typeof gpsPartnerUnlinkSchema>;

export const gpsUploadRequestSchema = z.object({
  item_type: z.enum(GPS_UPLOAD_ITEM_TYPES, { error: "Choose trails, scout-routes or tracks." }),
  item_id: z
    .union([z.number().int().positive(), z.string().trim().min(1).max(64)], { error: "Name the item to send." })
    .transform(String),
});
export type GpsUploadRequest = z.input<typeof gpsUploadRequestSchema>;

export const gpsUploadResultSchema = z.object({
  state: z.literal("sent"),
  partner_item_id: z.string().nullable(),
  /** The item's page at the partner, when it answers one. */
  partner_item_url: z.url().nullable(),
});
export type GpsUploadResult = z.infer<typeof gpsUploadResultSchema>;
