// The content tools (ADR 0053): a super user creates and edits an event the public page then shows,
// adds a drive style a new visitor is offered at sign-up, and puts a notice on a state page.
import { expect, test, waitForHydration } from "./fixtures";

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test.describe("content tools", () => {
  test("a super user creates an event (fixing an error first), edits it, and the event page follows", async ({
    page,
    loginAs,
  }) => {
    await loginAs("super");
    await page.goto("/admin/event-cms");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Events");
    await expect(page.getByRole("table", { name: "Events" })).toBeVisible();

    await page.getByRole("link", { name: "New event" }).click();
    await expect(page).toHaveURL("/admin/event-cms/new");
    // The address changes before the new page is drawn, and the list's search box ("Search title,
    // slug or place") also answers to "Title": wait for the new page itself.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New event");
    await waitForHydration(page);
    const slug = `mud-days-${unique()}`;
    await page.getByLabel("Title", { exact: true }).fill("Mud Days");
    await page.getByLabel("Slug").fill(slug);
    await page.getByLabel("Summary").fill("A weekend in the bogs.");
    await page.getByLabel("Description").fill("## Plan\n\nBring **recovery boards**.");
    await page.getByLabel("Starts").fill("2027-05-08T09:00");
    await page.getByLabel("Ends").fill("2027-05-07T17:00");
    await page.getByLabel("Location").fill("Uwharrie, North Carolina");
    await page.getByRole("button", { name: "Preview the description" }).click();
    await expect(page.getByRole("region", { name: "Description preview" }).locator("strong")).toHaveText("recovery boards");
    await page.getByRole("button", { name: "Create event" }).click();
    await expect(page.getByText("The event must end after it starts.")).toBeVisible();
    await expect(page.getByLabel("Ends")).toBeFocused();

    await page.getByLabel("Ends").fill("2027-05-09T17:00");
    await page.getByLabel("Publish now").check();
    await page.getByRole("button", { name: "Create event" }).click();
    await expect(page).toHaveURL(`/events/${slug}/edit`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit Mud Days");
    await expect(page.getByRole("region", { name: "Staff history" })).toContainText("created");

    await page.getByLabel("Title").fill("Mud Days 2027");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Event saved.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Staff history" })).toContainText("updated");

    await page.goto(`/events/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mud Days 2027");
    await expect(page.getByRole("article").locator("strong", { hasText: "recovery boards" })).toBeVisible();
  });

  test("a drive style added on /admin/questions is offered to a new visitor at sign-up", async ({ page, loginAs }) => {
    await loginAs("super");
    await page.goto("/admin/questions");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign-up questions");

    const style = `Dune Bashing ${unique()}`;
    const driveStyle = page.getByRole("region", { name: /Drive style/ });
    await driveStyle.getByRole("button", { name: "Add option" }).click();
    await expect(driveStyle.getByText("Enter the option.")).toBeVisible();
    await driveStyle.getByLabel("New drive style option").fill(style);
    await driveStyle.getByRole("button", { name: "Add option" }).click();
    await expect(page.getByText("Option added.")).toBeVisible();
    await expect(driveStyle.getByLabel(`Option “${style}”`)).toHaveValue(style);

    await page.context().clearCookies();
    await page.goto("/sign-up");
    await page.getByLabel("Name").fill("Dana Dunes");
    await page.getByLabel("Email").fill(`dunes-${unique()}@example.com`);
    await page.getByLabel("Password", { exact: true }).fill("rocky-road-2026");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL("/sign-up/options");
    await page.getByText(style, { exact: true }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL("/sign-up/customize");
    await expect(page.getByText(style)).toBeVisible();
  });

  test("an announcement for a state shows on that state's page", async ({ page, loginAs }) => {
    await loginAs("super");
    await page.goto("/announcements/states/colorado");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Announcements on Colorado");
    const title = `Passes open ${unique()}`;
    const form = page.getByRole("region", { name: "New announcement" });
    await form.getByRole("button", { name: "Add announcement" }).click();
    await expect(form.getByText("Enter the title.")).toBeVisible();
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Summary").fill("The alpine loops are open for the season.");
    await form.getByLabel("Text").fill("Check the forest service before you go.");
    await form.getByRole("button", { name: "Add announcement" }).click();
    await expect(page.getByText("Announcement added.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();

    await page.goto("/US/colorado");
    const notices = page.getByRole("region", { name: "Announcements" });
    await expect(notices).toContainText(title);
    await notices.getByText("Read more").first().click();
    await expect(notices).toContainText("Check the forest service before you go.");
  });
});
