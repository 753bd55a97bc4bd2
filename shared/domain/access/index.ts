// The access module: who may read and do what (spec §6, DESIGN §6, ADR 0046). The server enforces
// every rule here; pages ask the same functions. The lists' permission table is in ./lists, a file of
// its own so that pages without lists do not load it.
import type { UserClaims } from "../../contracts/user.contract";
import { hasRoleAtLeast, type Role } from "../roles";
import { isPaid } from "../user-status";

type Reader = Pick<UserClaims, "id" | "access_type" | "is_subscribed"> | null | undefined;

/** Full detail: paid readers, and everyone for an All-Access Preview trail. */
export function canReadFull(reader: Reader, guide: { isPreview: boolean }): boolean {
  return guide.isPreview || isPaid(reader);
}

/**
 * Points of concern are All-Access detail: a reader who has not paid sees, and filters the map by,
 * those of All-Access Preview trails only (ADR 0041).
 */
export function canSeeEveryConcern(reader: Reader): boolean {
  return isPaid(reader);
}

/**
 * "Fits my rig" on the map and in search: it reads every trail's points of concern, so paid readers
 * only (ADR 0037).
 */
export function canFilterByRig(reader: Reader): boolean {
  return canSeeEveryConcern(reader);
}

/** Map tiles: paid readers get every trail's line; others the trailheads and the preview trails' lines (DESIGN §6). */
export function canReadPaidTiles(reader: Reader): boolean {
  return isPaid(reader);
}

/** My Content (tracks, waypoints, imports): part of All-Access (spec §6). */
export function canUseMyContent(reader: Reader): boolean {
  return isPaid(reader);
}

/** The trip planner: routes on the road network, part of All-Access (ADR 0083). */
export function canPlanRoutes(reader: Reader): boolean {
  return isPaid(reader);
}

/** Refunds and coupons: staff, ADMIN or greater. */
export function canManagePayments(reader: Reader): boolean {
  return hasRoleAtLeast(reader?.access_type, "ADMIN");
}

/** The financial overview: SUPER only (spec §2.2). */
export function canSeeFinances(reader: Reader): boolean {
  return hasRoleAtLeast(reader?.access_type, "SUPER");
}

/** The user tools (/admin/user-cms and the partner's): SUPER only (spec §2.2). */
export function canManageUsers(reader: Reader): boolean {
  return hasRoleAtLeast(reader?.access_type, "SUPER");
}

/** Setting an account's role: SUPER, but never lowering their own (ADR 0049). */
export function canSetRole(staff: Reader, account: { id: number }, role: Role): boolean {
  if (!canManageUsers(staff)) return false;
  return account.id !== staff?.id || hasRoleAtLeast(role, staff.access_type);
}

/** Disabling an account: SUPER, and never their own (ADR 0049). */
export function canDisableAccount(staff: Reader, account: { id: number }): boolean {
  return canManageUsers(staff) && account.id !== staff?.id;
}

/** A role change that takes access away: the account's sessions end so it cannot keep the old role (ADR 0049). */
export function isRoleLowered(from: Role, to: Role): boolean {
  return !hasRoleAtLeast(to, from);
}

/** The staff dashboard, /admin: ADMIN or greater (spec §6). */
export function canOpenAdmin(reader: Reader): boolean {
  return hasRoleAtLeast(reader?.access_type, "ADMIN");
}

/**
 * The role that may open each kind of record in the audit log, by its entity type: ADMIN opens the
 * ones its own endpoints list and decide, and guides, which it may edit. Every other kind (accounts
 * and their roles, vendors, statements of work, the content and map tools) and any kind added later
 * is SUPER's, so a new tool's entries never reach ADMIN by mistake.
 */
const AUDITED_RECORD_OPENERS: ReadonlyMap<string, Role> = /* @__PURE__ */ new Map<string, Role>([
  ["badge_submission", "ADMIN"],
  ["condition-report", "ADMIN"],
  ["contributor_request", "ADMIN"],
  ["coupon", "ADMIN"],
  ["edit_request", "ADMIN"],
  ["patrol", "ADMIN"],
  ["payment", "ADMIN"],
  ["scout_route", "ADMIN"],
  ["trail", "ADMIN"],
]);

