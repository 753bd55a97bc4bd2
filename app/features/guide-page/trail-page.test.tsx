// Server-rendered markup of the trail page for each kind of reader (spec §2.11, §3 badges).
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { renderInternalDetails } from "../../../tests/support/render-internal-details";
import { renderToHtml } from "../../../tests/support/render-to-html";
import type { Waypoint } from "../../../shared/contracts/scout-route.contract";
import type { TrailFull, TrailPreview } from "../../../shared/contracts/trail.contract";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import type { TrailPageData } from "./load-trail-page.server";
import { paywallBenefits } from "./paywall";
import { translator } from "../../../shared/i18n/translator";
import { fr } from "../../i18n/fr";
import { PointsOfConcern } from "./points-of-concern";
import { badgeHoldersHtml } from "./badge-holders.server";
import { fullGuideView } from "./full-guide-view.server";
import { GUIDE_ELEVATION_BOX } from "./guide-elevation-box";
import { waypointMarkers } from "./waypoints";
import { TrailPage } from "./trail-page";
import { WaypointGuide } from "./waypoint-guide";
import { AppProviders } from "../../../tests/support/app-providers";

const preview: TrailPreview = {
  access: "preview",
  id: 7,
  slug: "7-poison-spider",
  title: "Poison Spider Mesa",
  state: { code: "UT", country_code: "US", slug: "utah", title: "Utah" },
  nearest_town_name: "Moab",
  county_name: "Grand",
  state_message: null,
  difficulty_props: { color: "#F7941D", label: "Severe" },
  technical_rating_low: 6,
  technical_rating_high: 8,
  length: 14.1,
  review_average: 4.6,
  review_count: 31,
  hero_file_name: "/hero.jpg",
  hero_photo: { resized_medium: "/medium.jpg", resized_large: "/large.jpg" },
  teaser: "Ledges above the river.",
  published: true,
  user: null,
  created_at: "2026-01-01T00:00:00Z",
  is_preview: false,
  is_boh: true,
};

const waypoints: Waypoint[] = [
  {
    id: 2,
    position: 2,
    name: "The Waterfall",
    waypoint_type: "Obstacle",
    latitude: 38.6,
    longitude: -109.6,
    description_html: "<p>Stay left.</p>",
    photos: [],
  },
  {
    id: 1,
    position: 1,
    name: "Trailhead",
    waypoint_type: "Trailhead",
    latitude: 38.55,
    longitude: -109.65,
    description_html: "",
    photos: [],
  },
];

const full: TrailFull = {
  ...preview,
  access: "full",
  is_preview: true,
  geojson: {
    type: "LineString",
    coordinates: [
      [-109.65, 38.55],
      [-109.6, 38.6],
    ],
  },
  bounds: [
    [-109.65, 38.55],
    [-109.6, 38.6],
  ],
  description_html: "<p>Climb the mesa.</p>",
  waypoints,
  points_of_concern: ["Body Damage", "Narrow Shelf Road"],
  photos: [],
  road_condition: "Rock",
  status: "open",
  status_reported_at: null,
  permit_information_link: null,
  season: "Spring to fall",
  original_publish_date: "2025-01-01",
  last_published_date: null,
  new_edition_date: null,
};

const pageData = (trail: TrailPageData["trail"]): TrailPageData => ({
  trail,
  closestPreview: null,
  publicLands: [],
  roadsUsed: [],
  badgeHoldersHtml: null,
  fullView: fullGuideView(trail, trail.access === "full" ? waypointMarkers(trail.waypoints) : []),
  structuredData: [],
  forecast: null,
  canonicalUrl: "https://example.test/US/utah/trails/7-poison-spider",
  shareUrl: "https://trailguide.onelink.me/app?deep_link_value=trail",
  weeklyCost: "$0.77",
  totalCost: "$39.99",
});

const superUser: UserClaims = {
  uuid: "0b6f1d6a-2c57-4a4e-9a57-3d0b1a2b3c4e",
  id: 9,
  email: "super@example.test",
  name: "Sam Super",
  access_type: "SUPER",
  is_subscribed: false,
  subscription_tier: "free",
  is_official_crew: true,
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

const ROOT_DATA = {
  loaderData: {
    root: {
      clientConfig: { gpsPartner: { slug: "backcountry-maps", name: "Backcountry Maps" } },
      i18n: { locale: "en", messages: null },
    },
  },
};

function render(data: TrailPageData, user: UserClaims | null = null): Promise<string> {
  // The root route's data, as the site gives it: the GPS partner the side box offers to send to.
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/US/utah/trails/:id",
      Component: () => (
        <AppProviders user={user}>
          <TrailPage {...data} />
        </AppProviders>
      ),
    },
  ]);
  return renderToHtml(<Stub initialEntries={["/US/utah/trails/7-poison-spider"]} hydrationData={ROOT_DATA} />);
}

