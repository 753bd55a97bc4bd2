// Search journeys (issue 5): the header bar suggests as you type, the keyboard follows a result, and
// the advanced search page filters and pages through results.
import { openMap } from "./guide-helpers";
import { expect, openSearchBar, test } from "./fixtures";

test.describe("global search bar", () => {
  test("typing shows results after the pause; ArrowDown and Enter follow the first", async ({ page }) => {
    const tracked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/v2/search/track/")) tracked.push(request.postData() ?? "");
    });
    await page.goto("/");
    const dialog = await openSearchBar(page);
    const input = dialog.getByRole("combobox", { name: "Search for an offroad trail" });
    await expect(input).toBeFocused();
    await input.pressSequentially("rubicn", { delay: 40 });
    await expect(input).toHaveAttribute("aria-expanded", "false");
    const listbox = dialog.getByRole("listbox");
    const first = listbox.getByRole("option").first();
    await expect(first).toContainText("Rubicon Trail");
    await expect(first).toContainText("Tahoma, California");
    await expect(first.locator("em")).toHaveText("Rubicon");
    await expect(input).toHaveAttribute("aria-expanded", "true");
    await expect(listbox.getByRole("option").last()).toHaveText('Search for "rubicn"');
    await expect(dialog.getByRole("status")).toContainText("result");
    // The search is tracked once typing has paused (1.5 s), before the reader picks a result.
    await expect.poll(() => tracked).toEqual([JSON.stringify({ query: "rubicn", origin: "navbar" })]);

    await input.press("ArrowUp");
    await input.press("ArrowDown");
    await expect(input).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
    await expect(first).toHaveAttribute("aria-selected", "true");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/US\/california\/trails\/\d+-rubicon-trail$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Rubicon Trail");
    expect(tracked).toHaveLength(1);
  });

  test("the last row searches for the keyword, and a click outside clears the bar", async ({ page }) => {
    await page.goto("/");
    const dialog = await openSearchBar(page);
    const input = dialog.getByRole("combobox");
    await input.pressSequentially("moab");
    await expect(dialog.getByRole("option", { name: "Moab, Utah" }).first()).toBeVisible();
    // The dialog's own padding is outside the bar.
    await dialog.click({ position: { x: 8, y: 60 } });
    await expect(input).toHaveValue("");
    await expect(dialog.getByRole("listbox")).toBeHidden();
    await expect(dialog).toBeVisible();
    const again = input;
    await again.pressSequentially("moab");
    const rows = page.getByRole("dialog").getByRole("option");
    await expect(rows.last()).toHaveText('Search for "moab"');
    // Arrow keys stop at the last row.
    const count = await rows.count();
    for (let i = 0; i < count + 3; i += 1) await again.press("ArrowDown");
    await expect(rows.last()).toHaveAttribute("aria-selected", "true");
    await again.press("Enter");
    await expect(page).toHaveURL("/search?q=moab");
  });
});

test.describe("search in plain words", () => {
  test("'ohv park tennessee' suggests Tennessee's ORV parks, and the search page lists easy guides first for 'beginner trails utah'", async ({
    page,
  }) => {
    await page.goto("/");
    const dialog = await openSearchBar(page);
    await dialog.getByRole("combobox", { name: "Search for an offroad trail" }).pressSequentially("ohv park tennessee");
    const options = dialog.getByRole("listbox").getByRole("option");
    await expect(options.first()).toContainText("Tennessee");
    await expect(options.first()).toContainText(/ORV Park|OHV Area/);

    await page.goto("/search?q=beginner+trails+utah");
    const results = page.locator("li[data-index]");
    await expect(results.first()).toContainText("Utah");
    await expect(results.first()).toContainText("Easy");
  });
});

