// The guide tools of the back office: a super schedules an accepted scout route a few seconds ahead
// (in the browser's own time zone) and the publishing job puts it online then; a super unpublishes
// routes in bulk from the scout-route CMS, which reports the one the workflow refuses; the trail CMS
// checks a flag change's reason before sending it.
import { createScoutRoute } from "./factories";
import { expect, test, workerBaseURL } from "./fixtures";
import { runJobsNow } from "./run-jobs";

/** The browser runs in Denver: the schedule form reads the picked time there. */
const TIME_ZONE = "America/Denver";
test.use({ timezoneId: TIME_ZONE });

/** The datetime-local value of an instant as a clock in the zone shows it, to the second. */
function localInput(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

test("a super schedules an accepted route a few seconds ahead and it is published then", async ({ page, loginAs, browser }) => {
  test.setTimeout(60_000);
  const baseURL = workerBaseURL();
  await loginAs("super");
  const route = await createScoutRoute(page.request, "Tamarisk Flats", ["submit", "accept"]);

  await page.goto(`/admin/publishing-cms?q=${encodeURIComponent(route.title)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Publishing");
  const row = page.getByRole("row").filter({ hasText: route.title });
  await expect(row).toContainText("Accepted");

  // A time already past is refused beside the field before anything is sent.
  await row.getByRole("button", { name: `Schedule ${route.title}` }).click();
  const dialog = page.getByRole("dialog", { name: `Schedule ${route.title}` });
  await dialog.getByLabel("Publish at").fill(localInput(new Date(Date.now() - 3_600_000), TIME_ZONE));
  await dialog.getByRole("button", { name: "Schedule publishing" }).click();
  await expect(dialog.getByText("Pick a time in the future.")).toBeVisible();

  // A whole second: the picker keeps seconds, not milliseconds.
  const publishAt = new Date(Math.ceil((Date.now() + 8_000) / 1000) * 1000);
  await dialog.getByLabel("Publish at").fill(localInput(publishAt, TIME_ZONE));
  await dialog.getByRole("button", { name: "Schedule publishing" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: `${route.title} publishes` })).toBeVisible();
  // The row shows the time in UTC: the Denver wall-clock time was read as Denver time.
  const utcMinute = publishAt.toLocaleString("en-US", { timeStyle: "short", timeZone: "UTC" });
  await expect(row).toContainText(`Publishes`);
  await expect(row).toContainText(utcMinute);

  // Anyone may open its page once the publishing job has run after the time: run here each second
  // rather than waited for.
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  const cms = await page.request.get(`/api/v2/admin/scout-route-cms/?q=${encodeURIComponent(route.title)}`);
  const { results } = (await cms.json()) as { results: { page_path: string; workflow_state: string }[] };
  expect(results[0]!.workflow_state).toBe("accepted");
  await expect
    .poll(
      async () => {
        await runJobsNow(page.request, "scheduled-publishing");
        return (await visitor.request.get(results[0]!.page_path)).status();
      },
      { timeout: 20_000, intervals: [1_000] },
    )
    .toBe(200);
  expect(Date.now()).toBeGreaterThanOrEqual(publishAt.getTime());

  await page.goto(`/admin/scout-route-cms?q=${encodeURIComponent(route.title)}`);
  await expect(page.getByRole("row").filter({ hasText: route.title })).toContainText("Published");
  await page.goto(`/admin/publishing-cms?q=${encodeURIComponent(route.title)}`);
  await expect(page.getByText("Nothing is waiting.")).toBeVisible();
  await visitor.close();
});

test("a super unpublishes routes in bulk from the scout-route CMS; a draft among them is reported", async ({ page, loginAs }) => {
  await loginAs("super");
  const prefix = "Juniper Bench";
  const published = [
    await createScoutRoute(page.request, `${prefix} East`, ["submit", "accept", "publish"], 0.05),
    await createScoutRoute(page.request, `${prefix} West`, ["submit", "accept", "publish"], 0.1),
  ];
  const draft = await createScoutRoute(page.request, `${prefix} Draft`, [], 0.15);

  await page.goto(`/admin/scout-route-cms?q=${encodeURIComponent(prefix)}&sort=title&order=asc`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Scout routes");
  await expect(page.getByRole("row")).toHaveCount(4);

  await page.getByRole("checkbox", { name: "Select every row on this page" }).check();
  await expect(page.getByText("3 selected")).toBeVisible();
  await page.getByRole("button", { name: "Unpublish selected" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Unpublished 2 of 3." })).toBeVisible();
  const refused = page.getByRole("alert").filter({ hasText: "Not moved" });
  await expect(refused).toContainText(`${draft.title}: This guide is draft: "Unpublish" is not open to it now.`);
  for (const route of published) {
    await expect(page.getByRole("row").filter({ hasText: route.title })).toContainText("Accepted");
  }
  await expect(page.getByText("1 selected")).toBeVisible();
});

test("the trail CMS filters by flag and asks for a reason before changing one", async ({ page, loginAs }) => {
  await loginAs("super");
  await page.goto("/admin/trail-cms?flag=is_boh&sort=title&order=asc");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trails");
  await expect(page.getByLabel("Flag", { exact: true })).toHaveValue("is_boh");
  const first = page.getByRole("row").nth(1);
  await expect(first).toContainText("Badge of Honor");

  await first.getByRole("button", { name: /^Flags of / }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Flag").selectOption("is_boh");
  await dialog.getByRole("button", { name: "Turn Badge of Honor off" }).click();
  await expect(dialog.getByText("Say why in at least 3 characters.")).toBeVisible();
  await expect(dialog.getByLabel("Reason")).toBeFocused();
});

test("the guide tools are pages that do not exist below SUPER", async ({ page, loginAs }) => {
  await loginAs("admin");
  for (const path of ["/admin/trail-cms", "/admin/scout-route-cms", "/admin/publishing-cms"]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
  }
});
