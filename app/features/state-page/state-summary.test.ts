import { describe, expect, it } from "vitest";
import { translator } from "../../../shared/i18n/translator";
import { fr } from "../../i18n/fr";
import { stateMeta, stateSummary as summaryIn } from "./state-meta";
import { hasGuides, stateCrumbs } from "./state-summary";

const stateSummary = (title: string, counts: Parameters<typeof summaryIn>[2]) => summaryIn(translator("en", null), title, counts);

describe("stateSummary", () => {
  it("counts what the state has", () => {
    expect(stateSummary("Utah", { trail_count: 28, scout_route_count: 13, orv_park_count: 2, region_count: 3 })).toBe(
      "Off-roading in Utah: 28 trail guides, 13 scout routes and 2 ORV parks across 3 regions.",
    );
  });

  it("uses the singular for one and leaves out regions when there are none", () => {
    expect(stateSummary("Yukon", { trail_count: 1, scout_route_count: 0, orv_park_count: 1, region_count: 0 })).toBe(
      "Off-roading in Yukon: 1 trail guide, 0 scout routes and 1 ORV park.",
    );
  });
});

describe("the French state page's description", () => {
  it("counts in French", () => {
    const counts = { trail_count: 28, scout_route_count: 1, orv_park_count: 2, region_count: 3 };
    expect(summaryIn(translator("fr", fr), "Québec", counts)).toBe(
      "Hors route en Québec : 28 guides de sentiers, 1 itinéraire de reconnaissance et 2 parcs VHR, dans 3 régions.",
    );
  });
});

describe("a state with no guide", () => {
  const none = { trail_count: 0, scout_route_count: 0, orv_park_count: 0, region_count: 2 };

  it("says so instead of counting zeros", () => {
    expect(hasGuides(none)).toBe(false);
    expect(stateSummary("Nunavut", none)).toBe("No trail guides, scout routes or ORV parks in Nunavut yet.");
  });

  it("asks search engines not to index its page; a state with one guide is indexed", () => {
    const page = {
      state: { code: "NU", slug: "nunavut", title: "Nunavut", country_code: "CAN" as const, content_count: 0 },
      canonicalUrl: "https://trails.example.com/CAN/nunavut",
      publicUrl: "https://trails.example.com",
      topTrails: [],
    };
    expect(stateMeta({ ...page, counts: none })).toContainEqual({ name: "robots", content: "noindex" });
    expect(stateMeta({ ...page, counts: { ...none, orv_park_count: 1 } })).not.toContainEqual({
      name: "robots",
      content: "noindex",
    });
  });
});

describe(stateCrumbs.name, () => {
  it("goes Home > country > state", () => {
    expect(stateCrumbs({ country_code: "CAN", title: "Yukon" }).map((crumb) => crumb.name)).toEqual(["Home", "Canada", "Yukon"]);
  });
});
