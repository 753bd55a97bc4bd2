// The role ladder of spec §6 and the paid rule of spec §4: one module owns both.
export const ROLES = ["STANDARD", "PROMOTIONAL", "SCOUT", "WRITER", "ADMIN", "SUPER"] as const;
export type Role = (typeof ROLES)[number];

export function roleRank(role: Role): number {
  return ROLES.indexOf(role);
}

/** "X or greater": true when `role` ranks at or above `minimum`. */
export function hasRoleAtLeast(role: Role | undefined | null, minimum: Role): boolean {
  return role != null && roleRank(role) >= roleRank(minimum);
}

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}
