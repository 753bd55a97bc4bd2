// The reader's units on a page: a shared render (the tier's stand-in) and a visitor read imperial,
// a metric reader's own render reads metric. The switch after hydration on a shared page is
// covered end to end (tests/e2e/units.spec.ts).
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { GuideCard } from "../../shared/contracts/places.contract";
import type { UserClaims } from "../../shared/contracts/user.contract";
import { tierStandIn } from "../../shared/domain/tier-stand-in";
import { renderToHtml } from "../../tests/support/render-to-html";
import { GuideCardView } from "../components/guide-card/guide-card";
import { ElevationChart } from "../components/elevation-profile/elevation-chart";
import { SessionProvider } from "./session";

const guide: GuideCard = {
  kind: "trail",
  id: 7,
  slug: "7-poison-spider",
  title: "Poison Spider Mesa",
  state: { code: "UT", country_code: "US", slug: "utah", title: "Utah" },
  nearest_town_name: "Moab",
  difficulty_props: { color: "#e53935", label: "Difficult" },
  technical_rating_low: 6,
  technical_rating_high: 7,
  length: 12.6,
  review_average: 4.5,
  review_count: 3,
  hero_photo: null,
  is_preview: false,
  is_boh: false,
};

const metricReader: UserClaims = { ...tierStandIn("paid"), uuid: "0b6f1d6a-2c57-4a4e-9a57-3d0b1a2b3c4e", id: 9, units: "metric" };

function render(children: ReactNode, session: { user: UserClaims | null; isStandIn?: boolean } | null): Promise<string> {
  const Stub = createRoutesStub([
    {
      // The cards read the page's language from the root route's data (an English page here).
      id: "root",
      path: "/",
      Component: () =>
        session ? (
          <SessionProvider initialUser={session.user} isStandIn={session.isStandIn}>
            {children}
          </SessionProvider>
        ) : (
          children
        ),
    },
  ]);
  return renderToHtml(
    <Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: { i18n: { locale: "en", messages: null } } } }} />,
  );
}

const page = (
  <>
    <GuideCardView guide={guide} />
    <ElevationChart
      profile={[
        [0, 1400],
        [4_000, 1520],
      ]}
    />
  </>
);

describe("the reader's units", () => {
  it("are imperial for a visitor", async () => {
    const html = await render(page, { user: null });
    expect(html).toContain(">13 mi<");
    expect(html).toContain('aria-label="Elevation profile: from 4,593 ft to 4,987 ft over 2.5 mi"');
  });

  it("are imperial in a page rendered once for a whole tier, whoever reads it", async () => {
    const html = await render(page, { user: tierStandIn("paid"), isStandIn: true });
    expect(html).toContain(">13 mi<");
    expect(html).not.toContain(" km<");
  });

  it("are the reader's own in a page rendered for them", async () => {
    const html = await render(page, { user: metricReader });
    expect(html).toContain(">20 km<");
    expect(html).toContain('aria-label="Elevation profile: from 1,400 m to 1,520 m over 4 km"');
    expect(html).toContain(">1,550 m<");
    expect(html).toContain(">1,400 m<");
  });

  it("are imperial outside any session", async () => {
    expect(await render(page, null)).toContain(">13 mi<");
  });
});
