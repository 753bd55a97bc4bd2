import { describe, expect, it } from "vitest";
import type { Role } from "../roles";
import {
  canDeleteReview,
  canEditReview,
  canEditScoutRoute,
  canEditTrail,
  canReadEditorNotes,
  canReadFull,
  canReadReviews,
  canSeeGuide,
  canSeeGuideRecord,
  canSeeStaffChangeDetails,
  canSeeStaffFields,
  canSetNewEditionDate,
  canVote,
  ROUTE_RULES,
  type EntityRule,
} from ".";

const reader = (access_type: Role, is_subscribed = false, id = 1) => ({ id, access_type, is_subscribed });

const READERS = {
  anonymous: null,
  free: reader("STANDARD"),
  paid: reader("STANDARD", true),
  promotional: reader("PROMOTIONAL"),
  scout: reader("SCOUT"),
  writer: reader("WRITER"),
  admin: reader("ADMIN"),
  super: reader("SUPER"),
} as const;
type ReaderName = keyof typeof READERS;

describe("access rules", () => {
  it.each<[ReaderName, boolean, boolean, boolean, boolean]>([
    // reader, full non-preview (and its reviews), staff fields, new edition date and guide record, vote
    ["anonymous", false, false, false, false],
    ["free", false, false, false, false],
    ["paid", true, false, false, true],
    ["promotional", true, false, false, true],
    ["scout", true, true, false, true],
    ["writer", true, true, false, true],
    ["admin", true, true, false, true],
    ["super", true, true, true, true],
  ])("%s: full %s, staff %s, edition date %s, vote %s", (name, full, staff, editionDate, vote) => {
    const who = READERS[name];
    expect(canReadFull(who, { isPreview: false })).toBe(full);
    expect(canReadFull(who, { isPreview: true })).toBe(true);
    expect(canReadReviews(who, { isPreview: false })).toBe(full);
    expect(canReadReviews(who, { isPreview: true })).toBe(true);
    expect(canSeeStaffFields(who)).toBe(staff);
    expect(canSetNewEditionDate(who)).toBe(editionDate);
    expect(canSeeGuideRecord(who)).toBe(editionDate);
    expect(canVote(who)).toBe(vote);
  });

  it.each<[string, ReturnType<typeof reader> | null, Date | null, boolean]>([
    ["the author before acceptance", reader("SCOUT", false, 7), null, true],
    ["the author after acceptance", reader("SCOUT", false, 7), new Date(), false],
    ["another scout", reader("SCOUT", false, 8), null, false],
    ["an admin after acceptance", reader("ADMIN", false, 9), new Date(), true],
    ["nobody signed in", null, null, false],
  ])("the Edit link for %s: %s", (_case, who, acceptedAt, expected) => {
    expect(canEditScoutRoute(who, { authorId: 7, acceptedAt })).toBe(expected);
  });

  it.each<[string, ReturnType<typeof reader> | null, boolean]>([
    ["the author", reader("SCOUT", false, 7), true],
    ["another writer", reader("WRITER", false, 8), false],
    ["an admin", reader("ADMIN", false, 9), true],
    ["nobody signed in", null, false],
  ])("editor notes for %s: %s", (_case, who, expected) => {
    expect(canReadEditorNotes(who, { authorId: 7 })).toBe(expected);
  });

  it.each<[string, ReturnType<typeof reader> | null, boolean]>([
    ["its writer", reader("STANDARD", false, 3), true],
    ["another member", reader("STANDARD", true, 4), false],
    ["a writer", reader("WRITER", false, 5), false],
    ["an admin", reader("ADMIN", false, 6), true],
    ["nobody signed in", null, false],
  ])("deleting a review as %s: %s", (_case, who, expected) => {
    expect(canDeleteReview(who, { userId: 3 })).toBe(expected);
  });

  it.each<[string, ReturnType<typeof reader> | null, boolean]>([
    ["its author", reader("STANDARD", false, 7), true],
    ["a paid member", reader("STANDARD", true, 8), false],
    ["a promotional member", reader("PROMOTIONAL", false, 8), false],
    ["a scout", reader("SCOUT", false, 8), true],
    ["nobody signed in", null, false],
  ])("an unpublished guide for %s: %s", (_case, who, expected) => {
    expect(canSeeGuide(who, { published: false, authorId: 7 })).toBe(expected);
    expect(canSeeGuide(who, { published: true, authorId: 7 })).toBe(true);
  });

  it.each<[string, ReturnType<typeof reader> | null, boolean]>([
    ["a scout", reader("SCOUT"), false],
    ["a writer", reader("WRITER"), true],
    ["a super user", reader("SUPER"), true],
    ["nobody signed in", null, false],
  ])("trail edit for %s: %s", (_case, who, expected) => {
    expect(canEditTrail(who)).toBe(expected);
  });

  it.each<[string, ReturnType<typeof reader> | null, boolean]>([
    ["its writer", reader("STANDARD", false, 3), true],
    ["an admin", reader("ADMIN", false, 6), false],
    ["nobody signed in", null, false],
  ])("editing a review as %s: %s", (_case, who, expected) => {
    expect(canEditReview(who, { userId: 3, isHidden: false })).toBe(expected);
  });

  it("lets nobody edit a review staff have hidden, its writer included", () => {
    expect(canEditReview(reader("STANDARD", false, 3), { userId: 3, isHidden: true })).toBe(false);
  });

  it.each<[string, ReaderName, boolean]>([
    // entity type, reader, sees what changed
    ["coupon", "admin", true],
    ["badge_submission", "admin", true],
    ["trail", "admin", true],
    ["vendor", "admin", false],
    ["user", "admin", false],
    ["statement_of_work", "admin", false],
    ["a kind added later", "admin", false],
    ["constructor", "admin", false],
    ["vendor", "super", true],
    ["a kind added later", "super", true],
    ["coupon", "writer", false],
  ])("the values of a %s change for %s: %s", (entityType, name, expected) => {
    expect(canSeeStaffChangeDetails(READERS[name], entityType)).toBe(expected);
  });
});

