// The printed guide for each kind of reader: a paid reader gets the sheet (rendered here on the
// server as the page does), a visitor is sent to log in and a free reader to the paywall; neither
// gets anything of the guide's details. The guide service shapes the guide by reader (its paywall is
// tested in server/modules/guides/paywall.test.ts); this checks what the page does with each shape.
import { createRoutesStub, type AppLoadContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { TrailFull, TrailPreview } from "../../../../shared/contracts/trail.contract";
import type { UserClaims } from "../../../../shared/contracts/user.contract";
import { ROUTE_RULES, ruleDeclaredBy } from "../../../../shared/domain/access";
import type { Locale } from "../../../../shared/domain/locales";
import { es } from "../../../i18n/es";
import { fr } from "../../../i18n/fr";
import { renderToHtml } from "../../../../tests/support/render-to-html";
import { loader } from "../../../routes/trail-print";
import { GuidePrint } from "./guide-print";

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
  hero_file_name: null,
  hero_photo: null,
  teaser: "Ledges above the river.",
  published: true,
  user: null,
  created_at: "2026-01-01T00:00:00Z",
  is_preview: false,
  is_boh: false,
};

const full: TrailFull = {
  ...preview,
  access: "full",
  geojson: {
    type: "LineString",
    coordinates: [
      [-109.65, 38.55, 1400],
      [-109.62, 38.58, 1520],
      [-109.6, 38.6, 1460],
    ],
  },
  bounds: [
    [-109.65, 38.55],
    [-109.6, 38.6],
  ],
  description_html: "<p>Climb the mesa.</p>",
  waypoints: [
    {
      id: 2,
      position: 2,
      name: "The Waterfall",
      waypoint_type: "obstacle",
      latitude: 38.58,
      longitude: -109.62,
      description_html: "<p>Stay left.</p>",
      photos: [],
    },
    {
      id: 1,
      position: 1,
      name: "Airing Down Spot",
      waypoint_type: "trailhead",
      latitude: 38.55,
      longitude: -109.65,
      description_html: "",
      photos: [],
    },
  ],
  points_of_concern: ["Body Damage", "Narrow Shelf Road"],
  photos: [],
  road_condition: "Slickrock",
  status: "open",
  status_reported_at: null,
  permit_information_link: null,
  season: "Spring to fall",
  original_publish_date: "2025-01-01",
  last_published_date: "2026-03-01",
  new_edition_date: null,
};

const reader = (overrides: Partial<UserClaims>): UserClaims =>
  ({ id: 5, access_type: "STANDARD", is_subscribed: false, units: "imperial", ...overrides }) as UserClaims;

/** The sheet as the page renders it, in `locale`, with the root's catalog. */
async function renderSheet(data: Parameters<typeof GuidePrint>[0]["data"], locale: Locale = "en"): Promise<string> {
  const messages = { en: null, fr, es }[locale];
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: () => <GuidePrint data={data} /> }]);
  const html = await renderToHtml(
    <Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: { i18n: { locale, messages } } } }} />,
  );
  // React separates neighbouring text with comments; a reader sees one text.
  return html.replaceAll("<!-- -->", "");
}

function contextFor(user: UserClaims | null, trail: TrailPreview | TrailFull, locale: Locale = "en") {
  return {
    user,
    locale,
    publicUrl: "https://trailguide.example",
    services: {
      guides: { getTrail: vi.fn().mockResolvedValue(trail) },
      map: {
        listCrossedPublicLandAreas: vi.fn().mockResolvedValue([
          {
            agency: "USFS",
            unit: "Manti-La Sal National Forest",
            name: "Moab Ranger District",
            geometry: {
              type: "Polygon",
              coordinates: [
                [
                  [-110, 38],
                  [-109, 38],
                  [-109, 39],
                  [-110, 39],
                  [-110, 38],
                ],
              ],
            },
          },
        ]),
      },
    },
  } as unknown as AppLoadContext;
}

async function load(
  user: UserClaims | null,
  trail: TrailPreview | TrailFull,
  path = "/US/utah/trails/7-poison-spider/print",
  locale: Locale = "en",
) {
  const request = new Request(`http://localhost${path}`);
  const segments = path.split("/").slice(1, -1);
  const [country, slug, , id] = segments.length === 4 ? segments : [undefined, undefined, ...segments];
  const params = { country, slug, id };
  try {
    return {
      data: await loader({ request, params, context: contextFor(user, trail, locale) } as Parameters<typeof loader>[0]),
    };
  } catch (thrown) {
    if (thrown instanceof Response) return { redirect: thrown.headers.get("location"), body: await thrown.text() };
    throw thrown;
  }
}

