// The printed scout route: the trail's sheet without the waypoint table and points of concern a
// scout route does not have; a free reader lands on the route's paywall.
import { createRoutesStub, type AppLoadContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { ScoutRouteFull, ScoutRoutePreview } from "../../../../shared/contracts/scout-route.contract";
import type { UserClaims } from "../../../../shared/contracts/user.contract";
import { ROUTE_RULES, ruleDeclaredBy } from "../../../../shared/domain/access";
import { renderToHtml } from "../../../../tests/support/render-to-html";
import { loader } from "../../../routes/scout-route-print";
import { GuidePrint } from "./guide-print";

const preview: ScoutRoutePreview = {
  access: "preview",
  id: 42,
  slug: "42-moab-rim",
  title: "Moab Rim",
  state: { code: "UT", country_code: "US", slug: "utah", title: "Utah" },
  nearest_town_name: "Moab",
  county_name: "Grand",
  state_message: null,
  difficulty: 5,
  difficulty_props: { color: "#FAD201", label: "Difficult" },
  length: 12.3,
  review_average: 4.2,
  review_count: 7,
  hero_file_name: null,
  hero_photo: null,
  teaser: "Slickrock above town.",
  published: true,
  user: null,
  created_at: "2026-01-01T00:00:00Z",
};

const full: ScoutRouteFull = {
  ...preview,
  access: "full",
  geojson: {
    type: "LineString",
    coordinates: [
      [-109.6, 38.5],
      [-109.4, 38.7],
    ],
  },
  bounds: [
    [-109.6, 38.5],
    [-109.4, 38.7],
  ],
  route_description: "<p>Climb the rim.</p>",
  waypoints: [],
  photos: [],
  hardest_part_file_name: null,
  camping_file_name: null,
  road_condition: "Dirt",
  status: "open",
  status_reported_at: null,
  permit_information_link: null,
  categories: ["Desert"],
  accepted_at: null,
  original_publish_date: "2025-01-01",
  last_published_date: null,
  new_edition_date: null,
};

async function load(user: UserClaims | null, route: ScoutRoutePreview | ScoutRouteFull) {
  const request = new Request("http://localhost/US/utah/scout-routes/42-moab-rim/print");
  const context = {
    user,
    publicUrl: "https://trailguide.example",
    services: {
      guides: { getScoutRoute: vi.fn().mockResolvedValue(route) },
      map: { listCrossedPublicLandAreas: vi.fn().mockResolvedValue([]) },
    },
  } as unknown as AppLoadContext;
  const params = { country: "US", slug: "utah", id: "42-moab-rim" };
  try {
    return { data: await loader({ request, params, context } as Parameters<typeof loader>[0]) };
  } catch (thrown) {
    if (thrown instanceof Response) return { redirect: thrown.headers.get("location") };
    throw thrown;
  }
}

const member = { id: 5, access_type: "STANDARD", is_subscribed: true, units: "imperial" } as UserClaims;

describe("the printed scout route's loader", () => {
  it("declares the guide pages' rule and sends a free reader to the route's paywall", async () => {
    expect(ruleDeclaredBy(loader)).toBe(ROUTE_RULES.guideReader);
    expect((await load({ ...member, is_subscribed: false }, preview)).redirect).toBe("/US/utah/scout-routes/42-moab-rim");
  });

  it("prints the route without a waypoint table or points of concern", async () => {
    const { data } = await load(member, full);
    expect(data!.waypoints).toEqual([]);
    expect(data!.concerns).toBeNull();
    expect(data!.elevation).toBeNull();
    const Stub = createRoutesStub([{ id: "root", path: "/", Component: () => <GuidePrint data={data!} /> }]);
    const root = { i18n: { locale: "en", messages: null } };
    const html = (await renderToHtml(<Stub initialEntries={["/"]} hydrationData={{ loaderData: { root } }} />)).replaceAll(
      "<!-- -->",
      "",
    );
    expect(html).toContain("Trailguide · Scout route");
    expect(html).toContain("Moab Rim");
    expect(html).toContain("Climb the rim.");
    expect(html).not.toContain(">Waypoints</h2>");
    expect(html).not.toContain(">Points of concern</h2>");
    expect(html).toContain(">Directions</h2>");
    expect(html).toContain("https://trailguide.example/US/utah/scout-routes/42-moab-rim");
  });
});
