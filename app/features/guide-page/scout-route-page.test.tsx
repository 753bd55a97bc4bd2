// Server-rendered markup of the page for each kind of reader: the texts of spec §2.11 to the letter.
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { renderInternalDetails } from "../../../tests/support/render-internal-details";
import { renderToHtml } from "../../../tests/support/render-to-html";
import type { ScoutRouteFull, ScoutRoutePreview } from "../../../shared/contracts/scout-route.contract";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import type { ScoutRoutePageData } from "./load-scout-route-page.server";
import { fullGuideView } from "./full-guide-view.server";
import { ScoutRoutePage } from "./scout-route-page";
import { AppProviders } from "../../../tests/support/app-providers";

const preview: ScoutRoutePreview = {
  access: "preview",
  id: 42,
  slug: "42-moab-rim",
  title: "Moab Rim",
  state: { code: "UT", country_code: "US", slug: "utah", title: "Utah" },
  nearest_town_name: "Moab",
  county_name: "Grand",
  state_message: "Fire restrictions in effect",
  difficulty: 5,
  difficulty_props: { color: "#FAD201", label: "Difficult" },
  length: 12.3,
  review_average: 4.2,
  review_count: 7,
  hero_file_name: "/hero.jpg",
  hero_photo: { resized_medium: "/medium.jpg", resized_large: "/large.jpg" },
  teaser: "Slickrock above town.",
  published: true,
  user: { uuid: "7f1c1c2e-8d51-4a36-9b2a-1f4f1d7e9a10", name: "Dana Ruiz", photo_file_name: null },
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
  status_reported_at: "2026-01-02T00:00:00Z",
  permit_information_link: "https://permits.example.test",
  categories: ["Desert"],
  accepted_at: null,
  original_publish_date: "2025-01-01",
  last_published_date: null,
  new_edition_date: null,
};

const pageData = (route: ScoutRoutePageData["route"]): ScoutRoutePageData => ({
  route,
  closestPreview: null,
  publicLands: [],
  roadsUsed: [],
  fullView: fullGuideView(route),
  structuredData: [],
  forecast: null,
  canonicalUrl: "https://example.test/US/utah/scout-routes/42-moab-rim",
  shareUrl: "https://trailguide.onelink.me/app?deep_link_value=scoutroute",
  weeklyCost: "$0.77",
  totalCost: "$39.99",
});

const ROOT_DATA = {
  loaderData: {
    root: {
      clientConfig: { gpsPartner: { slug: "backcountry-maps", name: "Backcountry Maps" } },
      i18n: { locale: "en", messages: null },
    },
  },
};

function render(data: ScoutRoutePageData, user: UserClaims | null = null): Promise<string> {
  // The root route's data, as the site gives it: the GPS partner the side box offers to send to.
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/US/utah/scout-routes/:id",
      Component: () => (
        <AppProviders user={user}>
          <ScoutRoutePage {...data} />
        </AppProviders>
      ),
    },
  ]);
  return renderToHtml(<Stub initialEntries={["/US/utah/scout-routes/42-moab-rim"]} hydrationData={ROOT_DATA} />);
}

describe(ScoutRoutePage.name, () => {
  it("shows the paywall to a non-paid reader", async () => {
    const html = await render(pageData(preview));
    expect(html).toContain("Every trail guide in full detail for $0.77/week*");
    expect(html).toContain("*Billed annually at $39.99/year");
    expect(html).toContain("Start a 7-Day Free Trial of All-Access Membership");
    expect(html).toContain('href="/login?return_url=/US/utah/scout-routes/42-moab-rim"');
    expect(html).toContain("(Grand County)");
    expect(html).toContain("Fire restrictions in effect");
    expect(html).not.toContain("Trail Information");
    expect(html).toContain('id="addTrailReview"');
    expect(html).toMatch(/4\.2<\/span><span[^>]*>from 7 reviews/);
    expect(html).toContain("Unlock reviews with All-Access");
  });

  it("offers the nearest preview trail under the paywall", async () => {
    const html = await render({
      ...pageData(preview),
      closestPreview: {
        id: 9,
        slug: "9-hells-revenge",
        title: "Hells Revenge",
        state: { code: "UT", country_code: "US", slug: "utah", title: "Utah" },
        photo_file_name: "/preview.jpg",
        technical_rating_low: 6,
        difficulty_props: { color: "#FAD201", label: "Difficult" },
        review_average: 4.5,
        review_count: 12,
        distance: 3.4,
        nearest_town_name: "Moab",
      },
    });
    expect(html).toContain("Check out a nearby All-Access Preview trail guide:");
    expect(html).toContain('href="/US/utah/trails/9-hells-revenge"');
    expect(html).toContain("3.40 mi away");
  });

  it("hides the log-in link from a signed-in reader", async () => {
    const user: UserClaims = {
      uuid: "0b6f1d6a-2c57-4a4e-9a57-3d0b1a2b3c4d",
      id: 3,
      email: "free@example.test",
      name: "Frankie Free",
      access_type: "STANDARD",
      is_subscribed: false,
      subscription_tier: "free",
      is_official_crew: false,
      has_positive_transaction: false,
      photo_file_name: null,
      state_name: null,
      drive_style: null,
      year_started: null,
      vehicle_make: null,
      signup_origin: null,
      subscription_store: null,
      affiliate_origin: null,
      onboarding_state: "finished",
      units: "imperial",
      locale: null,
    };
    expect(await render(pageData(preview), user)).not.toContain("Already a member?");
  });

  it("shows the full guide to a paid reader", async () => {
    const html = await render(pageData(full));
    expect(html).toMatch(/>Distance<\/dt><dd[^>]*><span[^>]*>12\.3 mi<\/span>/);
    expect(html).toContain("Yes - Click Here");
    expect(html).toContain("Help us prioritize which Scout Routes to upgrade to full Trail Guides");
    expect(html).toContain('id="addTrailReview"');
    expect(html).toContain("https://www.google.com/maps/dir/?api=1&amp;destination=38.5,-109.6");
    expect(html).not.toContain("Every trail guide in full detail");
    expect(html).not.toContain("Unlock reviews with All-Access");
    expect(html).not.toContain("Internal Details");
  });

  it("adds Internal Details when the staff fields are present, drawn in the browser", async () => {
    const internal = { vote_count: 3, total_page_views: 99, editor_notes_count: 1, history_count: 2, can_edit: true };
    expect(await render(pageData({ ...full, internal }))).not.toContain("Internal Details");
    const html = await renderInternalDetails({ guide: full, internal, kind: "scout-routes" });
    expect(html).toContain("Internal Details");
    expect(html).toContain("Show (1)");
    expect(html).toContain("Show (2)");
    expect(html).toContain("Published");
    expect(html).toContain('href="/scout-routes/42/edit"');
  });
});
