import { describe, expect, it } from "vitest";
import { ROLES, hasRoleAtLeast, isRole, roleRank, type Role } from "./roles";

describe("role ladder", () => {
  it("runs STANDARD < PROMOTIONAL < SCOUT < WRITER < ADMIN < SUPER", () => {
    expect(ROLES).toEqual(["STANDARD", "PROMOTIONAL", "SCOUT", "WRITER", "ADMIN", "SUPER"]);
    expect(ROLES.map(roleRank)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe(hasRoleAtLeast.name, () => {
  // Every pair of the ladder: a role passes "X or greater" exactly when it ranks at or above X.
  const pairs = ROLES.flatMap((role) => ROLES.map((minimum) => [role, minimum, roleRank(role) >= roleRank(minimum)] as const));

  it.each(pairs)("%s against %s → %s", (role, minimum, expected) => {
    expect(hasRoleAtLeast(role, minimum)).toBe(expected);
  });

  it.each([
    ["SCOUT", "ADMIN", false],
    ["ADMIN", "SCOUT", true],
    ["SUPER", "ADMIN", true],
    ["WRITER", "WRITER", true],
    ["PROMOTIONAL", "SCOUT", false],
  ] satisfies [Role, Role, boolean][])("named case: %s against %s → %s", (role, minimum, expected) => {
    expect(hasRoleAtLeast(role, minimum)).toBe(expected);
  });

  it.each([null, undefined])("no role (%s) never passes, not even STANDARD", (role) => {
    expect(hasRoleAtLeast(role, "STANDARD")).toBe(false);
  });
});

describe(isRole.name, () => {
  it.each([
    ["STANDARD", true],
    ["SUPER", true],
    ["super", false],
    ["OWNER", false],
    ["", false],
    [null, false],
    [3, false],
  ])("%j → %s", (value, expected) => {
    expect(isRole(value)).toBe(expected);
  });
});
