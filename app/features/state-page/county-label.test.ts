import { describe, expect, it } from "vitest";
import { countyLabel } from "./county-label";

describe(countyLabel.name, () => {
  it.each([
    ["Grand", "US", "Grand County"],
    ["Bossier Parish", "US", "Bossier Parish"],
    ["Kenai Peninsula Borough", "US", "Kenai Peninsula Borough"],
    ["City of Alexandria", "US", "City of Alexandria"],
    ["Cariboo Regional District", "CAN", "Cariboo Regional District"],
    ["Altamira", "MX", "Altamira"],
  ])("%s (%s) -> %s", (name, country, label) => {
    expect(countyLabel(name, country)).toBe(label);
  });

  it("has no label without a county", () => {
    expect(countyLabel(null, "US")).toBeNull();
  });
});