/**
 * An audit entry's values and reason: only for staff who may open its record (ADR 0047). Others may
 * see that the change happened, not what it was.
 */
export function canSeeStaffChangeDetails(reader: Reader, entityType: string): boolean {
  return hasRoleAtLeast(reader?.access_type, AUDITED_RECORD_OPENERS.get(entityType) ?? "SUPER");
}

/** The contributor portal: SCOUT or greater (spec §6). */
export function canOpenContributorPortal(reader: Reader): boolean {
  return hasRoleAtLeast(reader?.access_type, "SCOUT");
}

/** Internal Details, history and staff counts: SCOUT or greater. */
export function canSeeStaffFields(reader: Reader): boolean {
  return hasRoleAtLeast(reader?.access_type, "SCOUT");
}

interface AuthoredGuide {
  authorId: number | null;
  acceptedAt: Date | string | null;
}

const isAuthor = (reader: Reader, guide: Pick<AuthoredGuide, "authorId">) => reader != null && guide.authorId === reader.id;

/** The Edit link: ADMIN or greater always; the author while the route is not yet accepted. */
export function canEditScoutRoute(reader: Reader, route: AuthoredGuide): boolean {
  return hasRoleAtLeast(reader?.access_type, "ADMIN") || (isAuthor(reader, route) && route.acceptedAt == null);
}

/** Editor notes: ADMIN or greater on any guide; the author on their own. */
export function canReadEditorNotes(reader: Reader, guide: Pick<AuthoredGuide, "authorId">): boolean {
  return hasRoleAtLeast(reader?.access_type, "ADMIN") || isAuthor(reader, guide);
}

/** Editing the new edition date: SUPER only. */
export function canSetNewEditionDate(reader: Reader): boolean {
  return hasRoleAtLeast(reader?.access_type, "SUPER");
}

/** The guide's stored record in Internal Details (the super-only sub-panel): SUPER only. */
export function canSeeGuideRecord(reader: Reader): boolean {
  return hasRoleAtLeast(reader?.access_type, "SUPER");
}

/** Voting is part of the full scout-route experience: paid readers. */
export function canVote(reader: Reader): boolean {
  return isPaid(reader);
}

/**
 * Review titles, texts and photos: "Community trail reviews" are an All-Access benefit, so the same
 * readers as the full guide (everyone on an All-Access Preview trail). Counts and averages are public.
 */
export function canReadReviews(reader: Reader, guide: { isPreview: boolean }): boolean {
  return canReadFull(reader, guide);
}

/** Staff (ADMIN or greater) may delete anyone's review. */
export function canModerateReviews(reader: Reader): boolean {
  return hasRoleAtLeast(reader?.access_type, "ADMIN");
}

/** Reviews: any signed-in reader may write; the writer may edit or delete; staff may delete any. */
export function canDeleteReview(reader: Reader, review: { userId: number }): boolean {
  return reader != null && (review.userId === reader.id || canModerateReviews(reader));
}

/** Unpublished guides stay hidden from everyone but their author and staff (SCOUT or greater). */
export function canSeeGuide(reader: Reader, guide: { published: boolean; authorId: number | null }): boolean {
  return guide.published || canSeeStaffFields(reader) || (reader != null && guide.authorId === reader.id);
}

/** Trail edit: WRITER or greater (spec §6). */
export function canEditTrail(reader: Reader): boolean {
  return hasRoleAtLeast(reader?.access_type, "WRITER");
}

/**
 * Editing a review or adding photos to it: only its writer, and not once staff have hidden it, so a
 * hidden review cannot be rewritten into a visible one (ADR 0055). Its writer may still delete it.
 */
export function canEditReview(reader: Reader, review: { userId: number; isHidden: boolean }): boolean {
  return reader != null && review.userId === reader.id && !review.isHidden;
}

/** The readers one shared render serves: every plain reader (below staff) of one tier sees the same page. */
export type ReaderTier = "free" | "paid";

/**
 * The tier whose shared page this reader may be given, or null when the page must be rendered for
 * them alone (staff see internal details and edit links). Anonymous visitors have their own cache.
 */
