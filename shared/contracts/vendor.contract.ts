// Shapes of the vendors API (issue "Staff tools", ADR 0052): the paid contributors staff keep on
// file, with how to reach them, where their payments go (a reference, never the details) and the
// account their statements of work are addressed to.
import { z } from "zod";
import { emailSchema } from "./accounts.contract";
import { cmsListQuery, cmsPageSchema } from "./cms-list.contract";

const emptyAsNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : (value ?? null));
/** A checkbox sends "on" when ticked and nothing when not; JSON sends a boolean. */
const checkbox = (value: unknown) => value === true || value === "on" || value === "true";

const optionalText = (label: string, max: number) =>
  z.preprocess(emptyAsNull, z.string().trim().max(max, `Keep the ${label} to ${max} characters or fewer.`).nullable());

export const vendorFieldsSchema = z.object({
  name: z
    .string({ error: "Enter the vendor's name." })
    .trim()
    .min(2, "Enter the vendor's name.")
    .max(200, "Keep the name to 200 characters or fewer."),
  contact_name: optionalText("contact name", 200),
  email: z.preprocess(emptyAsNull, emailSchema.nullable()),
  phone: z.preprocess(
    emptyAsNull,
    z
      .string()
      .trim()
      .regex(/^\+?[0-9 ().-]{7,30}$/, "Enter a phone number such as +1 435 555 0100.")
      .nullable(),
  ),
  payment_reference: optionalText("payment reference", 100),
  notes: z.preprocess((value) => value ?? "", z.string().trim().max(4_000, "Keep the notes to 4,000 characters or fewer.")),
  active: z.preprocess(checkbox, z.boolean()),
  /** The vendor's account on the site, by its e-mail; empty for none. */
  user_email: z.preprocess(emptyAsNull, emailSchema.nullable()),
});
export type VendorFields = z.infer<typeof vendorFieldsSchema>;

const personSchema = z.object({ uuid: z.uuid(), name: z.string(), email: z.string() });

export const vendorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contact_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  payment_reference: z.string().nullable(),
  notes: z.string(),
  active: z.boolean(),
  user: personSchema.nullable(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});
export type Vendor = z.infer<typeof vendorSchema>;

/** One vendor with the statements of work addressed to their account. */
export const vendorDetailSchema = vendorSchema.extend({
  statements: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      pay_cents: z.number().int(),
      deadline: z.iso.date(),
      signed_at: z.iso.datetime({ offset: true }).nullable(),
    }),
  ),
});
export type VendorDetail = z.infer<typeof vendorDetailSchema>;

export const vendorListQuerySchema = cmsListQuery({
  sorts: ["name", "created_at", "updated_at"],
  defaultOrder: "asc",
  filters: {
    active: z.enum(["yes", "no"]).optional(),
    linked: z.enum(["yes", "no"]).optional(),
  },
});
export type VendorListQuery = z.infer<typeof vendorListQuerySchema>;

export const vendorPageSchema = cmsPageSchema(vendorSchema);
export type VendorPage = z.infer<typeof vendorPageSchema>;

/** A person staff may pick for a form (a patrol's assignee, a vendor's account), found by name or e-mail. */
export const personChoiceSchema = personSchema.extend({ access_type: z.string() });
export type PersonChoice = z.infer<typeof personChoiceSchema>;

export const choiceQuerySchema = z.object({
  q: z.string().trim().max(100).default(""),
  /** Only scouts, writers and staff: who work can be addressed to. */
  contributors: z.enum(["yes"]).optional(),
});

/** A published trail staff may pick (a patrol's trail), found by title. */
export const trailChoiceSchema = z.object({ id: z.number().int(), title: z.string(), state_code: z.string() });
export type TrailChoice = z.infer<typeof trailChoiceSchema>;
