import { describe, expect, it } from "vitest";
import { STAFF_TOOLS, toolsFor } from "./staff-tools";

const staff = (access_type: "ADMIN" | "SUPER") => ({ id: 1, access_type, is_subscribed: false });

describe("staff tools", () => {
  it("lists the condition-report queue for ADMIN and SUPER, beside the badge claims", () => {
    for (const user of [staff("ADMIN"), staff("SUPER")]) {
      expect(toolsFor(user, STAFF_TOOLS).map((tool) => tool.path)).toContain("/admin/condition-reports");
    }
    const guides = STAFF_TOOLS.filter((tool) => tool.group === "Guides").map((tool) => tool.path);
    expect(guides.indexOf("/admin/condition-reports")).toBe(guides.indexOf("/admin/badge-submissions") + 1);
  });
});
