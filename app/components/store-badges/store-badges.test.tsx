// A store badge appears only for a store whose address is configured.
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { renderToHtml } from "../../../tests/support/render-to-html";
import type { AppStores } from "../../../shared/domain/analytics-events";
import { StoreBadges } from "./store-badges";

function renderBadges(stores: AppStores): Promise<string> {
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: () => <StoreBadges {...stores} /> }]);
  return renderToHtml(
    <Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: { i18n: { locale: "en", messages: {} } } } }} />,
  );
}

describe(StoreBadges.name, () => {
  it("links each configured store", async () => {
    const html = await renderBadges({
      appStoreUrl: "https://apps.apple.com/app/trailguide/id123456789",
      playStoreUrl: "https://play.google.com/store/apps/details?id=com.trailguide",
    });
    expect(html).toContain('href="https://apps.apple.com/app/trailguide/id123456789"');
    expect(html).toContain("Google Play");
  });

  it("shows no badge for a store that is not configured", async () => {
    const html = await renderBadges({
      appStoreUrl: null,
      playStoreUrl: "https://play.google.com/store/apps/details?id=com.trailguide",
    });
    expect(html).not.toContain("App Store");
    expect(html).toContain("Google Play");
    expect(await renderBadges({ appStoreUrl: null, playStoreUrl: null })).not.toContain("<a");
  });
});
