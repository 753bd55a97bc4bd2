import { ENGLISH_ROOT_DATA } from "../../../tests/support/root-data";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { renderToHtml } from "../../../tests/support/render-to-html";
import { GuideElevationSection } from "./guide-elevation-section";

describe(GuideElevationSection.name, () => {
  it("gives the line's total climb and descent in feet beside its profile", async () => {
    const Stub = createRoutesStub([
      {
        id: "root",
        path: "/",
        Component: () => (
          <GuideElevationSection
            elevation={{
              profile: [
                [0, 1400],
                [2_000, 1520],
                [4_000, 1460],
              ],
              gainMetres: 120,
              lossMetres: 60,
            }}
          />
        ),
      },
    ]);
    const html = await renderToHtml(<Stub initialEntries={["/"]} hydrationData={ENGLISH_ROOT_DATA} />);
    expect(html).toMatch(/<h2 id="elevation-title"[^>]*>.*Elevation<\/h2>/);
    expect(html).toMatch(/Gain<\/dt><dd[^>]*>394 ft/);
    expect(html).toMatch(/Loss<\/dt><dd[^>]*>197 ft/);
    expect(html).toContain('aria-label="Elevation profile: from 4,593 ft to 4,987 ft over 2.5 mi"');
  });
});
