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
