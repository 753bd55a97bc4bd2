// Server-rendered markup of the shared page and of the panel's first paint (before the list loads).
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { SharedContent } from "../../../../shared/contracts/user-content.contract";
import { ToastProvider } from "../../../components/ui/toast";
import { MyContentPanel } from "./my-content-panel";
import { sharedContentMeta } from "./shared-content-meta";
import { SharedContentPage } from "./shared-content-page";

const track: SharedContent = {
  kind: "track",
  uuid: "7b0e4c1e-2f43-4b7e-9a55-1c2d3e4f5a6b",
  name: "Fins & Things <loop>",
  notes: "Stay on the painted slickrock.",
  color: "#028AD7",
  bounds: [
    [-109.55, 38.57],
    [-109.53, 38.58],
  ],
  length_m: 5_471,
  elevation_gain_m: 375,
  elevation_loss_m: 298.7,
  point_count: 1_234,
  is_shared: true,
  preview: {
    type: "MultiLineString",
    coordinates: [
      [
        [-109.55, 38.57],
        [-109.53, 38.58],
      ],
    ],
  },
  elevation_profile: [
    [0, 1250],
    [2_700, 1340],
    [5_471, 1290],
  ],
  created_at: "2026-11-01T10:00:00.000Z",
  updated_at: "2026-11-01T10:00:00.000Z",
  owner_name: "Morgan Member",
  privacy_cut: false,
};

/** Renders under a root route whose data names no online basemap, as the page finds it in the site. */
function renderInSite(children: ReactNode): string {
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: () => children }]);
  return renderToString(
    <Stub
      hydrationData={{ loaderData: { root: { clientConfig: { basemaps: null }, i18n: { locale: "en", messages: null } } } }}
    />,
  );
}

describe(SharedContentPage.name, () => {
  it("shows the name, owner, figures, notes and download links of a track", () => {
    const html = renderInSite(<SharedContentPage item={track} />);
    expect(html).toContain("Fins &amp; Things &lt;loop&gt;");
    expect(html).toMatch(/Shared by (<!-- -->)?Morgan Member/);
    expect(html).toContain("3.4 mi");
    expect(html).toContain("1,230 ft");
    expect(html).toContain("Stay on the painted slickrock.");
    expect(html).toContain(`/api/v2/user-content/tracks/${track.uuid}/export/?format=gpx`);
    expect(html).toContain('data-map-state="loading"');
    expect(html).toContain(`/api/v2/user-content/tracks/${track.uuid}/export/?format=gpx-route`);
    expect(html).toContain("GPX route for GPS devices");
    expect(html).not.toContain("privacy zones");
  });

  it("tells the owner, and only the owner, that the ends of the track are hidden from others", () => {
    const html = renderInSite(<SharedContentPage item={{ ...track, privacy_cut: true }} />);
    expect(html).toContain("its start and end inside your privacy zones are hidden from everyone else");
  });

  it("charts a track's elevation profile, and leaves the chart out for a track without elevations", () => {
    expect(renderInSite(<SharedContentPage item={track} />)).toContain(
      'aria-label="Elevation profile: from 4,101 ft to 4,396 ft over 3.4 mi"',
    );
    const flat = renderInSite(<SharedContentPage item={{ ...track, kind: "track", elevation_profile: null }} />);
    expect(flat).not.toContain("Elevation profile");
  });

  it("shows a waypoint's position and elevation", () => {
    const waypoint: SharedContent = {
      kind: "waypoint",
      uuid: track.uuid,
      name: "Spring",
      icon: "water",
      notes: "",
      latitude: 38.5,
      longitude: -109.5,
      recorded_at: null,
      privacy_cut: false,
      elevation: null,
      is_shared: true,
      created_at: track.created_at,
      updated_at: track.updated_at,
      owner_name: "Morgan Member",
    };
    const html = renderInSite(<SharedContentPage item={waypoint} />);
    expect(html).toContain("38.50000, -109.50000");
    expect(html).toContain("—");
  });
});

describe(sharedContentMeta.name, () => {
  it("titles the page after the item, kept out of search results", () => {
    const meta = sharedContentMeta({ item: track, canonicalUrl: "https://example.test/user-content/x" });
    expect(meta).toContainEqual({ property: "og:title", content: track.name });
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
  });
});

describe(MyContentPanel.name, () => {
  it("paints its tools and a skeleton before the list arrives, with no map yet", () => {
    const html = renderToString(
      <ToastProvider>
        <MyContentPanel map={null} />
      </ToastProvider>,
    );
    expect(html).toContain("My Content");
    expect(html).toContain("Draw track");
    expect(html).toContain("Add waypoint");
    expect(html).toContain("Import");
  });
});
