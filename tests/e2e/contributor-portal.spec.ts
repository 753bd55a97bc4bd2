import type { ContributorPortal } from "../../shared/contracts/contributor-portal.contract";
import { WORKFLOW_STATE_LABELS } from "../../shared/domain/guide-workflow";
import { expect, test } from "./fixtures";
import { signUpFreshReader } from "./factories";

const PORTAL = "/users/contributor-portal";

test.describe("contributor portal", () => {
  test("the demo scout sees their routes with their states and the import steps", async ({ page, loginAs }) => {
    await loginAs("scout");
    const overview = (await (await page.request.get("/api/v2/contributor-portal/")).json()) as ContributorPortal;
    expect(overview.guides.count).toBeGreaterThan(0);

    await page.goto(PORTAL);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contributor Portal");
    const guides = page.getByRole("region", { name: "My scout routes and trails" });
    const rows = guides.getByRole("list", { name: "My guides" }).getByRole("listitem");
    await expect(rows).toHaveCount(overview.guides.results.length);
    for (const [index, guide] of overview.guides.results.slice(0, 5).entries()) {
      await expect(rows.nth(index)).toContainText(guide.title);
      await expect(rows.nth(index)).toContainText(WORKFLOW_STATE_LABELS[guide.workflow_state]);
      if (guide.view_url) {
        await expect(rows.nth(index).getByRole("link", { name: `View ${guide.title}` })).toHaveAttribute("href", guide.view_url);
      }
    }
    await expect(guides.getByRole("link", { name: /^All/ })).toHaveAttribute("aria-current", "page");

    // The Published tab lists published routes only, each with its public page.
    await guides.getByRole("link", { name: /^Published/ }).click();
    await expect(page).toHaveURL(`${PORTAL}?show=published#my-guides`);
    await expect(guides.getByRole("link", { name: /^Published/ })).toHaveAttribute("aria-current", "page");
    await expect(rows.first()).toContainText("Published");
    await expect(rows.filter({ hasText: "Draft" }).filter({ hasNotText: "Draft saved" })).toHaveCount(0);

    // Starting a new scout route: the editor, and how to export a file from the apps scouts use.
    const newRoute = page.getByRole("region", { name: "Start a new scout route" });
    await expect(newRoute.getByRole("link", { name: "Start a new scout route" })).toHaveAttribute("href", "/scout-routes/new");
    const steps = newRoute.getByRole("list").filter({ hasText: "Export the track" }).first();
    for (const app of ["Gaia GPS", "onX Offroad", "Garmin Connect", "CalTopo"]) await expect(steps).toContainText(app);
    await expect(newRoute).toContainText("the file's waypoints become the route's waypoints");
  });

  test("a scout sends an assignment request, which shows under My requests at once", async ({ page, signInAsNewAccount }) => {
    await signInAsNewAccount("scout", "portal-request");
    await page.goto(PORTAL);
    // The request form: errors beside the fields, then a request that shows under My requests at once.
    const requestCount = page.getByRole("navigation", { name: "Portal sections" }).getByRole("link", { name: /Requests/ });
    await expect(requestCount).toHaveText("0Requests");
    const request = page.getByRole("region", { name: "Request a new assignment" });
    const send = request.getByRole("button", { name: "Send request" });
    await expect(send).toBeEnabled();
    await send.click();
    await expect(request.getByText("Name the area in at least 3 characters.")).toBeVisible();
    await expect(request.getByLabel("Area")).toBeFocused();
    await expect(request.getByText("Write at least 10 characters about what you would like to work on.")).toBeVisible();

    await request.getByLabel("State (optional)").selectOption({ label: "Utah" });
    await request.getByLabel("Area").fill("San Rafael Swell");
    await request.getByLabel("Message").fill("I drive the Swell every spring and would like to scout its canyon routes.");
    await send.click();
    await expect(request.getByRole("status")).toContainText("Request sent for San Rafael Swell.");
    const mine = request.getByRole("listitem").filter({ hasText: "San Rafael Swell" });
    await expect(mine).toContainText("Utah");
    await expect(mine).toContainText("Waiting for the editors");
    await expect(request.getByLabel("Area")).toHaveValue("");
    await expect(requestCount).toHaveText("1Requests");
  });

  for (const role of ["scout", "writer"] as const) {
    test(`every View and Edit link the demo ${role} sees opens its guide's page or editor`, async ({ page, loginAs }) => {
      test.setTimeout(180_000);
      await loginAs(role);
      await page.goto(PORTAL);
      const myGuides = page.getByRole("region", { name: "My scout routes and trails" }).getByRole("list", { name: "My guides" });
      const links = myGuides.getByRole("link", { name: /^(View|Edit) / });
      await expect(links.first()).toBeVisible();
      const shown = await links.evaluateAll((anchors) =>
        anchors.map((anchor) => ({ href: anchor.getAttribute("href") ?? "", name: anchor.textContent ?? "" })),
      );
      expect(shown.some((link) => link.name.startsWith("Edit "))).toBe(true);
      expect(shown.some((link) => link.name.startsWith("View "))).toBe(true);

      // A click goes where the link says, as a reader would follow it.
      const [first] = shown;
      await links.first().click();
      await expect(page).toHaveURL(first!.href);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(first!.name.replace(/^(View|Edit) /, ""));

      for (const { href, name } of shown) {
        const title = name.replace(/^(View|Edit) /, "");
        const response = await page.goto(href);
        expect({ href, status: response?.status() }).toEqual({ href, status: 200 });
        await expect(page.getByText("Page not found")).toHaveCount(0);
        await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
        if (name.startsWith("Edit ")) expect(href).toMatch(/^\/(trails|scout-routes)\/\d+\/edit$/);
        else expect(href).toMatch(/\/(trails|scout-routes)\/\d+-[a-z0-9-]+$/);
      }
    });
  }

  test("is a page that does not exist below SCOUT, and asks signed-out visitors to log in", async ({ page }) => {
    await page.goto(PORTAL);
    await expect(page).toHaveURL(`/login?return_url=${PORTAL}`);

    await signUpFreshReader(page, "portal");
    const response = await page.goto(PORTAL);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(`Page not found: ${PORTAL}`)).toBeVisible();
    expect((await page.request.get("/api/v2/contributor-portal/")).status()).toBe(403);
  });
});
