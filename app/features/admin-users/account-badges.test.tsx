import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AccountBadges } from "./account-badges";

const badgesOf = (role: "STANDARD" | "PROMOTIONAL" | "SCOUT" | "ADMIN", membership: "free" | "trial" | "paid") =>
  renderToString(<AccountBadges user={{ role, membership, disabled_at: null }} />);

describe("the user list's role and membership", () => {
  it("names a role that opens everything All-Access, not Free", () => {
    expect(badgesOf("STANDARD", "free")).toContain(">Free<");
    for (const role of ["PROMOTIONAL", "SCOUT", "ADMIN"] as const) {
      expect(badgesOf(role, "free")).toContain(">All-Access (by role)<");
      expect(badgesOf(role, "free")).not.toContain(">Free<");
    }
    expect(badgesOf("STANDARD", "paid")).toContain(">All-Access<");
  });
});
