import { capturedEvents } from "./capture-server";
import { expect, test } from "./fixtures";
import { sitemapGuidePaths } from "./guide-helpers";
import { fillSandboxCard, pricePattern, PRICES } from "./membership-helpers";
import { signUpFreshReader } from "./factories";

test.describe("membership", () => {
  test("a free reader buys All-Access with the sandbox test card and reads the full scout route", async ({ page }) => {
    test.setTimeout(90_000);
    // A new account, so the demo free@ account stays free for the other specs.
    await signUpFreshReader(page, "buyer");
    await page.goto("/all-access");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(PRICES.yearly).first()).toBeVisible();
    await expect(page.getByText(PRICES.weekly).first()).toBeVisible();
    await expect(page.getByTestId("preview-trail-count")).toHaveText(/^\d[\d,]*$/);
    await expect(page.getByTestId("boh-trail-count")).toHaveText(/^\d[\d,]*$/);

    await page.getByRole("link", { name: "Start a 7-Day Free Trial" }).click();
    await expect(page).toHaveURL("/all-access/checkout");
    await expect(page.getByTestId("quote-headline")).toHaveText(
      new RegExp(`^7 days free, then ${pricePattern(PRICES.yearly)}/year, first charge on \\w+ \\d+, \\d{4}\\.$`),
    );

    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\/[\w-]+$/);
    await expect(page.getByText("Sandbox payment: no money moves")).toBeVisible();
    await expect(page.getByText(`7 days free, then ${PRICES.yearly}. Nothing is charged today.`)).toBeVisible();
    await fillSandboxCard(page, "4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay" }).click();

    await expect(page).toHaveURL(/\/all-access\/checkout\/complete\?checkout=[\w-]+$/);
    await expect(page.getByRole("heading", { name: "Welcome to All-Access" })).toBeVisible({ timeout: 20_000 });
    const header = page.getByRole("banner");
    await expect(header.getByText("All-Access", { exact: true })).toBeVisible();
    await expect(header.getByRole("link", { name: "Start Free Trial" })).toHaveCount(0);

    const scoutRoute = (await sitemapGuidePaths(page, "scout-routes"))[0]!;
    await page.goto(scoutRoute);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Every trail guide in full detail/ })).toHaveCount(0);
    await expect(page.getByTestId("scout-route-map")).toBeVisible();

    await page.goto("/dashboard");
    const panel = page.getByRole("region", { name: "Membership" });
    await expect(panel.getByText("Free trial", { exact: true })).toBeVisible();
    await expect(panel.getByText(new RegExp(`^Next charge: ${pricePattern(PRICES.yearly)} on `))).toBeVisible();
    await panel.getByRole("button", { name: "Cancel membership" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel your membership?" });
    await dialog.getByRole("button", { name: "Cancel membership" }).click();
    await expect(panel.getByRole("status")).toContainText("Your membership is cancelled. You keep All-Access until");
    await expect(panel.getByText("Cancelled", { exact: true })).toBeVisible();
    await expect(header.getByText("All-Access", { exact: true })).toBeVisible();
  });

  test("a declined card shows the bank's answer and the reader stays free", async ({ page }) => {
    await signUpFreshReader(page, "declined");
    await page.goto("/all-access/checkout");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    await fillSandboxCard(page, "4000 0000 0000 0002");
    await page.getByRole("button", { name: "Pay" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toHaveText("Your card was declined.");
    await expect(alert).toBeFocused();
    await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    await expect(page.getByLabel("Card number")).toHaveValue("4000 0000 0000 0002");

    await page.goto("/dashboard");
    await expect(page.getByRole("region", { name: "Membership" }).getByText("Free account")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Start Free Trial" })).toBeVisible();
  });

  test("a card that needs confirmation asks first, then pays when approved", async ({ page }) => {
    await signUpFreshReader(page, "confirm");
    await page.goto("/all-access/checkout");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await fillSandboxCard(page, "4000 0025 0000 3155");
    await page.getByRole("button", { name: "Pay" }).click();
    await expect(page.getByRole("heading", { name: "Confirm this payment" })).toBeFocused();
    await page.getByRole("button", { name: "Decline" }).click();
    await expect(page.getByRole("alert")).toHaveText("Your card was declined.");
    await page.getByRole("button", { name: "Pay" }).click();
    await page.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByRole("heading", { name: "Welcome to All-Access" })).toBeVisible({ timeout: 20_000 });
  });

  test("a coupon from the link shows its discount before paying; an expired one says so", async ({ page }) => {
    await signUpFreshReader(page, "coupon");
    await page.goto("/all-access/checkout?coupon=SPRING25");
    await expect(page.getByLabel("Coupon code (optional)")).toHaveValue("SPRING25");
    await expect(page.getByText(/^Coupon SPRING25/)).toBeVisible();
    await expect(page.getByText("−$10.00")).toBeVisible();
    await expect(page.getByTestId("quote-total")).toHaveText("$29.99");

    // The coupon cookie of the link is still there on a later visit without the query.
    await page.goto("/all-access/checkout");
    await expect(page.getByLabel("Coupon code (optional)")).toHaveValue("SPRING25");
    await expect(page.getByTestId("quote-total")).toHaveText("$29.99");

    await page.getByLabel("Coupon code (optional)").fill("EXPIRED");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("That coupon has expired.")).toBeVisible();
    await expect(page.getByTestId("quote-total")).toHaveText(PRICES.yearly);

    await page.getByLabel("Coupon code (optional)").fill("NO-SUCH-CODE");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("That coupon code isn't valid.")).toBeVisible();
  });

  test("leaving a started checkout form sends the incomplete checkout form event once", async ({ page }) => {
    const incompleteCheckouts = async () =>
      (await capturedEvents()).filter((event) => event.event === "incomplete checkout form");
    // Earlier tests that left a started form have sent theirs already.
    const before = (await incompleteCheckouts()).length;
    await signUpFreshReader(page, "incomplete");
    await page.goto("/all-access/checkout");
    await expect(page.getByTestId("quote-total")).toBeVisible();
    await page.getByLabel("Coupon code (optional)").fill("MAYBE");
    await page.getByRole("banner").getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL("/blog");
    await expect.poll(async () => (await incompleteCheckouts()).length).toBe(before + 1);
    await page.getByRole("banner").getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL("/pricing");
    expect((await incompleteCheckouts()).length).toBe(before + 1);
    expect((await incompleteCheckouts()).at(-1)!.properties).toMatchObject({
      form: "all-access-checkout",
      plan: "all-access-yearly",
    });
  });

  test("pricing, five-year and the checkout for visitors and members", async ({ page, loginAs }) => {
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { name: "All-Access", exact: true })).toBeVisible();
    await expect(page.getByText(PRICES.fiveYear)).toBeVisible();

    await page.getByRole("link", { name: "See the five-year plan" }).click();
    await expect(page).toHaveURL("/all-access/five-year");
    await expect(page.getByText("You save $49.96")).toBeVisible();

    await page.goto("/all-access/checkout");
    await expect(page.getByRole("heading", { name: "Start with a free account" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Log in", exact: true })).toHaveAttribute(
      "href",
      "/login?return_url=/all-access/checkout",
    );

    await page.goto("/all-access/checkout?mobile=1");
    await expect(page.getByRole("banner")).toHaveCount(0);

    await signUpFreshReader(page, "five-year");
    await page.goto("/all-access/checkout?plan=all-access-five-year");
    await expect(page.getByRole("radio", { name: /5 years, paid once/ })).toBeChecked();
    await expect(page.getByTestId("quote-headline")).toHaveText(
      `${PRICES.fiveYear} today, once. 5 years of All-Access, no renewal.`,
    );

    await loginAs("member");
    await page.goto("/all-access/checkout");
    await expect(page.getByRole("heading", { name: "You already have All-Access" })).toBeVisible();
    await expect(page.getByRole("link", { name: "See your membership" })).toHaveAttribute("href", "/dashboard");
  });

  test("a paid member is not offered the free trial on the home page, the pricing page or a guide", async ({ page, loginAs }) => {
    await page.goto("/pricing");
    await expect(page.getByRole("link", { name: "Start Free Trial" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Create a free account" })).toBeVisible();

    await signUpFreshReader(page, "pricing");
    await page.goto("/pricing");
    await expect(page.getByRole("region", { name: "Free", exact: true }).getByText("Your plan")).toBeVisible();
    await expect(
      page.getByRole("region", { name: "All-Access", exact: true }).getByRole("link", { name: "Start Free Trial" }),
    ).toBeVisible();

    await loginAs("member");
    const [trail] = await sitemapGuidePaths(page, "trails");
    for (const path of ["/", "/pricing", trail!]) {
      await page.goto(path);
      await expect(page.getByRole("main")).toBeVisible();
      await expect(page.getByRole("link", { name: /free trial|all-access free/i }), path).toHaveCount(0);
      await expect(page.getByText(/free trial|try all-access free/i), path).toHaveCount(0);
    }
    await page.goto("/pricing");
    await expect(page.getByRole("region", { name: "All-Access", exact: true }).getByText("Your plan")).toBeVisible();
    await expect(page.getByRole("region", { name: "Free", exact: true }).getByRole("link")).toHaveCount(0);
  });

  test("a complementary trial is claimed once from its link; unknown and expired offers say so", async ({ page }) => {
    await page.goto("/complementary-trial?offer=TRAILHEAD14");
    await expect(page.getByRole("heading", { name: "Trailhead: 14 days of All-Access" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Log in to claim" })).toHaveAttribute(
      "href",
      "/login?return_url=/complementary-trial%3Foffer%3DTRAILHEAD14",
    );

    await signUpFreshReader(page, "trial");
    await page.goto("/complementary-trial?offer=TRAILHEAD14");
    await page.getByRole("button", { name: "Start my 14-day trial" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("Your trial has started.");
    await expect(page.getByRole("banner").getByText("All-Access", { exact: true })).toBeVisible();

    await page.goto("/complementary-trial?offer=WINTER7");
    await expect(page.getByRole("alert")).toHaveText("This complementary trial offer has expired.");
    await page.goto("/complementary-trial?offer=NOPE-NOT-AN-OFFER");
    await expect(page.getByRole("alert")).toHaveText(
      "That complementary trial offer doesn't exist. Check the link you were given.",
    );
  });
});
