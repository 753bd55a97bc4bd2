// Shapes of the lists API: a user's named lists of trails, scout routes and ORV parks. Items carry
// the public card of their guide only (never a line or a description), so a shared list leaks no
// paid content. Limits are in docs/decisions/0008-lists.md.
import { z } from "zod";
import { LIST_LIMITS } from "../domain/list-limits";
import { emailSchema } from "./accounts.contract";
import { LIST_MEMBER_ROLES } from "../domain/list-sharing";
import { guideCardSchema, orvParkCardSchema } from "./places.contract";

/** What an item is, named as spec §3 names an add-to-list item's product_type. */
export const LIST_PRODUCT_TYPES = ["trails", "scout-routes", "orv-parks"] as const;
export type ListProductType = (typeof LIST_PRODUCT_TYPES)[number];

const listFieldsSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Enter a name for the list.")
    .max(LIST_LIMITS.nameMaxLength, `Keep the name to ${LIST_LIMITS.nameMaxLength} characters or fewer.`),
  description: z
    .string()
    .trim()
    .max(LIST_LIMITS.descriptionMaxLength, `Keep the description to ${LIST_LIMITS.descriptionMaxLength} characters or fewer.`),
  /** Anyone with the link may read a public list; only its owner may change it. */
  is_public: z.boolean(),
});

export const listCreateSchema = listFieldsSchema.extend({
  description: listFieldsSchema.shape.description.default(""),
  is_public: listFieldsSchema.shape.is_public.default(false),
});
export type ListCreate = z.infer<typeof listCreateSchema>;

export const listUpdateSchema = listFieldsSchema.partial();
export type ListUpdate = z.infer<typeof listUpdateSchema>;

export const listSummarySchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  description: z.string(),
  is_public: z.boolean(),
  item_count: z.number().int(),
  owner: z.object({ uuid: z.uuid(), name: z.string() }),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});
export type ListSummary = z.infer<typeof listSummarySchema>;

const listItemBaseSchema = z.object({
  id: z.number().int(),
  /** The guide's own id (trail, scout route or ORV park). */
  guide_id: z.number().int(),
  position: z.number().int(),
  added_at: z.iso.datetime({ offset: true }),
  /** The guide's canonical page. */
  href: z.string(),
});

export const listItemSchema = z.discriminatedUnion("product_type", [
  listItemBaseSchema.extend({ product_type: z.literal("trails"), card: guideCardSchema }),
  listItemBaseSchema.extend({ product_type: z.literal("scout-routes"), card: guideCardSchema }),
  listItemBaseSchema.extend({ product_type: z.literal("orv-parks"), card: orvParkCardSchema }),
]);
export type ListItem = z.infer<typeof listItemSchema>;

const listRelationSchema = z.enum(["owner", ...LIST_MEMBER_ROLES, "stranger"]);

export const listDetailSchema = listSummarySchema.extend({
  /** The reader's relation to the list: what the page offers follows from it (shared/domain/list-sharing.ts). */
  relation: listRelationSchema,
  /** In the owner's order; guides since unpublished are left out. */
  items: z.array(listItemSchema),
});
export type ListDetail = z.infer<typeof listDetailSchema>;

export const listItemInputSchema = z.object({
  product_type: z.enum(LIST_PRODUCT_TYPES),
  id: z.number().int().positive(),
});
export type ListItemInput = z.infer<typeof listItemInputSchema>;

/** The list's item ids in their new order: every item exactly once. */
export const listOrderSchema = z.object({
  item_ids: z.array(z.number().int().positive()).max(LIST_LIMITS.itemsPerList),
});
export type ListOrder = z.infer<typeof listOrderSchema>;

export const guideRefQuerySchema = z.object({
  product_type: z.enum(LIST_PRODUCT_TYPES),
  id: z.coerce.number().int().positive(),
});

/** One of the reader's lists and whether it holds a given guide (item_id null when it does not). */
export const listMembershipSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  item_count: z.number().int(),
  item_id: z.number().int().nullable(),
});
export type ListMembership = z.infer<typeof listMembershipSchema>;

export const listMembershipsSchema = z.object({ results: z.array(listMembershipSchema) });
export type ListMemberships = z.infer<typeof listMembershipsSchema>;

/** A list someone shared with the reader, with the reader's rights on it. */
export const sharedListSummarySchema = listSummarySchema.extend({ role: z.enum(LIST_MEMBER_ROLES) });
export type SharedListSummary = z.infer<typeof sharedListSummarySchema>;

const memberUserSchema = z.object({ uuid: z.uuid(), name: z.string(), photo_file_name: z.string().nullable() });

export const listMemberSchema = z.object({
  user: memberUserSchema,
  role: z.enum(LIST_MEMBER_ROLES),
  joined_at: z.iso.datetime({ offset: true }),
});
export type ListMember = z.infer<typeof listMemberSchema>;

export const listInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(LIST_MEMBER_ROLES),
  created_at: z.iso.datetime({ offset: true }),
  expires_at: z.iso.datetime({ offset: true }),
});
export type ListInvitation = z.infer<typeof listInvitationSchema>;

/** Who a list is shared with; unanswered invitations are the owner's to see. */
export const listMembersSchema = z.object({
  members: z.array(listMemberSchema),
  invitations: z.array(listInvitationSchema),
});
export type ListMembers = z.infer<typeof listMembersSchema>;

export const listInvitationInputSchema = z.object({
  email: emailSchema,
  role: z.enum(LIST_MEMBER_ROLES, "Choose whether they may view or edit the list."),
});
export type ListInvitationInput = z.infer<typeof listInvitationInputSchema>;

export const listMemberUpdateSchema = z.object({ role: z.enum(LIST_MEMBER_ROLES) });
export type ListMemberUpdate = z.infer<typeof listMemberUpdateSchema>;

export const INVITATION_STATES = ["open", "accepted", "declined", "expired"] as const;

/** What the invitation's page shows to whoever holds its link. */
export const invitationViewSchema = z.object({
  list: z.object({ uuid: z.uuid(), name: z.string(), item_count: z.number().int() }),
  inviter_name: z.string(),
  email: z.string(),
  role: z.enum(LIST_MEMBER_ROLES),
  state: z.enum(INVITATION_STATES),
});
export type InvitationView = z.infer<typeof invitationViewSchema>;

/** The guides the reader opened last, newest first, as list cards. */
export const recentlyViewedSchema = z.object({ results: z.array(listItemSchema) });
export type RecentlyViewed = z.infer<typeof recentlyViewedSchema>;