describe("the printed trail guide's loader", () => {
  it("declares the guide pages' rule: anyone, then the guide's paywall", () => {
    expect(ruleDeclaredBy(loader)).toBe(ROUTE_RULES.guideReader);
  });

  it("sends a visitor to log in and come back to the sheet, with nothing of the guide", async () => {
    const outcome = await load(null, preview);
    expect(outcome.redirect).toBe("/login?return_url=/US/utah/trails/7-poison-spider/print");
    expect(JSON.stringify(outcome)).not.toContain("Waterfall");
  });

  it("sends a free reader to the trail's page, where the paywall is, with nothing of the guide", async () => {
    const outcome = await load(reader({}), preview);
    expect(outcome.redirect).toBe("/US/utah/trails/7-poison-spider");
    expect(JSON.stringify(outcome)).not.toContain("Waterfall");
  });

  it("moves a sheet asked for under another state to the trail's own place", async () => {
    const outcome = await load(reader({ is_subscribed: true }), full, "/US/nevada/trails/7-poison-spider/print");
    expect(outcome.redirect).toBe("/US/utah/trails/7-poison-spider/print");
    const short = await load(reader({ is_subscribed: true }), full, "/trails/7-poison-spider/print");
    expect(short.redirect).toBe("/US/utah/trails/7-poison-spider/print");
  });

  it("gives a paid reader the whole sheet in their units", async () => {
    const { data } = await load(reader({ is_subscribed: true }), full);
    expect(data!.title).toBe("Poison Spider Mesa");
    expect(data!.waypoints.map((waypoint) => [waypoint.number, waypoint.name, waypoint.coordinates, waypoint.fromStart])).toEqual(
      [
        [1, "Airing Down Spot", "38.55000, -109.65000", "0 mi"],
        [2, "The Waterfall", "38.58000, -109.62000", "2.63 mi"],
      ],
    );
    expect(data!.waypoints[1]!.fromPrevious).toBe("2.63 mi");
    expect(data!.edition).toBe("2026-03-01");
    expect(data!.publicLands).toEqual(["Manti-La Sal National Forest, Moab Ranger District"]);
    expect(data!.map.areas).toHaveLength(1);
    expect(data!.trailhead.directionsUrl).toBe("https://www.google.com/maps/dir/?api=1&destination=38.55,-109.65");
    expect(data!.canonicalUrl).toBe("https://trailguide.example/US/utah/trails/7-poison-spider");

    const metric = (await load(reader({ is_subscribed: true, units: "metric" }), full)).data!;
    expect(metric.waypoints[1]!.fromStart).toBe("4.23 km");
    expect(metric.facts.length).toBe("22.69 km");
    expect(metric.map.scaleBar.label).toMatch(/ km$/);
    expect(metric.elevation!.profile.yUnit).toBe("m");
  });

  it("renders the sheet: title, facts, map, profile, waypoints, concerns, directions and the QR code with its address", async () => {
    const { data } = await load(reader({ is_subscribed: true }), full);
    const html = await renderSheet(data!);
    expect(html).toContain("<h1");
    expect(html).toContain("Edition of March 1, 2026");
    expect(html).toContain("Grand County · Nearest town Moab");
    expect(html).toContain("Poison Spider Mesa");
    expect(html).toContain("Nearest town Moab");
    expect(html).toContain("Severe (technical rating 6-8)");
    expect(html).toContain(
      'aria-label="Overview map of Poison Spider Mesa: the route from start to end with 2 numbered waypoints"',
    );
    expect(html).toContain("Elevation profile of Poison Spider Mesa");
    expect(html).toContain(">Waypoints</h2>");
    expect(html).toContain("The Waterfall");
    expect(html).toContain("38.58000, -109.62000");
    expect(html).toContain(">Points of concern</h2>");
    expect(html).toContain("Narrow Shelf Road");
    expect(html).toContain("A single-lane road cut into a slope");
    expect(html).toContain(">Directions</h2>");
    expect(html).toContain("https://www.google.com/maps/dir/?api=1&amp;destination=38.55,-109.65");
    expect(html).toContain("QR code of the guide&#x27;s address, https://trailguide.example/US/utah/trails/7-poison-spider");
    expect(html).toContain("@page { size: letter; margin: 0.5in; }");
  });

  it("prints the sheet in Spanish on a Spanish page: headings, table, facts, dates and concerns; the guide's own words as written", async () => {
    const { data } = await load(reader({ is_subscribed: true }), full, "/US/utah/trails/7-poison-spider/print", "es");
    // The QR code opens the guide's Spanish page.
    expect(data!.canonicalUrl).toBe("https://trailguide.example/es/US/utah/trails/7-poison-spider");
    const html = await renderSheet(data!, "es");
    expect(html).toContain("Trailguide · Guía de ruta");
    expect(html).toContain("Edición del 1 de marzo de 2026");
    expect(html).toContain("condado de Grand · Población más cercana: Moab");
    expect(html).toContain("Severa (calificación técnica 6-8)");
    expect(html).toContain(">Puntos de precaución</h2>");
    expect(html).toContain(">Coordenadas</th>");
    expect(html).toContain(">Desde el inicio</th>");
    expect(html).toContain("Camino de un solo carril cortado en una ladera");
    expect(html).toContain(">Cómo llegar</h2>");
    expect(html).toContain("El inicio de la ruta está cerca de Moab, condado de Grand, Utah.");
    expect(html).toContain("Código QR de la dirección de la guía, https://trailguide.example/es/US/utah/trails/7-poison-spider");
    expect(html).toContain('href="/US/utah/trails/7-poison-spider"');
    // As written: the title, the waypoint names and notes, the road condition and the season.
    expect(html).toContain("Poison Spider Mesa");
    expect(html).toContain("The Waterfall");
    expect(html).toContain("Stay left.");
    expect(html).toContain("Slickrock");
    expect(html).toContain("Spring to fall");
  });

  it("writes each point of concern's description in French and Spanish", async () => {
    const { data } = await load(reader({ is_subscribed: true }), full, "/US/utah/trails/7-poison-spider/print", "fr");
    const html = await renderSheet(data!, "fr");
    expect(html).toContain(">Points d&#x27;attention</h2>");
    expect(html).toContain("Route à voie unique taillée dans une pente");
    expect(html).toContain("Édition du 1 mars 2026");
  });
});
