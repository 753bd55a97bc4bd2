// Profile photos, rig photos and e-mail change (issue 15, ADR 0038): a driver crops a photo that
// becomes the header's avatar, puts a photo on a rig, and moves the account to a new address through
// the link mailed there, then logs in with it.
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test, workerBaseURL } from "./fixtures";
import { readableMail } from "../setup/smtp-sink";
import { mailTo } from "./mail-sink";
import { signUpFreshReader } from "./factories";
import { runJobsNow } from "./run-jobs";

const PASSWORD = "rocky-road-2026";

/** A JPEG, 600 x 300: orange, its right-hand 200 pixels blue. */
async function orangeThenBlue(): Promise<Buffer> {
  const blue = await sharp({ create: { width: 200, height: 300, channels: 3, background: "#1040d0" } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 600, height: 300, channels: 3, background: "#f7941d" } })
    .composite([{ input: blue, left: 400, top: 0 }])
    .jpeg()
    .toBuffer();
}

async function openEditPage(page: Page): Promise<void> {
  const me = (await (await page.request.get("/api/v2/users/me/")).json()) as { uuid: string };
  await page.goto(`/users/${me.uuid}/edit`);
}

test.describe("profile photos and e-mail change", () => {
  test("a driver crops a photo and sees it as the header's avatar, then gives a rig a photo", async ({ page }) => {
    await signUpFreshReader(page, "avatar");
    await openEditPage(page);
    const section = page.getByRole("region", { name: "Profile photo" });

    await section
      .getByLabel("Choose a photo")
      .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
    await expect(section.getByText("This file is not a photo. Please choose a JPEG, PNG or WebP photo.")).toBeVisible();

    await section
      .getByLabel("Choose a photo")
      .setInputFiles({ name: "trail-day.jpg", mimeType: "image/jpeg", buffer: await orangeThenBlue() });
    await expect(section.getByRole("img", { name: "The chosen photo" })).toBeVisible();
    await section.getByLabel("Zoom").fill("1.5");
    await section.getByLabel("Left to right").fill("100");
    await section.getByRole("button", { name: "Save photo" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your photo is saved." })).toBeVisible();

    const headerAvatar = page.getByRole("button", { name: "User menu" }).locator("img");
    await expect(headerAvatar).toHaveAttribute("src", /\/photos\/[0-9a-f]{16}\/avatar\.jpg$/);
    // The square kept is the right-hand end: blue.
    const avatar = await page.request.get((await headerAvatar.getAttribute("src"))!);
    const { data, info } = await sharp(await avatar.body())
      .raw()
      .toBuffer({ resolveWithObject: true });
    const centre = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
    expect(data[centre + 2]).toBeGreaterThan(150);
    expect(data[centre]).toBeLessThan(100);
    await expect(section.getByRole("button", { name: "Remove photo" })).toBeVisible();

    const garage = page.getByRole("region", { name: "My Garage" });
    await garage.getByRole("button", { name: "Add a rig" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a new rig" });
    await dialog.getByLabel("Make").selectOption("Toyota");
    await dialog.getByLabel("Model").fill("4Runner");
    await dialog.getByRole("button", { name: "Add rig" }).click();
    await expect(dialog).toBeHidden();
    await garage
      .getByLabel("Add a photo of the Toyota 4Runner")
      .setInputFiles({ name: "rig.jpg", mimeType: "image/jpeg", buffer: await orangeThenBlue() });
    await expect(page.getByRole("status").filter({ hasText: "The photo of the Toyota 4Runner is saved." })).toBeVisible();
    await expect(garage.getByRole("img", { name: "Photo of the Toyota 4Runner" })).toBeVisible();

    await page.getByRole("link", { name: "See your profile" }).click();
    await expect(page.getByRole("main").getByRole("img", { name: "Photo of the Toyota 4Runner" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("img", { name: "Photo of Casey Trails" })).toHaveAttribute(
      "src",
      /avatar\.jpg$/,
    );
  });

  test("a driver changes the e-mail address through the link mailed to it and logs in with the new one", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const oldEmail = await signUpFreshReader(page, "moving");
    const newEmail = `moved-${Date.now()}@example.com`;
    await openEditPage(page);
    const section = page.getByRole("region", { name: "E-mail address" });
    await section.getByLabel("New e-mail address").fill(newEmail);
    await section.getByLabel("Current password").fill("not-my-password");
    await section.getByRole("button", { name: "Send confirmation link" }).click();
    await expect(section.getByText("That password is not right.")).toBeVisible();
    await section.getByLabel("Current password").fill(PASSWORD);
    await section.getByRole("button", { name: "Send confirmation link" }).click();
    await expect(section.getByRole("status")).toContainText(`We sent a link to ${newEmail}.`);

    await expect
      .poll(
        async () => {
          await runJobsNow(page.request, "email-delivery");
          return (await mailTo(newEmail)).length;
        },
        { timeout: 5_000 },
      )
      .toBeGreaterThan(0);
    const [mail] = await mailTo(newEmail);
    const link = /\/users\/me\/confirm-email\?token=[\w-]+/.exec(readableMail(mail!.raw))?.[0];
    expect(link, "the confirmation link in the e-mail").toBeDefined();
    await expect
      .poll(
        async () => {
          await runJobsNow(page.request, "email-delivery");
          return (await mailTo(oldEmail)).length;
        },
        { timeout: 5_000 },
      )
      .toBeGreaterThan(0);

    // Opened signed out, in a browser of its own.
    const visitorContext = await browser.newContext({ baseURL: workerBaseURL() });
    const visitor = await visitorContext.newPage();
    await visitor.goto(link!);
    await expect(visitor.getByRole("heading", { level: 1, name: "Confirm your new e-mail address" })).toBeVisible();
    await visitor.getByRole("button", { name: "Use this address" }).click();
    await expect(visitor.getByRole("heading", { level: 1, name: "Your e-mail address is changed" })).toBeVisible();

    await visitor.goto(link!);
    await expect(visitor.getByRole("heading", { level: 1, name: "This link no longer works" })).toBeVisible();

    await visitor.goto("/login");
    await visitor.getByLabel("Email").fill(oldEmail);
    await visitor.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await visitor.getByRole("button", { name: "Log In" }).click();
    await expect(visitor.getByRole("alert")).toContainText("No active account found with the given credentials");
    await visitor.getByLabel("Email").fill(newEmail);
    await visitor.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await visitor.getByRole("button", { name: "Log In" }).click();
    await expect(visitor.getByRole("button", { name: "User menu" })).toBeVisible();
    await visitorContext.close();
  });
});
