import { browserDistinctId, capturedEvents } from "./capture-server";
import { layoutShiftOf } from "./page-types";
import { expect, openSearchBar, test, VIEWPORTS, waitForHydration } from "./fixtures";

test.describe("page shell", () => {
  test("an anonymous visitor sees the home page with its header and footer", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header).toHaveCSS("height", "68px");
    await expect(header.getByRole("link", { name: "Log In" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Sign Up" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Pricing" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
    await expect(page.getByPlaceholder("Search for an offroad trail").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Utah" }).first()).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "All-Access Membership" })).toHaveAttribute("href", "/all-access");
    await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms-of-service");
  });

  test("the States dropdown groups states by country and leads to the state page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "States" }).click();
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible(); // the menu's code loads with the first click
    const groupLabels = await menu.locator("[role=group] > :first-child").allTextContents();
    expect(groupLabels).toEqual(["United States", "Canada", "Mexico"]);
    await menu.getByRole("menuitem", { name: "Utah" }).click();
    await expect(page).toHaveURL(/\/US\/utah$/);
    await expect(page.getByRole("heading", { level: 1, name: "Utah" })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Blanding (San Juan County)" })).toBeVisible();
  });

  test("a press on the States button opens the menu even when its code arrives before the release", async ({ page }) => {
    await page.goto("/");
    let deliverMenuCode = () => {};
    const menuCodeHeld = new Promise<void>((resolve) => (deliverMenuCode = resolve));
    await page.route(/\/states-dropdown-menu-[\w-]+\.js$/, async (route) => {
      await menuCodeHeld;
      await route.continue();
    });
    const box = await page.getByRole("banner").getByRole("button", { name: "States" }).boundingBox();
    if (!box) throw new Error("The States button is not on the page");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    const menuCode = page.waitForResponse(/\/states-dropdown-menu-[\w-]+\.js$/);
    deliverMenuCode();
    await menuCode;
    await expect(page.getByRole("menu")).toBeVisible();
    await page.mouse.up();
    await expect(page.getByRole("menuitem", { name: "Utah" })).toBeVisible();
  });

  test("a public page is shared between anonymous visitors and between members, never with staff", async ({
    request,
    page,
    loginAs,
  }) => {
    await request.get("/US/utah");
    const repeated = await request.get("/US/utah");
    expect(repeated.headers()["x-cache"]).toBe("hit");

    await loginAs("member");
    await page.request.get("/US/utah");
    const member = await page.goto("/US/utah");
    expect(member?.headers()["cache-control"]).toBe("private, no-store");
    expect(member?.headers()["x-cache"]).toBe("hit");
    await expect(page.getByRole("banner").getByText("All-Access", { exact: true })).toBeVisible();
    // The shared copy knows nobody's announcements: the browser asks for the member's own count.
    const unread = (await (await page.request.get("/api/v2/announcements/unread-count/")).json()) as { unread_count: number };
    expect(unread.unread_count).toBeGreaterThan(0);
    await expect(page.getByRole("banner").getByRole("link", { name: /^Dashboard/ })).toHaveAccessibleName(
      `Dashboard ${unread.unread_count > 9 ? "9+" : unread.unread_count} unread announcements`,
    );

    await loginAs("scout");
    const staff = await page.goto("/US/utah");
    expect(staff?.headers()["cache-control"]).toBe("private, no-store");
    expect(staff?.headers()["x-cache"]).toBeUndefined();
  });

  test("start-up keeps utm parameters for 90 days and a coupon for 15 minutes", async ({ page }) => {
    await page.goto("/?utm_source=newsletter&utm_campaign=winter&coupon=TRAIL10");
    await expect
      .poll(async () => (await page.context().cookies()).map((cookie) => cookie.name).sort())
      .toEqual(["coupon", "utm_params"]);
    const cookies = await page.context().cookies();
    const nowSeconds = Date.now() / 1000;
    const utm = cookies.find((cookie) => cookie.name === "utm_params")!;
    expect(JSON.parse(decodeURIComponent(utm.value))).toEqual({ utm_source: "newsletter", utm_campaign: "winter" });
    expect(utm.expires - nowSeconds).toBeGreaterThan(90 * 86_400 - 120);
    expect(utm.expires - nowSeconds).toBeLessThan(90 * 86_400 + 120);
    const coupon = cookies.find((cookie) => cookie.name === "coupon")!;
    expect(coupon.value).toBe("TRAIL10");
    expect(coupon.expires - nowSeconds).toBeGreaterThan(15 * 60 - 120);
    expect(coupon.expires - nowSeconds).toBeLessThan(15 * 60 + 120);
  });

  test("an announcement opened in the app's web view has no site chrome", async ({ page }) => {
    await page.goto("/announcements/1?mobile=true");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await page.goto("/announcements/1");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("the top banner shows the first banner to everyone", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Site announcement" })).toContainText(
      "Winter trail conditions are in: check closures before you head out.",
    );
  });

  test("a closed banner stays closed for the visit, and its space is not kept on the next pages", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Site announcement" });
    await banner.getByRole("button", { name: "Close the announcement" }).click();
    await expect(banner).toHaveCount(0);

    await page.goto("/about-us");
    // The space the server keeps for the banner is hidden before the page paints.
    await expect(page.getByTestId("top-banner-space")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
    expect(await layoutShiftOf(page)).toBeLessThanOrEqual(0.01);

    // A new visit (a fresh tab session) shows it again.
    const next = await page
      .context()
      .browser()!
      .newContext({ baseURL: new URL(page.url()).origin });
    const fresh = await next.newPage();
    await fresh.goto("/about-us");
    await expect(fresh.getByRole("region", { name: "Site announcement" })).toBeVisible();
    await next.close();
  });

  test("an unknown path shows the 404 page with its texts and buttons", async ({ page }) => {
    const response = await page.goto("/nowhere/to/be/found?x=1");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
    await expect(page.getByText("Page not found, let's get you back on trail.")).toBeVisible();
    await expect(page.getByText("Page not found: /nowhere/to/be/found")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "View Trail Map" })).toHaveAttribute("href", "/map");
    await page.getByRole("button", { name: "Go to Login" }).click();
    await expect(page).toHaveURL("/login?return_url=%2Fnowhere%2Fto%2Fbe%2Ffound%3Fx%3D1");
    await page.goto("/nowhere/to/be/found");
  });

  test("the search icon opens the overlay and focuses the search input", async ({ page }) => {
    await page.goto("/");
    const dialog = await openSearchBar(page);
    await expect(dialog.getByPlaceholder("Search for an offroad trail")).toBeFocused();
    await expect(dialog.getByRole("link", { name: "Try Advanced Search" })).toHaveAttribute("href", "/search");
    await dialog.getByPlaceholder("Search for an offroad trail").fill("Moab");
    await dialog.getByPlaceholder("Search for an offroad trail").press("Enter");
    await expect(page).toHaveURL("/search?q=Moab");
  });

  test("on a phone the links fold into the hamburger menu", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Blog" })).toBeHidden();
    await header.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByRole("link", { name: "Trail Map" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Blog" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Log In" })).toBeVisible();
  });
});

test.describe("analytics", () => {
  test("a click on a top-banner link is captured, and nobody is identified on a local host", async ({ page }) => {
    await page.goto("/about-us");
    // Clicks are heard once the page has hydrated; a link followed before then is not counted.
    await waitForHydration(page);
    await page.getByRole("region", { name: "Site announcement" }).getByRole("link", { name: "check closures" }).click();
    await expect
      .poll(async () => (await capturedEvents()).filter((event) => event.event === "click top banner").length)
      .toBeGreaterThan(0);
    const click = (await capturedEvents()).find((event) => event.event === "click top banner")!;
    expect(click.api_key).toBe("e2e-analytics-key");
    expect(click.properties.url).toMatch(/\/map$/);
    const distinctId = await browserDistinctId(page);
    const identifies = (await capturedEvents()).filter(
      (event) => event.event === "$identify" && event.properties.$anon_distinct_id === distinctId,
    );
    expect(identifies).toEqual([]);
  });
});