export function sharedPageTier(reader: Reader): ReaderTier | null {
  if (reader == null || canSeeStaffFields(reader)) return null;
  return isPaid(reader) ? "paid" : "free";
}

/** Badge of Honor claims: paid members, who may read the programme's trails in full (ADR 0035). */
export function canClaimBadge(reader: Reader): boolean {
  return isPaid(reader);
}

/** Verifying or rejecting Badge of Honor claims: staff, ADMIN or greater. */
export function canReviewBadgeClaims(reader: Reader): boolean {
  return hasRoleAtLeast(reader?.access_type, "ADMIN");
}

/** A statement of work: the contributor it is addressed to, and staff (ADMIN or greater). ADR 0043. */
export function canReadStatementOfWork(reader: Reader, statement: { contributorId: number }): boolean {
  return hasRoleAtLeast(reader?.access_type, "ADMIN") || (reader != null && statement.contributorId === reader.id);
}

/** Signing a statement of work: its addressee, or SUPER (spec decisions). */
export function canSignStatementOfWork(reader: Reader, statement: { contributorId: number }): boolean {
  return hasRoleAtLeast(reader?.access_type, "SUPER") || (reader != null && statement.contributorId === reader.id);
}

/** Writing and changing statements of work: SUPER only (spec §6). */
export function canWriteStatementOfWork(reader: Reader): boolean {
  return hasRoleAtLeast(reader?.access_type, "SUPER");
}

/** A patrol and its report: the assignee, and staff (ADMIN or greater). */
export function canReadPatrol(reader: Reader, patrol: { assigneeId: number }): boolean {
  return hasRoleAtLeast(reader?.access_type, "ADMIN") || (reader != null && patrol.assigneeId === reader.id);
}

/** Filing a patrol's report: its assignee only. */
export function canReportPatrol(reader: Reader, patrol: { assigneeId: number }): boolean {
  return reader != null && patrol.assigneeId === reader.id;
}

/** Assigning patrols and deciding reports and requests: staff, ADMIN or greater. */
export function canReviewAuthoring(reader: Reader): boolean {
  return hasRoleAtLeast(reader?.access_type, "ADMIN");
}

/** Reporting a trail's condition: paid members, who read the status it sets (ADR 0060). */
export function canReportConditions(reader: Reader): boolean {
  return isPaid(reader);
}

/** Confirming or rejecting condition reports: staff, ADMIN or greater. */
export function canReviewConditionReports(reader: Reader): boolean {
  return hasRoleAtLeast(reader?.access_type, "ADMIN");
}

/** Applying for a contributor role: anyone signed in whose role is below it. */
export function canApplyFor(reader: Reader, role: Role): boolean {
  return reader != null && !hasRoleAtLeast(reader.access_type, role);
}

/** Who may be addressed a statement of work or assigned a patrol: contributors, SCOUT or greater. */
export function isContributor(person: { access_type: Role } | null | undefined): boolean {
  return hasRoleAtLeast(person?.access_type, "SCOUT");
}

/** How a route answers a caller before reading anything: let them in, ask them to sign in, or refuse. */
export type Admission = "admitted" | "sign-in" | "forbidden";

/**
 * What a page or an endpoint demands of its caller (issue "Authoring" point 1). Every route declares
 * one: endpoints with `requires(rule)` (server/http/route-access.ts), pages with `pageAccess(rule)`
 * (app/lib/page-access.server.ts). A rule that names a further check ("then ...") admits by the first part
 * and leaves the rest to the service, which asks the named function of this module about the entity:
 * through `requireAccess` for an EntityRule, which carries its check.
 */
export interface RouteRule {
  readonly name: string;
  /** True when the rule turns away a caller who is not signed in: the route then always has a user. */
  readonly signedIn: boolean;
  admit(reader: Reader): Admission;
}

/** A rule that always has a signed-in caller past it. */
export type SignedInRule = RouteRule & { readonly signedIn: true };

/**
 * A rule whose "then" part is a check on the thing the route reaches (a statement of work, a patrol,
 * a guide): the gate admits by the first part, and the service, once it has read the thing, asks
 * `allows` through `requireAccess` (server/http/route-access.ts), so the check a rule names is the
 * check that runs.
 */
