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
import type { Locale } from "../../../../shared/domain/locales";
import { es } from "../../../i18n/es";
import { fr } from "../../../i18n/fr";
import { translator, type Messages } from "../../../../shared/i18n/translator";

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
  is_own: false,
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
function renderInSite(
  children: ReactNode,
  i18n: { locale: Locale; messages: Messages | null } = { locale: "en", messages: null },
): string {
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: () => children }]);
  return renderToString(<Stub hydrationData={{ loaderData: { root: { clientConfig: { basemaps: null }, i18n } } }} />);
}

const FRENCH = { locale: "fr" as const, messages: fr };
const SPANISH = { locale: "es" as const, messages: es };

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

  it("shows its owner an unshared track as theirs alone, with the way to save it for offline", () => {
    const html = renderInSite(<SharedContentPage item={{ ...track, is_shared: false, is_own: true }} />);
    expect(html).toContain("Your track");
    expect(html).toContain("Only you can see this page.");
    expect(html).not.toContain("Shared by");
    expect(html).toContain(`href="/offline/tracks/${track.uuid}"`);
    expect(renderInSite(<SharedContentPage item={track} />)).not.toContain("/offline/tracks/");
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
      is_own: false,
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

  it("speaks French on a French page: its labels, the owner line and the privacy note", () => {
    const html = renderInSite(<SharedContentPage item={{ ...track, privacy_cut: true }} />, FRENCH);
    expect(html).toContain("Trace partagée");
    expect(html).toMatch(/Partagé par (<!-- -->)?Morgan Member/);
    expect(html).toContain("Longueur");
    expect(html).toContain("Montée");
    expect(html).toContain("Télécharger");
    expect(html).toContain("Tracé GPX pour appareils GPS");
    expect(html).toContain("vos zones de confidentialité");
    expect(html).toContain("1\u00a0234");
  });
});

describe(sharedContentMeta.name, () => {
  it("titles the page after the item, kept out of search results", () => {
    const meta = sharedContentMeta({ item: track, canonicalUrl: "https://example.test/user-content/x" });
    expect(meta).toContainEqual({ property: "og:title", content: track.name });
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
  });

  it("describes the item in the page's language and names the French page as canonical", () => {
    const meta = sharedContentMeta({ item: track, canonicalUrl: "https://example.test/user-content/x" }, translator("fr", fr));
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://example.test/fr/user-content/x" });
    expect(meta).toContainEqual({ property: "og:locale", content: "fr_CA" });
    const description = meta.find((tag) => "name" in tag && tag.name === "description") as { content: string };
    expect(description.content).toMatch(
      /^Une trace \(5,47 km · 375 m de montée · 299 m de descente\) partagée par Morgan Member\./,
    );
  });
});

describe(MyContentPanel.name, () => {
  it("paints its tools and a skeleton before the list arrives, with no map yet", () => {
    const html = renderInSite(
      <ToastProvider>
        <MyContentPanel map={null} />
      </ToastProvider>,
    );
    expect(html).toContain("My Content");
    expect(html).toContain("Draw track");
    expect(html).toContain("Add waypoint");
    expect(html).toContain("Import");
  });

  it("paints its tools in Spanish on a Spanish page", () => {
    const html = renderInSite(
      <ToastProvider>
        <MyContentPanel map={null} />
      </ToastProvider>,
      SPANISH,
    );
    expect(html).toContain("Mi contenido");
    expect(html).toContain("Dibujar recorrido");
    expect(html).toContain("Agregar punto de referencia");
    expect(html).toContain("Zonas de privacidad");
  });
});
