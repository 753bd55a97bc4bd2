import { describe, expect, it } from "vitest";
import type { Role } from "./roles";
import { hasAllAccessMarker, isPaid, userStatus } from "./user-status";

describe(isPaid.name, () => {
  it.each([
    ["STANDARD", false, false],
    ["STANDARD", true, true],
    ["PROMOTIONAL", false, true],
    ["SCOUT", false, true],
    ["WRITER", false, true],
    ["ADMIN", false, true],
    ["SUPER", false, true],
    ["SUPER", true, true],
  ] satisfies [Role, boolean, boolean][])("%s, subscribed %s → %s", (access_type, is_subscribed, expected) => {
    expect(isPaid({ access_type, is_subscribed })).toBe(expected);
  });

  it.each([null, undefined])("signed out (%s) → false", (user) => {
    expect(isPaid(user)).toBe(false);
  });
});

describe(userStatus.name, () => {
  it.each([
    [null, "not_logged_in"],
    [undefined, "not_logged_in"],
    [{ access_type: "STANDARD", is_subscribed: false }, "logged_in_free"],
    [{ access_type: "STANDARD", is_subscribed: true }, "all_access"],
    [{ access_type: "PROMOTIONAL", is_subscribed: false }, "all_access"],
    [{ access_type: "ADMIN", is_subscribed: false }, "all_access"],
  ] satisfies [{ access_type: Role; is_subscribed: boolean } | null | undefined, string][])("%j → %s", (user, expected) => {
    expect(userStatus(user)).toBe(expected);
  });
});

describe(hasAllAccessMarker.name, () => {
  it.each([
    [{ is_subscribed: false, is_official_crew: false }, false],
    [{ is_subscribed: true, is_official_crew: false }, true],
    [{ is_subscribed: false, is_official_crew: true }, true],
    [{ is_subscribed: true, is_official_crew: true }, true],
    [null, false],
    [undefined, false],
  ])("%j → %s", (user, expected) => {
    expect(hasAllAccessMarker(user)).toBe(expected);
  });
});