export interface EntityRule<Entity> extends SignedInRule {
  allows(reader: Reader, entity: Entity): boolean;
}

// Pure factories: a page bundle that reads no rule drops them (the trail page is near its budget).
/* @__NO_SIDE_EFFECTS__ */
const everyoneRule = (name: string): RouteRule => ({ name, signedIn: false, admit: () => "admitted" });
/* @__NO_SIDE_EFFECTS__ */
const signedInRule = (name: string, passes: (reader: NonNullable<Reader>) => boolean): SignedInRule => ({
  name,
  signedIn: true,
  admit: (reader) => (reader == null ? "sign-in" : passes(reader) ? "admitted" : "forbidden"),
});
/* @__NO_SIDE_EFFECTS__ */
const roleRule = (role: Role, then?: string) =>
  /* @__PURE__ */ signedInRule(`${role} or greater${then ? `, then ${then}` : ""}`, (reader) =>
    hasRoleAtLeast(reader.access_type, role),
  );
/* @__NO_SIDE_EFFECTS__ */
const entityRule = <Entity>(gate: SignedInRule, allows: (reader: Reader, entity: Entity) => boolean): EntityRule<Entity> => ({
  ...gate,
  allows,
});

type EditedGuide = AuthoredGuide & { kind: "trail" | "scout-route" };

/** Editing a guide: WRITER or greater for a trail; for a scout route, canEditScoutRoute. */
function canEditGuide(reader: Reader, guide: EditedGuide): boolean {
  return guide.kind === "trail" ? canEditTrail(reader) : canEditScoutRoute(reader, guide);
}

