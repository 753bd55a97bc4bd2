// The staff event tool (/admin/event-cms, /events/{slug}/edit; ADR 0053): the list's query and rows,
// and the one event form the create and edit endpoints and the page's own check all validate with.
// Optional fields left out are empty. Times are UTC, as the public event page prints them; a time without a zone is read as UTC.
import { z } from "zod";
import { cmsListQuery, cmsPageSchema } from "./cms-list.contract";

export const EVENT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const EVENT_LIMITS = { slug: 120, title: 200, summary: 500, body: 50_000, location: 200, url: 500 } as const;

/** The instant a form's datetime-local value (no zone: UTC) or an ISO time names. */
export function utcInstant(text: string): Date {
  return new Date(/(?:Z|[+-]\d\d:\d\d)$/.test(text) ? text : `${text}Z`);
}

const emptyAsNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

const required = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .min(1, `Enter the ${label}.`)
    .max(max, `Keep the ${label} within ${max} characters.`);

const eventTime = (label: string) =>
  z.iso.datetime({ local: true, offset: true, error: `Enter the date and time the event ${label}.` });

const coordinate = (label: string, limit: number) =>
  z.preprocess(
    emptyAsNull,
    z.coerce
      .number({ error: `Enter the ${label} as a number.` })
      .min(-limit, `The ${label} is between -${limit} and ${limit}.`)
      .max(limit, `The ${label} is between -${limit} and ${limit}.`)
      .nullish(),
  );

const eventFields = z.object({
  slug: z
    .string({ error: "Enter the slug." })
    .trim()
    .min(1, "Enter the slug.")
    .max(EVENT_LIMITS.slug, `Keep the slug within ${EVENT_LIMITS.slug} characters.`)
    .regex(EVENT_SLUG_PATTERN, "Use lower-case letters, digits and single hyphens, like moab-easter-safari-2027."),
  title: required("title", EVENT_LIMITS.title),
  summary: required("summary", EVENT_LIMITS.summary),
  body_markdown: required("description", EVENT_LIMITS.body),
  starts_at: eventTime("starts"),
  ends_at: eventTime("ends"),
  location_name: required("location", EVENT_LIMITS.location),
  state_code: z.preprocess(emptyAsNull, z.string().trim().toUpperCase().max(8).nullish()),
  latitude: coordinate("latitude", 90),
  longitude: coordinate("longitude", 180),
  website_url: z.preprocess(
    emptyAsNull,
    z
      .url({ protocol: /^https?$/, error: "Enter a web address starting with https://." })
      .max(EVENT_LIMITS.url, `Keep the web address within ${EVENT_LIMITS.url} characters.`)
      .nullish(),
  ),
  /** A checkbox sends "on" when ticked and nothing when not. */
  published: z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean()),
});

const endsAfterStarts = (event: { starts_at?: string; ends_at?: string }) =>
  !event.starts_at || !event.ends_at || utcInstant(event.ends_at) > utcInstant(event.starts_at);
const ENDS_AFTER_STARTS = { message: "The event must end after it starts.", path: ["ends_at"] };

export const eventInputSchema = eventFields.refine(endsAfterStarts, ENDS_AFTER_STARTS);
export type EventInput = z.infer<typeof eventInputSchema>;

/** A change to some fields (publish or unpublish alone sends only `published`). */
export const eventUpdateSchema = eventFields.partial().refine(endsAfterStarts, ENDS_AFTER_STARTS);
export type EventUpdate = z.infer<typeof eventUpdateSchema>;

export const eventPreviewSchema = z.object({ body_markdown: z.string().max(EVENT_LIMITS.body) });
export const eventPreviewAnswerSchema = z.object({ body_html: z.string() });

export const eventAdminSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body_markdown: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  location_name: z.string(),
  state: z.object({ code: z.string(), title: z.string() }).nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  website_url: z.string().nullable(),
  published: z.boolean(),
});
export type EventAdmin = z.infer<typeof eventAdminSchema>;

export const eventAdminQuerySchema = cmsListQuery({
  sorts: ["starts_at", "title", "location"],
  filters: {
    published: z.enum(["yes", "no"]).optional(),
    when: z.enum(["upcoming", "past"]).optional(),
    state: z.string().trim().toUpperCase().max(8).optional(),
  },
});
export type EventAdminQuery = z.infer<typeof eventAdminQuerySchema>;

export const eventAdminPageSchema = cmsPageSchema(eventAdminSchema);
export type EventAdminPage = z.infer<typeof eventAdminPageSchema>;
