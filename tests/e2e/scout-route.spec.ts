import { createScoutRoute } from "./factories";
import { expect, test, workerBaseURL } from "./fixtures";
import { guideIdOf, pixelsNearColour, sitemapGuidePaths, openMap } from "./guide-helpers";
import { PRICES } from "./membership-helpers";

test.describe("scout route page", () => {
  test("a visitor who has not paid sees the paywall and a nearby preview trail", async ({ page }) => {
    const path = (await sitemapGuidePaths(page, "scout-routes"))[0]!;
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Scout Route", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Every trail guide in full detail for $0.77/week*" })).toBeVisible();
    for (const benefit of [
      "Detailed Waypoints",
      "Photos and video on the trail",
      "Comprehensive list of concerns",
      "Community trail reviews",
      "PLUS Scout Routes",
    ]) {
      await expect(page.getByText(benefit, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Start a 7-Day Free Trial of All-Access Membership" })).toHaveAttribute(
      "href",
      "/all-access",
    );
    await expect(page.getByText("Already a member?")).toBeVisible();
    await expect(page.getByText("Check out a nearby All-Access Preview trail guide:")).toBeVisible();
    await expect(page.getByRole("link", { name: /mi away/ })).toHaveAttribute(
      "href",
      /^\/(US|CAN|MX)\/[a-z-]+\/trails\/\d+-[a-z0-9-]+$/,
    );
    await expect(page.getByText(`*Billed annually at ${PRICES.yearly}/year`)).toBeVisible();
    await expect(page.getByTestId("scout-route-map")).toHaveCount(0);
  });

  test("a member sees the route drawn on the map, the photos and the tabs, and can vote", async ({
    page,
    signInAsNewAccount,
  }) => {
    await signInAsNewAccount("member");
    const path = (await sitemapGuidePaths(page, "scout-routes"))[0]!;
    const route = (await (await page.request.get(`/api/v3/scout-routes/${guideIdOf(path)}/`)).json()) as {
      access: string;
      difficulty_props: { color: string };
    };
    expect(route.access).toBe("full");
    await page.goto(path);
    await openMap(page, "scout-route-map");
    await expect
      .poll(() => pixelsNearColour(page.getByTestId("scout-route-map"), route.difficulty_props.color), { timeout: 10_000 })
      .toBeGreaterThan(50);

    await expect(page.getByRole("button", { name: /Open photo 1 of \d+: Hero/ })).toBeVisible();
    await expect(page.getByRole("button", { name: /Open photo 2 of \d+: Hardest Part/ })).toBeVisible();
    await expect(page.getByRole("button", { name: /Open photo 3 of \d+: Camping/ })).toBeVisible();

    await expect(page.getByRole("tab", { name: "Quick Info" })).toHaveAttribute("aria-selected", "true");
    const distance = page.locator("dl > div", { has: page.locator("dt", { hasText: /^Distance$/ }) }).locator("dd");
    await expect(distance).toHaveText(/^[\d.]+ mi$/);
    await page.getByRole("tab", { name: "Description" }).click();
    await expect(page.getByRole("list", { name: "Categories" })).toBeVisible();
    await page.getByRole("tab", { name: "Quick Info" }).click();

    const vote = page.getByRole("button", { name: /Upvote this Route|Voted!/ });
    await expect(vote).toHaveText(/Upvote this Route/);
    await expect(vote).toBeEnabled();
    await vote.click();
    await expect(page.getByText("Thanks for your vote!")).toBeVisible();
    await expect(vote).toHaveText(/Voted!/);
    await vote.click();
    await expect(vote).toHaveText(/Upvote this Route/);
    await expect(page.getByText("Internal Details")).toHaveCount(0);
  });

  test("a member sees the route's waypoints in a tab and numbered the same on the map", async ({ page, loginAs }) => {
    // A super user publishes a route of their own and gives it three waypoints through the editor's API.
    await loginAs("super");
    const route = await createScoutRoute(page.request, "Rim Overlook Run", ["submit", "accept", "publish"]);
    const { geojson } = (await (await page.request.get(`/api/v3/scout-routes/${route.id}/`)).json()) as {
      geojson: { coordinates: number[][] };
    };
    const at = (index: number) => ({ longitude: geojson.coordinates[index]![0]!, latitude: geojson.coordinates[index]![1]! });
    const names = ["Air-down spot", "Slickrock ledge", "Rim overlook"];
    const waypoints = [
      { name: names[0], waypoint_type: "trailhead", ...at(0) },
      { name: names[1], waypoint_type: "obstacle", ...at(1) },
      { name: names[2], waypoint_type: "viewpoint", ...at(2) },
    ];
    const saved = await page.request.patch(`/api/v2/scout-routes/edit/${route.id}/`, {
      data: { waypoints, change_reason: "Waypoints from the scouting trip." },
      headers: { origin: workerBaseURL() },
    });
    expect(saved.status()).toBe(200);

    await loginAs("member");
    await page.goto(route.path);
    await openMap(page, "scout-route-map");
    await page.getByRole("tab", { name: "Waypoints" }).click();
    const list = page.getByRole("list", { name: "Waypoints" });
    await expect(list.getByTestId("waypoint")).toHaveCount(3);
    await expect(list.getByRole("heading", { level: 3 })).toHaveText(names);
    for (const [index, name] of names.entries()) {
      await expect(page.getByRole("img", { name: `Waypoint ${index + 1}: ${name}` })).toHaveCount(1);
    }
  });

  test("a scout sees Internal Details, and a super user saves the new edition date", async ({ page, loginAs }) => {
    const path = (await sitemapGuidePaths(page, "scout-routes"))[0]!;
    await loginAs("scout");
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Internal Details" })).toBeVisible();
    await expect(page.getByText("Upvotes")).toBeVisible();
    await expect(page.getByText("Page Views")).toBeVisible();
    await expect(page.getByLabel("New Edition Date")).toHaveCount(0);

    await loginAs("super");
    const route = await createScoutRoute(page.request, "Edition Wash", ["submit", "accept", "publish"]);
    await page.goto(route.path);
    await page.getByLabel("New Edition Date").fill("2027-03-01");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Scout Route info saved!")).toBeVisible();
    const saved = (await (await page.request.get(`/api/v3/scout-routes/${route.id}/`)).json()) as {
      new_edition_date: string;
    };
    expect(saved.new_edition_date).toBe("2027-03-01");
  });

  test("a malformed or unknown route gives the 404 page", async ({ page }) => {
    for (const path of ["/scout-routes/not-a-number", "/scout-routes/99999999-nowhere"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText("Page not found, let's get you back on trail.")).toBeVisible();
      await expect(page.getByText(`Page not found: ${path}`)).toBeVisible();
    }
  });
});