test.describe("advanced search page", () => {
  test("filters by type and state, sorts, and pages, all in the URL", async ({ page }) => {
    await page.goto("/search?q=moab");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText('Results for "moab"');
    const results = page.getByTestId("search-results").getByRole("listitem");
    await expect(results.first()).toBeVisible();
    await page
      .getByRole("navigation", { name: "Content types" })
      .getByRole("link", { name: /^Trails/ })
      .click();
    await expect(page).toHaveURL("/search?q=moab&type=trails");
    await expect
      .poll(async () => new Set(await results.evaluateAll((items) => items.map((item) => item.getAttribute("data-index")))))
      .toEqual(new Set(["trails"]));
    await openMap(page, "search-results-map");

    await page.goto("/search");
    await page.locator("select[name=type]").selectOption("trails");
    await page.locator("select[name=sort]").selectOption("length");
    await page.locator("select[name=difficulty-min]").selectOption("5");
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL("/search?type=trails&difficulty-min=5&sort=length");
    // The URL moves at once; the filtered results (and their pages' links) follow when they arrive.
    const next = page.getByRole("navigation", { name: "Pages of results" }).getByRole("link", { name: "Next" });
    await expect(next).toHaveAttribute("href", "/search?type=trails&difficulty-min=5&sort=length&page=2");
    await expect(results).toHaveCount(20);
    const firstPage = await results.first().textContent();
    await next.click();
    await expect(page).toHaveURL("/search?type=trails&difficulty-min=5&sort=length&page=2");
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(results.first()).not.toHaveText(firstPage!);
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL("/search?sort=length");
  });
});

test.describe("events in search", () => {
  test("a word of a demo event finds it under the Events tab, the counts add up, and its result leads to the event page", async ({
    page,
    request,
  }) => {
    const upcoming = (await (await request.get("/api/v2/events/?upcoming=true")).json()) as { slug: string; title: string }[];
    const event = upcoming.find((candidate) => /\b(Jamboree|Rally|Clinic|Cleanup)\b/.test(candidate.title))!;
    const word = /\b(Jamboree|Rally|Clinic|Cleanup)\b/.exec(event.title)![1]!.toLowerCase();

    await page.goto(`/search?q=${word}`);
    const tabs = page.getByRole("navigation", { name: "Content types" });
    const eventsTab = tabs.getByRole("link", { name: /^Events \(\d+\)$/ });
    await expect(eventsTab).toBeVisible();
    // "N results" is what the All tab counts, and the All tab the sum of the others.
    const tabCounts = (await tabs.getByRole("link").allTextContents()).map((text) => Number(/\((\d+)\)/.exec(text)![1]));
    const [all, ...kinds] = tabCounts;
    expect(kinds.reduce((sum, count) => sum + count, 0)).toBe(all);
    await expect(page.getByRole("main").getByText(new RegExp(`^${all} results?$`))).toBeVisible();

    await eventsTab.click();
    await expect(page).toHaveURL(`/search?q=${word}&type=events`);
    const results = page.getByTestId("search-results").getByRole("listitem");
    await expect
      .poll(async () => new Set(await results.evaluateAll((items) => items.map((item) => item.getAttribute("data-index")))))
      .toEqual(new Set(["events"]));
    const result = results.filter({ hasText: event.title });
    await expect(result).toContainText("Event");
    await result.getByRole("link", { name: event.title }).click();
    await expect(page).toHaveURL(`/events/${event.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: event.title })).toBeVisible();
  });

  test("the global bar suggests an event by its name and opens its page", async ({ page, request }) => {
    const [event] = (await (await request.get("/api/v2/events/?upcoming=true")).json()) as { slug: string; title: string }[];
    await page.goto("/");
    const dialog = await openSearchBar(page);
    await dialog.getByRole("combobox", { name: "Search for an offroad trail" }).pressSequentially(event!.title, { delay: 20 });
    // Its screen-reader label names the kind; the bar's last row ("Search for ...") holds the words too.
    const option = dialog.getByRole("listbox").getByRole("option", { name: `Event: ${event!.title}` });
    await expect(option).toHaveCount(1);
    await option.click();
    await expect(page).toHaveURL(`/events/${event!.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: event!.title })).toBeVisible();
  });
});
