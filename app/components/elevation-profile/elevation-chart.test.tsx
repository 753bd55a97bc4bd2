import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { fr } from "../../i18n/fr";
import { ENGLISH_ROOT_DATA } from "../../../tests/support/root-data";
import { renderToHtml } from "../../../tests/support/render-to-html";
import { ElevationChart } from "./elevation-chart";

type Profile = [number, number][];

function renderChart(profile: Profile, page: "English" | "French" = "English"): Promise<string> {
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: () => <ElevationChart profile={profile} /> }]);
  const rootData = page === "English" ? ENGLISH_ROOT_DATA : { loaderData: { root: { i18n: { locale: "fr", messages: fr } } } };
  return renderToHtml(<Stub initialEntries={["/"]} hydrationData={rootData} />);
}

const profile: Profile = [
  [0, 1400],
  [2_000, 1520],
  [4_000, 1460],
];

describe(ElevationChart.name, () => {
  it("describes the climb for screen readers and labels its axes in feet and miles", async () => {
    const html = await renderChart(profile);
    expect(html).toContain('aria-label="Elevation profile: from 4,593 ft to 4,987 ft over 2.5 mi"');
    expect(html).toContain(">4,500 ft<");
    expect(html).toContain(">5,000 ft<");
    expect(html).toContain(">0 mi<");
    expect(html).toContain(">2.5 mi<");
  });

  it("writes the description and the figures in French on a French page", async () => {
    const html = await renderChart(profile, "French");
    expect(html).toContain('aria-label="Profil d&#x27;altitude : de 4\u00a0593 ft à 4\u00a0987 ft sur 2,5 mi"');
    expect(html).toContain(">4\u00a0500 ft<");
    expect(html).toContain(">2,5 mi<");
  });

  it("draws the line from the left edge to the right, higher ground nearer the top", async () => {
    const html = await renderChart(profile);
    const line = /<path d="(M[^"]+)" class="fill-none/.exec(html)![1]!;
    const points = line
      .slice(1)
      .split("L")
      .map((point) => point.split(" ").map(Number));
    expect(points[0]![0]).toBe(0);
    expect(points.at(-1)![0]).toBe(1000);
    // 1520 m is the highest sample: the smallest y of the three.
    expect(points[1]![1]).toBeLessThan(points[2]![1]!);
    expect(points[2]![1]).toBeLessThan(points[0]![1]!);
  });

  it("draws a flat line inside a 100 ft band instead of dividing by zero", async () => {
    const html = await renderChart([
      [0, 1000],
      [500, 1000],
    ]);
    expect(html).not.toContain("NaN");
    expect(html).toContain(">3,200 ft<");
    expect(html).toContain(">3,300 ft<");
  });
});
