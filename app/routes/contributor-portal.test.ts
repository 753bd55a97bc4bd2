import type { AppLoadContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { UserClaims } from "../../shared/contracts/user.contract";
import { ROUTE_RULES, ruleDeclaredBy } from "../../shared/domain/access";
import type { Role } from "../../shared/domain/roles";
import { loader } from "./contributor-portal";

const request = new Request("http://localhost/users/contributor-portal?show=drafts");

function contextFor(role: Role | null) {
  const overview = vi.fn().mockResolvedValue({ guides: { results: [] } });
  const context = {
    user: role === null ? null : ({ id: 7, name: "Sam Scout", access_type: role } as UserClaims),
    services: { contributorPortal: { overview }, site: { listStates: vi.fn().mockResolvedValue([]) } },
  } as unknown as AppLoadContext;
  return { context, overview };
}

/** What the loader threw (a redirect or the 404 data response), or that it loaded. */
async function outcome(role: Role | null): Promise<string> {
  const { context } = contextFor(role);
  try {
    await loader({ request, context, params: {} } as Parameters<typeof loader>[0]);
    return "loaded";
  } catch (thrown) {
    if (thrown instanceof Response) return `redirect ${thrown.headers.get("location")}`;
    // pageNotFound() throws React Router's data(): its status is in `init`.
    return `status ${(thrown as { init: { status: number } }).init.status}`;
  }
}

describe("the contributor portal page", () => {
  it("declares the SCOUT rule", () => {
    expect(ruleDeclaredBy(loader)).toBe(ROUTE_RULES.scout);
  });

  it.each([
    [null, "redirect /login?return_url=/users/contributor-portal%3Fshow%3Ddrafts"],
    ["STANDARD", "status 404"],
    ["PROMOTIONAL", "status 404"],
    ["SCOUT", "loaded"],
    ["SUPER", "loaded"],
  ] as const)("answers %s with %s", async (role, expected) => {
    expect(await outcome(role)).toBe(expected);
  });

  it("reads the tab and page from the address", async () => {
    const { context, overview } = contextFor("SCOUT");
    await loader({ request, context, params: {} } as Parameters<typeof loader>[0]);
    expect(overview).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }), { show: "drafts", page: 1 });
  });
});