export const ROUTE_RULES = {
  anyone: /* @__PURE__ */ everyoneRule("anyone"),
  signedIn: /* @__PURE__ */ signedInRule("signed in", () => true),
  scout: /* @__PURE__ */ roleRule("SCOUT"),
  writer: /* @__PURE__ */ roleRule("WRITER"),
  admin: /* @__PURE__ */ roleRule("ADMIN"),
  super: /* @__PURE__ */ roleRule("SUPER"),
  /** Guide pages and their data: the paywall shapes the answer (canReadFull), unpublished ones only for canSeeGuide. */
  guideReader: /* @__PURE__ */ everyoneRule("anyone, then the paywall (canSeeGuide, canReadFull)"),
  /** A list by its link: the list's permission table (mayOnList) decides, a private list is a 404. */
  listReader: /* @__PURE__ */ everyoneRule("anyone, then mayOnList"),
  listMember: /* @__PURE__ */ signedInRule("signed in, then mayOnList", () => true),
  /** Editing a guide: canEditScoutRoute or canEditTrail on the guide itself. */
  guideEditor: /* @__PURE__ */ entityRule(roleRule("SCOUT", "canEditScoutRoute or canEditTrail"), canEditGuide),
  /** Editor notes: canReadEditorNotes on the guide. */
  guideAuthorOrEditor: /* @__PURE__ */ entityRule(
    signedInRule("signed in, then canReadEditorNotes", () => true),
    canReadEditorNotes,
  ),
  /** Something of one's own (a rig, a privacy zone, a checkout): the service reads only the caller's own. */
  owner: /* @__PURE__ */ signedInRule("signed in, then its owner", () => true),
  /** Changing a review or adding photos to it: canEditReview (its writer, while staff have not hidden it). */
  reviewEditor: /* @__PURE__ */ entityRule(
    signedInRule("signed in, then canEditReview", () => true),
    canEditReview,
  ),
  /** Deleting a review: canDeleteReview (its writer, or staff). */
  reviewDeleter: /* @__PURE__ */ entityRule(
    signedInRule("signed in, then canDeleteReview", () => true),
    canDeleteReview,
  ),
  /** My Content: canUseMyContent, refused with the membership's name. */
  myContent: /* @__PURE__ */ signedInRule("signed in, then canUseMyContent", () => true),
  badgeClaimant: /* @__PURE__ */ signedInRule("signed in, then canClaimBadge", () => true),
  voter: /* @__PURE__ */ signedInRule("signed in, then canVote", () => true),
  /** Reporting a trail's condition: canReportConditions, refused with the membership's name. */
  conditionReporter: /* @__PURE__ */ signedInRule("signed in, then canReportConditions", () => true),
  /** "Fits my rig": canFilterByRig, each refusal worded for the filter. */
  rigFilter: /* @__PURE__ */ everyoneRule("anyone, then canFilterByRig"),
  /** A link mailed to someone (an invitation, a password reset, an address change): its secret token decides. */
  tokenHolder: /* @__PURE__ */ everyoneRule("anyone, then the link's token"),
  /** Accepting a list invitation: only the account with the invited address. */
  invitee: /* @__PURE__ */ signedInRule("signed in, then the invited address", () => true),
  /** A profile or a shared track: the owner's sharing setting shapes or hides it. */
  sharedByOwner: /* @__PURE__ */ everyoneRule("anyone, then the owner's sharing setting"),
  /** The payment provider's calls: its signature on the body decides. */
  paymentProvider: /* @__PURE__ */ everyoneRule("anyone, then the provider's signature"),
  /** Operations on the running site (ADR 0070): the OPERATIONS_TOKEN the caller sends decides; unset, a 404. */
  operator: /* @__PURE__ */ everyoneRule("anyone, then the operations token"),
  /** The metrics (GET /metrics): the METRICS_TOKEN the scraper sends decides; unset, a 404. */
  metricsScraper: /* @__PURE__ */ everyoneRule("anyone, then the metrics token"),
  /** A statement of work: canReadStatementOfWork on it (its addressee or staff); others get a 404. */
  statementOfWorkReader: /* @__PURE__ */ entityRule(roleRule("SCOUT", "canReadStatementOfWork"), canReadStatementOfWork),
  /** Signing a statement of work: canSignStatementOfWork on it (its addressee or SUPER). */
  statementOfWorkSigner: /* @__PURE__ */ entityRule(roleRule("SCOUT", "canSignStatementOfWork"), canSignStatementOfWork),
  /** A patrol and its report: canReadPatrol (its assignee or staff); others get a 404. */
  patrolReader: /* @__PURE__ */ entityRule(roleRule("SCOUT", "canReadPatrol"), canReadPatrol),
  /** Filing a patrol's report: canReadPatrol (a 404 otherwise), then canReportPatrol (its assignee). */
  patrolReporter: /* @__PURE__ */ entityRule(roleRule("SCOUT", "canReadPatrol, then canReportPatrol"), canReportPatrol),
  /** Sending to the GPS partner: the GPX download's rule (canReadFull for a guide, its owner and canUseMyContent for a track). */
  gpsPartnerSender: /* @__PURE__ */ signedInRule("signed in, then the GPX download's rule", () => true),
  /** An offline pack (ADR 0059, 0085): signed in, then canReadFull on the guide, or canUseMyContent and ownership of the track. */
  offlinePackReader: /* @__PURE__ */ signedInRule("signed in, then canReadFull, or the track's owner as a member", () => true),
  /** Which saved packs a browser may keep: the pack rule on each; a visitor (signed out) keeps none. */
  offlinePackChecker: /* @__PURE__ */ everyoneRule("anyone, then the pack rule on each pack (a visitor keeps none)"),
  /** Planning a trip on the road network: canPlanRoutes (All-Access). */
  routePlanner: /* @__PURE__ */ signedInRule("signed in, then canPlanRoutes", canPlanRoutes),
  /** /{segment}: the tire partner's landing for anyone; the GPS partner's /authorize-{partner} signed in (ADR 0057). */
  partnerSegment: /* @__PURE__ */ everyoneRule("anyone, then signed in for the GPS partner's authorize page"),
} as const satisfies Record<string, RouteRule>;

const DECLARED_RULE = /* @__PURE__ */ Symbol.for("trailguide.route-rule");

/** Attaches the rule a route declares to its guard (a middleware or a loader), where a test can read it. */
export function declareRule<Guard extends object>(guard: Guard, rule: RouteRule): Guard {
  return Object.assign(guard, { [DECLARED_RULE]: rule });
}

export function ruleDeclaredBy(guard: unknown): RouteRule | undefined {
  return typeof guard === "function" ? (guard as { [DECLARED_RULE]?: RouteRule })[DECLARED_RULE] : undefined;
}

export * from "./lists";
