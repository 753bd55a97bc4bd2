import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Cookie-authenticated API writes must come from the site itself (CSRF defence). */
async function addOrvParkThroughApi(page: Page, listUuid: string): Promise<string> {
  const parks = (await (await page.request.get("/api/v2/orv-parks/?page_size=1")).json()) as {
    results: { id: number; title: string }[];
  };
  const park = parks.results[0]!;
  const origin = new URL(page.url()).origin;
  const response = await page.request.post(`/api/v2/lists/${listUuid}/items/`, {
    data: { product_type: "orv-parks", id: park.id },
    headers: { origin },
  });
  expect(response.status()).toBe(201);
  return park.title;
}

const cardTitles = (page: Page) =>
  page.getByRole("region", { name: "Guides in this list" }).getByRole("listitem").getByRole("heading", { level: 3 });

test.describe("lists", () => {
  test("a signed-out visitor is asked to log in and come back", async ({ page }) => {
    await page.goto("/lists");
    await expect(page.getByRole("heading", { level: 1, name: "Plan trips with lists" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Log in to see your lists" })).toHaveAttribute(
      "href",
      "/login?return_url=/lists",
    );
  });

  test("a member adds the trail they are reading to a new list from its side box", async ({ page, signInAsNewAccount }) => {
    const name = "Slickrock";
    await signInAsNewAccount("member");
    await page.goto("/trails/1");
    await page.getByRole("button", { name: "Add to list: Hell's Revenge" }).click();
    const newList = page.getByRole("dialog", { name: "Add to list" }).getByRole("form", { name: "New list" });
    await newList.getByRole("textbox").fill(name);
    await newList.getByRole("button", { name: "Create and add" }).click();
    await expect(page.getByText(`Added to ${name}`).last()).toBeVisible();

    const containing = (await (await page.request.get("/api/v2/lists/containing/?product_type=trails&id=1")).json()) as {
      results: { name: string; item_id: number | null }[];
    };
    expect(containing.results.find((list) => list.name === name)?.item_id).toEqual(expect.any(Number));
  });

  test("a member creates a list, adds guides, reorders, removes and deletes", async ({ page, browser, signInAsNewAccount }) => {
    const name = "Moab weekend";
    await signInAsNewAccount("member");
    await page.goto("/lists");
    await expect(page.getByRole("heading", { level: 1, name: "My Lists" })).toBeVisible();

    // Create: the button is enabled once the page has hydrated.
    const createForm = page.getByRole("form", { name: "New list" });
    await expect(createForm.getByRole("button", { name: "Create list" })).toBeEnabled();
    await createForm.getByRole("button", { name: "Create list" }).click();
    await expect(createForm.getByText("Enter a name for the list.")).toBeVisible();
    await createForm.getByLabel("Name").fill(name);
    await createForm.getByLabel("Description (optional)").fill("Slickrock and sand, late April.");
    await createForm.getByRole("button", { name: "Create list" }).click();
    await expect(page.getByText(`Created ${name}`)).toBeVisible();
    const row = page.getByRole("list", { name: "Your lists" }).getByRole("listitem").filter({ hasText: name });
    await expect(row).toContainText("0 guides");

    // Add two suggested trails through the add-to-list dialog.
    const ideas = page.getByRole("region", { name: "Ideas for your next trip" }).getByRole("listitem");
    const ideaTitles: string[] = [];
    for (const index of [0, 1]) {
      const idea = ideas.nth(index);
      const title = (await idea.getByRole("heading", { level: 3 }).textContent())!;
      ideaTitles.push(title);
      await idea.getByRole("button", { name: `Add to list: ${title}` }).click();
      const dialog = page.getByRole("dialog", { name: "Add to list" });
      const checkbox = dialog.getByRole("checkbox", { name: new RegExp(name) });
      await expect(checkbox).not.toBeChecked();
      // The dialog floats over the page, so only the viewport is worth keeping.
      await checkbox.check();
      await expect(page.getByText(`Added to ${name}`).last()).toBeVisible();
      await expect(checkbox).toBeChecked();
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      // Focus goes back to the button that opened the dialog.
      await expect(idea.getByRole("button", { name: `Add to list: ${title}` })).toBeFocused();
    }
    await expect(row).toContainText("2 guides");

    // The detail page shows the guides in the order they were added, plus one added through the API.
    await row.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const listUuid = new URL(page.url()).pathname.split("/")[2]!;
    const parkTitle = await addOrvParkThroughApi(page, listUuid);
    await page.reload();
    await expect(cardTitles(page)).toHaveText([ideaTitles[0]!, ideaTitles[1]!, parkTitle]);
    await expect(page.getByText("Slickrock and sand, late April.")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toHaveCount(0); // header-only layout: no footer

    // Reorder with the keyboard-reachable buttons; focus stays with the moved guide.
    await page.getByRole("button", { name: `Move ${parkTitle} up` }).click();
    await expect(cardTitles(page)).toHaveText([ideaTitles[0]!, parkTitle, ideaTitles[1]!]);
    await expect(page.getByRole("button", { name: `Move ${parkTitle} up` })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(cardTitles(page)).toHaveText([parkTitle, ideaTitles[0]!, ideaTitles[1]!]);
    // At the top, "up" is disabled, so focus moves to "down".
    await expect(page.getByRole("button", { name: `Move ${parkTitle} down` })).toBeFocused();
    await page.reload();
    await expect(cardTitles(page)).toHaveText([parkTitle, ideaTitles[0]!, ideaTitles[1]!]);

    // A private list is a 404 to anyone else.
    const stranger = await browser.newPage();
    const response = await stranger.goto(page.url());
    expect(response?.status()).toBe(404);
    await expect(stranger.getByText("Page not found, let's get you back on trail.")).toBeVisible();

    // Shared, it reads without the owner's controls.
    await page.getByRole("button", { name: "Edit list" }).click();
    const editDialog = page.getByRole("dialog", { name: "Edit list" });
    await editDialog.getByLabel("Share with anyone who has the link").check();
    await editDialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("List saved")).toBeVisible();
    await expect(page.getByText("Shared with anyone who has the link")).toBeVisible();
    await stranger.reload();
    await expect(stranger.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(cardTitles(stranger)).toHaveCount(3);
    await expect(stranger.getByRole("button", { name: /^Move / })).toHaveCount(0);
    await stranger.close();

    // Remove one guide, then delete the list.
    await page.getByRole("button", { name: `Remove ${ideaTitles[0]!} from this list` }).click();
    await expect(page.getByText(`Removed ${ideaTitles[0]!}`)).toBeVisible();
    await expect(cardTitles(page)).toHaveText([parkTitle, ideaTitles[1]!]);
    await page.getByRole("button", { name: "Delete list" }).click();
    await page
      .getByRole("dialog", { name: `Delete ${name}?` })
      .getByRole("button", { name: "Delete list" })
      .click();
    await expect(page).toHaveURL(/\/lists$/);
    await expect(page.getByRole("link", { name })).toHaveCount(0);
  });
});
