import { describe, expect, it } from "vitest";
import { auditLogQuerySchema } from "../../../shared/contracts/audit-log.contract";
import { cmsQueryFrom, withParams } from "./cms-query";

const request = (search: string) => new Request(`http://localhost/admin/audit-log${search}`);

describe("a staff list's state in the URL", () => {
  it("reads the list's query, with defaults for what is missing", () => {
    expect(cmsQueryFrom(request("?q=rubicon&sort=action&order=asc&page=3&page_size=50"), auditLogQuerySchema)).toMatchObject({
      q: "rubicon",
      sort: "action",
      order: "asc",
      page: 3,
      page_size: 50,
    });
    expect(cmsQueryFrom(request(""), auditLogQuerySchema)).toMatchObject({
      sort: "created_at",
      order: "desc",
      page: 1,
      page_size: 25,
    });
  });

  it("drops a value the contract refuses instead of failing the page", () => {
    const query = cmsQueryFrom(
      request("?sort=password&page=-4&page_size=7&from=yesterday&entity_type=user"),
      auditLogQuerySchema,
    );
    expect(query).toMatchObject({ sort: "created_at", page: 1, page_size: 25, entity_type: "user" });
    expect(query.from).toBeUndefined();
  });

  it("changes one parameter and goes back to the first page unless the page is what changes", () => {
    expect(withParams("?q=moab&page=4", { sort: "action" })).toBe("?q=moab&sort=action");
    expect(withParams("?q=moab&page=4", { page: 5 })).toBe("?q=moab&page=5");
    expect(withParams("?q=moab", { q: null })).toBe("?");
  });
});
