import sharp from "sharp";
import type { BadgeProgramme } from "../../shared/contracts/badge-of-honor.contract";
import { expect, test } from "./fixtures";
import { signUpFreshReader } from "./factories";

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

test.describe("Badge of Honor", () => {
  test("submit and verify a badge", async ({ page, loginAs, baseURL }) => {
    // A fresh member with All-Access, a name of their own, a public profile (profiles start
    // private) and a rig in the garage; writes with the session cookie come from the site itself.
    const headers = { origin: new URL(baseURL!).origin };
    await signUpFreshReader(page, "badge");
    const driverName = `Badge Driver ${Date.now().toString(36)}`;
    expect(
      (await page.request.patch("/api/v2/users/me/", { data: { name: driverName, profile_is_public: true }, headers })).status(),
    ).toBe(200);
    await page.goto("/complementary-trial?offer=TRAILHEAD14");
    await page.getByRole("button", { name: "Start my 14-day trial" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("Your trial has started.");
    const rig = { make: "Jeep", model: "Wrangler", year: 2021, trim: "Rubicon" };
    expect((await page.request.post("/api/v2/users/me/vehicles/", { data: rig, headers })).status()).toBe(201);
    const { uuid } = (await (await page.request.get("/api/v2/users/me/")).json()) as { uuid: string };
    const programme = (await (await page.request.get("/api/v2/badge-of-honor/")).json()) as BadgeProgramme;
    const trail = programme.trails.at(-1)!;

    await page.goto("/badge-of-honor");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Badge of Honor");
    await expect(page.getByRole("heading", { name: "Leaderboard" })).toBeVisible();
    const claims = page.getByRole("region", { name: "Claim a trail" });
    await expect(page.getByRole("region", { name: "Your claims" })).toContainText("You have not sent a claim yet.");
    await claims.getByLabel("Trail").selectOption(String(trail.id));
    await claims.getByLabel("Date you drove it").fill(yesterday());
    await expect(claims.getByLabel("Rig")).toHaveValue(/^\d+$/);
    await expect(claims.getByLabel("Rig").locator("option:checked")).toHaveText("2021 Jeep Wrangler Rubicon");
    await claims.getByLabel("Notes (optional)").fill("Spotted by the club up the waterfall.");
    await claims.getByRole("button", { name: "Send claim" }).click();
    await expect(claims.getByText("Add between 1 and 4 photos of your drive.")).toBeVisible();
    await expect(claims.getByLabel("Photos")).toBeFocused();

    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#8a5a32" } })
      .jpeg()
      .toBuffer();
    await claims.getByLabel("Photos").setInputFiles({ name: "waterfall.jpg", mimeType: "image/jpeg", buffer: photo });
    await claims.getByRole("button", { name: "Send claim" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Claim sent for ${trail.title}.` })).toBeVisible();
    const mine = page.getByRole("region", { name: "Your claims" }).getByRole("listitem").filter({ hasText: trail.title });
    await expect(mine).toContainText("Waiting for review");
    await expect(mine).toContainText("in a 2021 Jeep Wrangler Rubicon");
    await expect(claims.getByLabel("Trail").locator(`option[value="${trail.id}"]`)).toHaveCount(0);

    // Staff verify it in the queue.
    await loginAs("admin");
    await page.goto("/admin/badge-submissions");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Badge of Honor claims");
    const card = page.getByRole("article").filter({ hasText: driverName });
    await expect(card).toContainText(trail.title);
    await expect(card).toContainText("2021 Jeep Wrangler Rubicon");
    await expect(card).toContainText("Spotted by the club up the waterfall.");
    await expect(card.getByRole("img", { name: new RegExp(`Photo 1 of 1 from ${driverName}`) })).toBeVisible();
    await card.getByRole("button", { name: "Verify" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `${driverName}'s badge for ${trail.title} is verified.` }),
    ).toBeVisible();
    await expect(card).toBeHidden();

    // The badge shows on the member's profile, on the trail page and on the leaderboard.
    await page.goto(`/users/${uuid}`);
    const badges = page.getByRole("region", { name: "Badge of Honor" });
    await expect(badges.getByRole("link", { name: trail.title })).toHaveAttribute("href", trail.href);

    await page.goto(trail.href);
    await expect(page.getByText(/Badge of Honor earned by \d+ drivers?/)).toBeVisible();
    await expect(page.getByRole("link", { name: driverName })).toHaveAttribute("href", `/users/${uuid}`);

    await page.goto("/badge-of-honor");
    const leader = page.getByRole("region", { name: "Leaderboard" }).getByRole("listitem").filter({ hasText: driverName });
    await expect(leader).toContainText("1 badge");
    await expect(leader).toContainText(`${trail.points.toLocaleString("en-US")} points`);
  });

  test("the queue is a page that does not exist below ADMIN, and asks signed-out visitors to log in", async ({ page }) => {
    await page.goto("/admin/badge-submissions");
    await expect(page).toHaveURL("/login?return_url=/admin/badge-submissions");
    await signUpFreshReader(page, "badge-queue");
    const response = await page.goto("/admin/badge-submissions");
    expect(response?.status()).toBe(404);
  });
});