/** The Quick Info tab's facts: the first definition list of the page's Trail Information. */
function quickInfoOf(html: string): string {
  const information = html.slice(html.indexOf('id="trail-information-title"'));
  return information.slice(information.indexOf("<dl"), information.indexOf("</dl>") + 5);
}

describe(TrailPage.name, () => {
  it("shows the paywall, the All-Access badge and the rating to a non-paid reader", async () => {
    const html = await render(pageData(preview));
    expect(html).toContain("Every trail guide in full detail for $0.77/week*");
    for (const benefit of paywallBenefits(translator("en", null))) expect(html).toContain(benefit);
    expect(html).toContain('data-badge-type="small-aa"');
    expect(html).toContain('data-badge-type="boh"');
    expect(html).toContain(">Trails<");
    expect(html).toContain("6-8");
    expect(html).toContain("Severe");
    expect(html).not.toContain("Trail Information");
    expect(html).not.toContain("Download GPX");
    expect(html).not.toContain("Print guide");
    expect(html).not.toMatch(/Send to (<!-- -->)?Backcountry Maps/);
  });

  it("names the Badge of Honor holders with public profiles and counts the rest, or asks for the first", async () => {
    const holders = [
      { uuid: "6f1d0b6a-2c57-4a4e-9a57-3d0b1a2b3c4e", name: "Vera <Verified>" },
      { uuid: "7f1d0b6a-2c57-4a4e-9a57-3d0b1a2b3c4e", name: "Sam Spotter" },
    ];
    const english = translator("en", null);
    const html = await render({ ...pageData(preview), badgeHoldersHtml: badgeHoldersHtml({ count: 5, holders }, english) });
    expect(html).toContain('<a href="/badge-of-honor">Badge of Honor</a> earned by 5 drivers: ');
    expect(html).toContain(`<a href="/users/${holders[0]!.uuid}">Vera &lt;Verified&gt;</a>, <a`);
    expect(html).toContain("Sam Spotter</a> and 3 more");
    expect(badgeHoldersHtml({ count: 2, holders }, english)).toMatch(
      /earned by 2 drivers: <a[^>]+>Vera .*Sam Spotter<\/a><\/span>/,
    );
    expect(badgeHoldersHtml({ count: 1, holders: [] }, english)).toContain("Badge of Honor</a> earned by 1 driver</span>");
    expect(badgeHoldersHtml({ count: 0, holders: [] }, english)).toContain("Be the first to earn this trail&#x27;s");
    expect(await render(pageData(preview))).not.toContain("earned by");
  });

  it("writes the Badge of Honor line in French on a French page, its links to French pages", () => {
    const holders = [{ uuid: "6f1d0b6a-2c57-4a4e-9a57-3d0b1a2b3c4e", name: "Vera" }];
    const html = badgeHoldersHtml({ count: 1200, holders }, translator("fr", fr));
    expect(html).toContain('<a href="/fr/badge-of-honor">Insigne d&#x27;honneur</a>');
    expect(html).toContain(`1\u00a0200 conducteurs : <a href="/fr/users/${holders[0]!.uuid}">Vera</a> et 1\u00a0199 autres`);
  });

  it("shows a preview trail in full, with its badge, the GPX download and the GPS partner", async () => {
    const html = await render(pageData(full));
    expect(html).toContain('data-badge-type="small-preview"');
    expect(html).toContain("Trail Information");
    expect(html).toContain("Points of Concern");
    expect(html).toContain("Waypoints");
    expect(html).toContain("Season");
    expect(html).toContain("Download GPX");
    expect(html).toMatch(/Send to (<!-- -->)?Backcountry Maps/);
    expect(html).toContain("Directions to trail end");
    expect(html).toMatch(/<a href="\/trails\/7-poison-spider\/print"[^>]*>Print guide<\/a>/);
    expect(html).not.toContain("Every trail guide in full detail");
  });

  it("names the difficulty and the distance once each in Quick Info, and dates a status by its day", async () => {
    const html = await render(pageData({ ...full, status: "caution", status_reported_at: "2026-09-12T00:00:00.000Z" }));
    const quickInfo = quickInfoOf(html);
    expect(quickInfo.match(/Severe/g)).toHaveLength(1);
    expect(quickInfo).toMatch(/6-8/);
    expect(quickInfo.match(/Distance/g)).toHaveLength(1);
    expect(quickInfo).toMatch(/>Distance<\/dt><dd[^>]*><span[^>]*>14\.1 mi<\/span>/);
    expect(quickInfo).toMatch(/Reported(<!-- -->)? <time dateTime="2026-09-12">Sep 12, 2026<\/time>/);
    expect(quickInfo).not.toMatch(/12:00|AM|UTC/);
  });

  it("names the public lands the line crosses, and leaves the section out when there are none", async () => {
    const html = await render({
      ...pageData(full),
      publicLands: [{ agency: "USFS", unit: "Manti-La Sal National Forest", name: "Moab Ranger District" }],
    });
    expect(html).toContain("Public lands");
    expect(html).toContain("Manti-La Sal National Forest, Moab Ranger District");
    expect(await render(pageData(full))).not.toContain("Public lands");
  });

  it("names the roads the line uses with what their Motor Vehicle Use Map allows, and leaves the section out without any", async () => {
    const html = await render({
      ...pageData(full),
      roadsUsed: [
        {
          name: "Geyser Pass Road",
          class: "Road, Open to All Vehicles",
          surface: "NAT - NATIVE MATERIAL",
          seasonal: "seasonal",
          vehicles: [
            { vehicle: "Passenger vehicle", dates: "05/15-10/31" },
            { vehicle: "ATV", dates: "open" },
          ],
        },
      ],
    });
    expect(html).toContain('id="roads-used-title"');
    expect(html).toContain("Geyser Pass Road");
    expect(html).toContain("Road, Open to All Vehicles");
    expect(html).toMatch(/Open to: (<!-- -->)?Passenger vehicle \(05\/15-10\/31\), ATV</);
    expect(await render(pageData(full))).not.toContain('id="roads-used-title"');
  });

  it("keeps the elevation section's room under the map for a line with elevations, and none without", async () => {
    const climbing: TrailFull = {
      ...full,
      geojson: {
        type: "LineString",
        coordinates: [
          [-109.65, 38.55, 1400],
          [-109.6, 38.6, 1520],
        ],
      },
    };
    expect(await render(pageData(climbing))).toContain(GUIDE_ELEVATION_BOX);
    expect(await render(pageData(full))).not.toContain(GUIDE_ELEVATION_BOX);
  });

  it("adds Internal Details with the trail edit link for staff, drawn in the browser", async () => {
    const internal = { editor_notes_count: 1, history_count: 2, can_edit: true };
    expect(await render(pageData({ ...full, internal }))).not.toContain("Internal Details");
    const html = await renderInternalDetails({ guide: full, internal, kind: "trails" });
    expect(html).toContain("Internal Details");
    expect(html).toContain('href="/trails/7/edit"');
    expect(html).toContain("Show (1)");
    expect(html).toContain("Show (2)");
    expect(html).not.toContain("Upvotes");
    expect(html).not.toContain('type="date"');
    expect(html).not.toContain("Record");
  });

  it("gives a super user the new edition date picker, Save and the Record sub-panel", async () => {
    const record = {
      id: 7,
      slug: "poison-spider",
      author_id: 12,
      region_id: null,
      city_id: 4,
      created_at: "2025-01-01T10:00:00Z",
      updated_at: "2026-02-03T04:05:00Z",
    };
    const internal = { editor_notes_count: 0, history_count: 0, can_edit: true, record };
    const html = await renderInternalDetails(
      { guide: { ...full, new_edition_date: "2026-05-01" }, internal, kind: "trails" },
      superUser,
    );
    expect(html).toContain('type="date"');
    expect(html).toContain('value="2026-05-01"');
    expect(html).toContain(">Save<");
    expect(html).toContain(">Record<");
    expect(html).toContain("poison-spider");
    expect(html).toContain("Feb 3, 2026");
  });
});

