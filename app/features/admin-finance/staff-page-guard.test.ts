import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import type { Role } from "../../../shared/domain/roles";
import { formatRate } from "./money";
import { requireStaffPage } from "../../lib/staff-page-guard.server";

const request = new Request("http://localhost/admin/financial-overview?from=2026-01-01&to=2026-01-31");
const contextFor = (role: Role | null) =>
  ({ user: role === null ? null : ({ id: 1, access_type: role } as UserClaims) }) as unknown as AppLoadContext;

/** What the guard threw (a redirect or a 404 data response), or the user it let through. */
function outcome(role: Role | null): string {
  try {
    requireStaffPage(contextFor(role), request, "SUPER");
    return "allowed";
  } catch (thrown) {
    if (thrown instanceof Response) return `redirect ${thrown.headers.get("location")}`;
    // pageNotFound() throws React Router's data(): its status is in `init`.
    return `status ${(thrown as { init: { status: number } }).init.status}`;
  }
}

describe(requireStaffPage.name, () => {
  it.each([
    [null, "redirect /login?return_url=/admin/financial-overview%3Ffrom%3D2026-01-01%26to%3D2026-01-31"],
    ["STANDARD", "status 404"],
    ["ADMIN", "status 404"],
    ["SUPER", "allowed"],
  ] as const)("answers %s with %s", (role, expected) => {
    expect(outcome(role)).toBe(expected);
  });
});

describe(formatRate.name, () => {
  it.each([
    [null, "–"],
    [0, "0%"],
    [1 / 3, "33.3%"],
    [1, "100%"],
  ])("writes %s as %s", (rate, expected) => {
    expect(formatRate(rate)).toBe(expected);
  });
});
