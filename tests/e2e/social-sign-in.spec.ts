// "Continue with Google" against the local OpenID Connect provider (global-setup): a new visitor
// finishes the pending social sign-up; an existing member links Google with their password, then
// signs in with it directly.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { capturedEvents } from "./capture-server";
import { expect, signUpFromOwnAddress, test } from "./fixtures";
import { signUpFreshReader } from "./factories";
import { signInAtProviderAs } from "./oidc-provider";

async function signedInEmail(page: Page): Promise<string | null> {
  const response = await page.request.get("/api/v2/users/me/");
  return response.ok() ? ((await response.json()) as { email: string }).email : null;
}

async function socialEvents(event: string): Promise<number> {
  return (await capturedEvents()).filter((captured) => captured.event === event && captured.properties.social === true).length;
}

async function continueWithGoogle(page: Page): Promise<void> {
  await page.getByRole("link", { name: "Continue with Google" }).click();
}

test.describe("social sign-in", () => {
  test("a new visitor signs in with Google, completes the pre-filled sign-up and lands signed in", async ({ page }) => {
    const email = `social-new-${Date.now()}@example.com`;
    await signInAtProviderAs({ sub: `google-${randomUUID()}`, email, email_verified: true, name: "Rowan Mesa" });
    const signUpsBefore = await socialEvents("sign up");

    await page.goto("/login");
    await continueWithGoogle(page);

    await expect(page).toHaveURL("/sign-up/account");
    await expect(page.getByLabel("Name")).toHaveValue("Rowan Mesa");
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByRole("status").filter({ hasText: "You are signing up with Google" })).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill("rocky-road-2026");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL("/sign-up/options");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL("/sign-up/customize");
    await signUpFromOwnAddress(page);
    await page.getByRole("button", { name: "Create Account" }).click();

    await expect(page).toHaveURL("/welcome");
    expect(await signedInEmail(page)).toBe(email);
    await expect.poll(() => socialEvents("sign up")).toBe(signUpsBefore + 1);
    expect(await page.evaluate(() => sessionStorage.getItem("social_sign_up"))).toBeNull();

    // Google is now linked: after logging out, its button signs straight in.
    await page.context().clearCookies();
    await page.goto("/login?return_url=/states");
    await continueWithGoogle(page);
    await expect(page).toHaveURL("/states");
    expect(await signedInEmail(page)).toBe(email);
  });

  test("an existing member links Google with their password, then signs in with it directly", async ({ page }) => {
    const email = await signUpFreshReader(page, "social-link");
    await page.context().clearCookies();
    await signInAtProviderAs({ sub: `google-${randomUUID()}`, email, email_verified: true, name: "Casey Trails" });
    const logInsBefore = await socialEvents("log in");

    await page.goto("/sign-up");
    await expect(page.getByRole("link", { name: "Continue with Google" })).toBeVisible();
    await continueWithGoogle(page);

    await expect(page).toHaveURL("/social-sign-in/link");
    await expect(page.getByText(`You already have an account with ${email}`)).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill("not-my-password");
    await page.getByRole("button", { name: "Link Google and Log In" }).click();
    await expect(page.getByText("That password is not right.")).toBeVisible();
    expect(await signedInEmail(page)).toBeNull();

    await page.getByLabel("Password", { exact: true }).fill("rocky-road-2026");
    await page.getByRole("button", { name: "Link Google and Log In" }).click();
    await expect(page).toHaveURL("/");
    expect(await signedInEmail(page)).toBe(email);
    await expect.poll(() => socialEvents("log in")).toBe(logInsBefore + 1);

    await page.context().clearCookies();
    await page.goto("/login");
    await continueWithGoogle(page);
    await expect(page).toHaveURL("/");
    expect(await signedInEmail(page)).toBe(email);
    await expect.poll(() => socialEvents("log in")).toBe(logInsBefore + 2);
  });

  test("a callback this browser did not start is refused with a way back, and never cached", async ({ page }) => {
    const response = await page.goto("/auth/google/callback?code=stolen&state=someone-elses");
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await expect(page.getByRole("heading", { name: "Sign-in did not finish" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("started in another browser");
    await expect(page.getByRole("link", { name: "Back to Log In" })).toBeVisible();
  });
});