/**
 * Each rule that carries a check on the thing its route reaches: one reader its gate admits and its
 * check allows, and one its gate admits and its check refuses, on the same thing.
 */
const ENTITY_RULE_CASES: Record<
  string,
  { entity: unknown; allowed: ReturnType<typeof reader>; refused: ReturnType<typeof reader> }
> = {
  guideEditor: {
    entity: { kind: "scout-route", authorId: 7, acceptedAt: new Date() },
    allowed: reader("ADMIN", false, 9),
    refused: reader("SCOUT", false, 7),
  },
  guideAuthorOrEditor: { entity: { authorId: 7 }, allowed: reader("SCOUT", false, 7), refused: reader("WRITER", false, 8) },
  statementOfWorkReader: {
    entity: { contributorId: 7 },
    allowed: reader("SCOUT", false, 7),
    refused: reader("WRITER", false, 8),
  },
  statementOfWorkSigner: { entity: { contributorId: 7 }, allowed: reader("SCOUT", false, 7), refused: reader("ADMIN", false, 9) },
  patrolReader: { entity: { assigneeId: 7 }, allowed: reader("ADMIN", false, 9), refused: reader("SCOUT", false, 8) },
  patrolReporter: { entity: { assigneeId: 7 }, allowed: reader("SCOUT", false, 7), refused: reader("ADMIN", false, 9) },
  reviewEditor: {
    entity: { userId: 3, isHidden: false },
    allowed: reader("STANDARD", false, 3),
    refused: reader("ADMIN", false, 6),
  },
  reviewDeleter: { entity: { userId: 3 }, allowed: reader("ADMIN", false, 6), refused: reader("STANDARD", true, 4) },
};

const entityRules = Object.entries(ROUTE_RULES).filter((entry): entry is [string, EntityRule<unknown>] => "allows" in entry[1]);

describe("rules with a check on the thing their route reaches", () => {
  it("each have a case here", () => {
    expect(entityRules.map(([name]) => name).sort()).toEqual(Object.keys(ENTITY_RULE_CASES).sort());
  });

  it.each(entityRules)("%s admits both at the gate, then allows one and refuses the other", (name, rule) => {
    const { entity, allowed, refused } = ENTITY_RULE_CASES[name]!;
    expect([rule.admit(allowed), rule.admit(refused)]).toEqual(["admitted", "admitted"]);
    expect(rule.allows(allowed, entity)).toBe(true);
    expect(rule.allows(refused, entity)).toBe(false);
    expect(rule.allows(null, entity)).toBe(false);
  });

  it("edits a trail by role, and a scout route by its author before it is accepted", () => {
    const { guideEditor } = ROUTE_RULES;
    expect(guideEditor.allows(reader("SCOUT", false, 7), { kind: "scout-route", authorId: 7, acceptedAt: null })).toBe(true);
    expect(guideEditor.allows(reader("SCOUT", false, 7), { kind: "trail", authorId: 7, acceptedAt: null })).toBe(false);
    expect(guideEditor.allows(reader("WRITER", false, 8), { kind: "trail", authorId: 7, acceptedAt: new Date() })).toBe(true);
  });
});
