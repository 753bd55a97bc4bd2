import sharp from "sharp";
import { expect, test } from "./fixtures";
import { sitemapGuidePaths } from "./guide-helpers";

test.describe("review photos", () => {
  test("a member writes a review with a photo and it shows in the carousel with its caption", async ({
    page,
    signInAsNewAccount,
  }) => {
    const member = await signInAsNewAccount("member");
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#7a5" } })
      .jpeg()
      .toBuffer();
    const title = "Dusty climb";
    const caption = `Review: ${title} - ${member.name}`;

    const path = (await sitemapGuidePaths(page, "scout-routes"))[0]!;
    await page.goto(path);
    await expect(page.getByRole("button", { name: /Open photo 1 of \d+: Hero/ })).toBeVisible();
    // The reviews load in the browser as the reader nears them; once they are in, their buttons work.
    await page.getByRole("heading", { name: "Reviews", exact: true }).scrollIntoViewIfNeeded();
    await expect(page.getByText("Loading reviews…")).toHaveCount(0);

    await page.getByRole("button", { name: "Write a review", exact: true }).click();
    const form = page.getByRole("form", { name: "Add a review" });
    await expect(form).toBeVisible();
    await form.getByLabel("Rating", { exact: true }).selectOption("4");
    await form.getByLabel("Title", { exact: true }).fill(title);
    await form.getByLabel("Your review", { exact: true }).fill("Loose rock on the last switchbacks; aired down it went fine.");
    await form.getByLabel("Add a photo", { exact: true }).setInputFiles({
      name: "dusty-climb.jpg",
      mimeType: "image/jpeg",
      buffer: jpeg,
    });
    await expect(form.getByRole("img", { name: "Preview of dusty-climb.jpg" })).toBeVisible();
    await form.getByRole("button", { name: "Post review" }).click();

    await expect(page.getByText("Thanks for your review!")).toBeVisible({ timeout: 10_000 });
    await expect(form).toHaveCount(0);
    await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();

    const slide = page.getByRole("button", { name: `: ${caption}` });
    await expect(slide).toHaveCount(1);
    await expect(slide).toHaveAccessibleName(new RegExp(`^Open photo \\d+ of \\d+: ${caption}$`));
    await expect(slide.getByText(caption, { exact: true })).toBeAttached();
    await expect(slide.locator("img")).toHaveAttribute("src", /\/medium\.jpg$/);
    await slide.scrollIntoViewIfNeeded();
    await expect
      .poll(() => slide.locator("img").evaluate((image: HTMLImageElement) => image.complete && image.currentSrc), {
        message: "the browser shows the photo's WebP copy",
      })
      .toMatch(/\/medium\.webp$/);
    // Review photos come after the route's own: Hero, Hardest Part and Camping are photos 1 to 3.
    await expect(page.getByRole("button", { name: /Open photo 1 of \d+: Hero/ })).toBeVisible();
    const position = Number(/^Open photo (\d+) of/.exec((await slide.getAttribute("aria-label")) ?? "")?.[1]);
    expect(position).toBeGreaterThan(3);
  });
});
