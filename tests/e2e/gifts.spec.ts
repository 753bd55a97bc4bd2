import { expect, signUpFromOwnAddress, test, workerBaseURL } from "./fixtures";
import { readableMail } from "../setup/smtp-sink";
import { mailTo } from "./mail-sink";
import { fillSandboxCard, PRICES } from "./membership-helpers";
import { runJobsNow } from "./run-jobs";

test.describe("gift memberships", () => {
  test("a member gives a year of All-Access; a new visitor redeems it through sign-up", async ({
    page,
    signInAsNewAccount,
    browser,
  }) => {
    test.setTimeout(120_000);
    const recipient = `gift-${Date.now()}@example.com`;

    await page.goto("/gift-memberships");
    await expect(page.getByRole("heading", { name: "Log in or sign up to send a gift" })).toBeVisible();

    await signInAsNewAccount("member");
    await page.goto("/gift-memberships");
    await expect(page.getByTestId("quote-total")).toHaveText(PRICES.yearly);
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByText("Enter the recipient's name.")).toBeVisible();
    await expect(page.getByLabel("Recipient's name")).toBeFocused();

    await page.getByLabel("Recipient's name").fill("Riley Ridge");
    await page.getByLabel("Recipient's e-mail").fill(recipient);
    await page.getByLabel("Personal message (optional)").fill("See you on the trail!");
    const today = await page.evaluate(() => {
      const now = new Date();
      return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
    });
    await expect(page.getByLabel("Delivery date")).toHaveValue(today);
    await expect(page.getByLabel("Delivery date")).toHaveAttribute("min", today);

    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    await fillSandboxCard(page, "4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay" }).click();
    await expect(page.getByRole("heading", { name: "Thank you for your gift" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("main").getByRole("status")).toContainText("Your gift is on its way to Riley Ridge on");

    // Delivered today: the recipient's e-mail arrives with the redeem link once the billing job runs.
    await expect
      .poll(
        async () => {
          await runJobsNow(page.request, "billing", "email-delivery");
          return (await mailTo(recipient)).length;
        },
        { timeout: 5_000 },
      )
      .toBeGreaterThan(0);
    const [mail] = await mailTo(recipient);
    const link = /\/redeem-gift-card\?code=([A-Za-z0-9%-]+)/.exec(readableMail(mail!.raw));
    expect(link, "the redeem link in the gift e-mail").not.toBeNull();
    const code = decodeURIComponent(link![1]!);

    // A new visitor in a browser of their own.
    const visitorContext = await browser.newContext({ baseURL: workerBaseURL() });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/redeem-gift-card?code=${encodeURIComponent(code)}`);
    await expect(visitor.getByLabel("Gift card code")).toHaveValue(code);
    await expect(visitor.getByText("Your gift is applied right after sign-up.")).toBeVisible();
    await visitor.getByRole("button", { name: "Sign up and redeem" }).click();
    await expect(visitor).toHaveURL("/sign-up/account");
    await visitor.getByLabel("Name").fill("Riley Ridge");
    await visitor.getByLabel("Email").fill(recipient);
    await visitor.getByLabel("Password", { exact: true }).fill("rocky-road-2026");
    await visitor.getByRole("button", { name: "Continue" }).click();
    await expect(visitor).toHaveURL("/sign-up/options");
    await visitor.getByRole("button", { name: "Continue" }).click();
    await expect(visitor).toHaveURL("/sign-up/customize");
    await signUpFromOwnAddress(visitor);
    await visitor.getByRole("button", { name: "Create Account" }).click();
    await expect(visitor).toHaveURL("/welcome");
    await expect(visitor.getByRole("banner").getByText("All-Access", { exact: true })).toBeVisible();
    expect(await visitor.evaluate(() => localStorage.getItem("gift_card_redemption_code"))).toBeNull();

    // The code works once.
    await page.goto(`/redeem-gift-card?code=${encodeURIComponent(code)}`);
    await page.getByRole("button", { name: "Redeem gift" }).click();
    await expect(page.getByRole("alert")).toHaveText("That gift card has already been redeemed.");
    await visitorContext.close();
  });
});
