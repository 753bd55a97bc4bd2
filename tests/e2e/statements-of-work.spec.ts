import sharp from "sharp";
import type { Patrol } from "../../shared/contracts/patrol.contract";
import { TRAIL_STATUS_LABELS, TRAIL_STATUSES } from "../../shared/domain/difficulty";
import { expect, test } from "./fixtures";
import { guideIdOf, sitemapGuidePaths } from "./guide-helpers";
import { signInAs, signUpFreshReader } from "./factories";

const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe("Statements of work", () => {
  test("SUPER writes a statement for a scout, who signs it; then it is read-only", async ({
    page,
    loginAs,
    signInAsNewAccount,
  }) => {
    const title = "Scout the Book Cliffs";
    const scout = await signInAsNewAccount("scout", "sow-scout");
    await loginAs("super");
    await page.goto("/statement-of-work/new");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New statement of work");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Contributor's e-mail").fill(scout.email);
    await page.getByLabel("Area").fill("Book Cliffs, north of Green River");
    await page.getByLabel("State code (optional)").fill("UT");
    await page.getByLabel("Scope").fill("Drive the four spur roads and record them.\n\nPhotograph every junction & camp.");
    await page.getByLabel("Pay (US dollars)").fill("1,250.00");
    await page.getByLabel("Deadline").fill(daysFromToday(60));
    await page.getByRole("button", { name: "Create statement" }).click();
    await expect(page.getByText("List at least one deliverable.")).toBeVisible();
    await expect(page.getByLabel("Deliverables")).toBeFocused();

    await page.getByLabel("Deliverables").fill("Four GPX tracks\nForty photos with captions");
    await page.getByRole("button", { name: "Create statement" }).click();
    await expect(page).toHaveURL(/\/statement-of-work\/\d+$/);
    const statementPath = new URL(page.url()).pathname;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText("$1,250.00")).toBeVisible();
    await expect(page.getByText("Photograph every junction & camp.")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Forty photos with captions" })).toBeVisible();
    await expect(page.getByText("Not signed yet.")).toBeVisible();
    await page.getByRole("link", { name: "Edit" }).click();
    await expect(page.getByLabel("Pay (US dollars)")).toHaveValue("1250.00");

    // The scout reads and signs it.
    await signInAs(page.request, scout);
    await page.goto(statementPath);
    await page.getByRole("link", { name: "Review and sign" }).click();
    await expect(page).toHaveURL(`${statementPath}/sign`);
    const signature = page.getByLabel("Your full name");
    await signature.fill(`${scout.name}x`);
    await page.getByRole("button", { name: "Sign statement of work" }).click();
    await expect(page.getByText("Tick the box to agree to this statement of work.")).toBeVisible();
    await page.getByLabel(/I agree/).check();
    await page.getByRole("button", { name: "Sign statement of work" }).click();
    await expect(page.getByText("Type your full name exactly as it appears on your account.")).toBeVisible();
    await expect(signature).toBeFocused();
    await signature.fill(scout.name.toUpperCase());
    await page.getByRole("button", { name: "Sign statement of work" }).click();
    await expect(page.getByText(`Signed “${scout.name.toUpperCase()}” on`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign statement of work" })).toHaveCount(0);

    // Signed, it is read-only for SUPER too.
    await loginAs("super");
    await page.goto(`${statementPath}/edit`);
    await expect(page.getByRole("status").filter({ hasText: "This statement is signed" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save statement" })).toHaveCount(0);
  });

  test("staff assign a patrol, the scout reports with a photo, the accepted report sets the trail's status", async ({
    page,
    loginAs,
    signInAsNewAccount,
    baseURL,
  }) => {
    const headers = { origin: new URL(baseURL!).origin };
    const scout = await signInAsNewAccount("scout", "patrol-scout");
    const trailPaths = await sitemapGuidePaths(page, "trails");
    const trailPath = trailPaths[Math.floor(trailPaths.length / 2)]!;
    await loginAs("admin");
    const created = await page.request.post("/api/v2/patrols/", {
      data: { trail_id: guideIdOf(trailPath), assignee_email: scout.email, due_on: daysFromToday(14) },
      headers,
    });
    expect(created.status()).toBe(201);
    const patrol = (await created.json()) as Patrol;
    const newStatus = TRAIL_STATUSES.find((status) => status !== patrol.trail.status)!;

    await signInAs(page.request, scout);
    await page.goto(`/statement-of-work/patrol-form/${patrol.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(patrol.trail.title);
    await expect(page.getByText("Waiting for the report")).toBeVisible();
    const form = page.getByRole("form", { name: "Your report" });
    await form.getByLabel("Date you drove it").fill(daysFromToday(-1));
    await form.getByLabel("Trail status").selectOption(newStatus);
    await form.getByLabel("Mud", { exact: true }).check();
    await form.getByLabel("Conditions").fill("Deep ruts after the creek crossing; the upper gate was locked.");
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#6b5a3a" } })
      .jpeg()
      .toBuffer();
    await form.getByLabel("Photos (optional)").setInputFiles({ name: "gate.jpg", mimeType: "image/jpeg", buffer: photo });
    await form.getByRole("button", { name: "Send report" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Report sent." })).toBeVisible();
    const report = page.getByRole("region", { name: "Report" });
    await expect(report).toContainText("Deep ruts after the creek crossing");
    await expect(report).toContainText("Mud");
    await expect(report.getByRole("img", { name: /Photo 1 of 1/ })).toBeVisible();
    await expect(page.getByText("Reported, waiting for staff")).toBeVisible();
    await expect(form).toHaveCount(0);

    await loginAs("admin");
    await page.goto(`/statement-of-work/patrol-form/${patrol.id}`);
    await page.getByRole("button", { name: "Accept" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Report accepted" })).toBeVisible();
    await expect(page.getByText("Accepted", { exact: true })).toBeVisible();

    await page.goto(trailPath);
    const status = page
      .locator("dt", { hasText: /^Status$/ })
      .first()
      .locator("xpath=following-sibling::dd[1]");
    await expect(status).toContainText(TRAIL_STATUS_LABELS[newStatus]);
    await expect(status).toContainText("Reported");
  });

  test("a reader applies to contribute from the write-for-us page", async ({ page }) => {
    await signUpFreshReader(page, "apply");
    await page.goto("/write-for-us");
    await page.getByRole("link", { name: "apply to contribute" }).click();
    await expect(page).toHaveURL("/contributors/apply");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apply to contribute");
    await page.getByRole("button", { name: "Send application" }).click();
    await expect(page.getByText("Choose scout or writer.")).toBeVisible();
    await page.getByRole("radio", { name: /Scout/ }).check();
    await page.getByLabel("Your experience").fill("Twelve years on the Colorado Plateau in a built 4Runner.");
    await page.getByLabel("Areas you know").fill("Moab, the San Rafael Swell");
    await page.getByLabel("A sample of your work (optional)").fill("https://example.com/trip-report");
    await page.getByRole("button", { name: "Send application" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your application to be a scout" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("status").filter({ hasText: "is with our editors" })).toBeVisible();
  });

  test("a reader suggests an edit from a trail page", async ({ page }) => {
    const [trailPath] = await sitemapGuidePaths(page, "trails");
    const suggestPath = `/suggest-edit?trail=${guideIdOf(trailPath!)}`;
    await page.goto(suggestPath);
    await expect(page).toHaveURL(`/login?return_url=${encodeURIComponent(suggestPath).replaceAll("%2F", "/")}`);

    await signUpFreshReader(page, "suggest");
    await page.goto(trailPath!);
    await expect(page.getByRole("link", { name: "Suggest an edit" })).toHaveAttribute("href", suggestPath);
    await page.getByRole("link", { name: "Suggest an edit" }).click();
    await expect(page).toHaveURL(suggestPath);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Suggest an edit");
    await page.getByLabel("What is it about?").selectOption({ label: "Trail status" });
    await page.getByLabel("Your suggestion").fill("The forest road to the trailhead is closed for logging until June.");
    await page.getByRole("button", { name: "Send suggestion" }).click();
    await expect(page.getByRole("status").filter({ hasText: "is with our editors" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Back to / })).toHaveAttribute("href", trailPath!);
  });

  test("the pages do not exist below their rule, and ask signed-out visitors to log in", async ({ page }) => {
    await page.goto("/contributors/apply");
    await expect(page).toHaveURL("/login?return_url=/contributors/apply");
    await page.goto("/statement-of-work/new");
    await expect(page).toHaveURL("/login?return_url=/statement-of-work/new");
    await signUpFreshReader(page, "sow-access");
    for (const path of ["/statement-of-work/new", "/statement-of-work/1", "/statement-of-work/patrol-form/1", "/suggest-edit"]) {
      expect((await page.goto(path))?.status(), path).toBe(404);
    }
  });
});