describe(WaypointGuide.name, () => {
  it("lists the waypoints in trail order with type, coordinates and notes", async () => {
    const Stub = createRoutesStub([{ id: "root", path: "/", Component: () => <WaypointGuide waypoints={waypoints} /> }]);
    const html = await renderToHtml(<Stub initialEntries={["/"]} hydrationData={ROOT_DATA} />);
    expect(html.indexOf("Trailhead")).toBeLessThan(html.indexOf("The Waterfall"));
    expect(html).toContain("Obstacle");
    expect(html).toContain("38.60000, -109.60000");
    expect(html).toContain("<p>Stay left.</p>");
  });
});

describe(PointsOfConcern.name, () => {
  function renderConcerns(concerns: string[], user: UserClaims | null) {
    const Stub = createRoutesStub([
      {
        id: "root",
        path: "/",
        Component: () => (
          <AppProviders user={user}>
            <PointsOfConcern concerns={concerns} />
          </AppProviders>
        ),
      },
    ]);
    return renderToHtml(<Stub initialEntries={["/"]} hydrationData={ROOT_DATA} />);
  }

  it("lists each concern with an icon", async () => {
    const html = await renderConcerns(["Body Damage", "Something New"], null);
    expect(html).toContain("Body Damage");
    expect(html).toContain("Something New");
    expect(html.match(/<svg/g)).toHaveLength(2);
  });

  it("opens with whether the trail fits the signed-in reader's rig, read from their garage", async () => {
    const html = await renderConcerns(["Width"], superUser);
    expect(html.indexOf("Fits my rig")).toBeLessThan(html.indexOf("Width"));
    expect(html).toContain("Checking your garage");
  });
});
