// The GPS partner (issue 18 point 2, ADR 0057): a member presses "Send to" on a trail before linking
// the partner, authorizes it at the partner's OAuth stand-in, comes back and the upload completes by
// itself; then sends again at once, and disconnects from the profile.
import { capturedEvents } from "./capture-server";
import { expect, test } from "./fixtures";
import { receivedGpsUploads, setGpsPartnerSwitches } from "./gps-partner-server";
import { startComplementaryTrial } from "./membership-helpers";
import { signUpFreshReader } from "./factories";

const PARTNER = "Backcountry Maps";
const TRAIL_ID = 2;

test.describe("the GPS partner", () => {
  test("a member sends a trail before connecting, connects, and the upload completes; then disconnects", async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    await signUpFreshReader(page, "gps-partner");
    await startComplementaryTrial(page);
    const uploadsBefore = (await receivedGpsUploads()).length;

    await page.goto(`/trails/${TRAIL_ID}`);
    const sideBox = page.getByRole("complementary");
    await sideBox.getByRole("button", { name: `Send to ${PARTNER}` }).click();

    await expect(page).toHaveURL(/\/authorize-backcountry-maps$/);
    await expect(page.getByRole("heading", { level: 1, name: `Connect ${PARTNER}` })).toBeVisible();

    await page.getByRole("button", { name: `Connect ${PARTNER}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `${PARTNER} is connected` })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: `Sent to ${PARTNER}.` })).toBeVisible();
    await expect(page).toHaveURL(/\/authorize-backcountry-maps$/);
    const received = await receivedGpsUploads();
    expect(received.length).toBe(uploadsBefore + 1);
    expect(received.at(-1)!.fileName).toMatch(new RegExp(`^${TRAIL_ID}-.+\\.gpx$`));
    expect(received.at(-1)!.gpx).toContain("<gpx");
    await expect
      .poll(async () =>
        (await capturedEvents()).some(
          (event) =>
            event.event === "upload to gps service" &&
            event.properties.item_type === "trails" &&
            event.properties.item_id === String(TRAIL_ID) &&
            event.properties.partner === "backcountry-maps",
        ),
      )
      .toBe(true);

    // Linked now: sending again happens on the page, with its result.
    await page.getByRole("link", { name: "Back to where you were" }).click();
    await expect(page).toHaveURL(new RegExp(`/trails/${TRAIL_ID}`));
    await sideBox.getByRole("button", { name: `Send to ${PARTNER}` }).click();
    await expect(sideBox.getByRole("status")).toContainText(`Sent to ${PARTNER}.`);
    // The button that loaded with the press took its place, focus and all.
    await expect(sideBox.getByRole("button", { name: `Send to ${PARTNER}` })).toBeFocused();
    await expect(sideBox.getByRole("link", { name: `Open it in ${PARTNER}` })).toHaveAttribute("href", /\/routes\/\d+$/);
    expect((await receivedGpsUploads()).length).toBe(uploadsBefore + 2);
    await sideBox.scrollIntoViewIfNeeded();

    // Its progress while the partner takes its time, and its error when the partner fails.
    await page.reload();
    try {
      await setGpsPartnerSwitches({ uploadDelayMs: 2_000 });
      await sideBox.getByRole("button", { name: `Send to ${PARTNER}` }).click();
      await expect(sideBox.getByRole("status")).toContainText(`Sending to ${PARTNER}…`);
      await sideBox.scrollIntoViewIfNeeded();
      await expect(sideBox.getByRole("status")).toContainText(`Sent to ${PARTNER}.`);
      await setGpsPartnerSwitches({ uploadDelayMs: 0, failUploads: true });
      await sideBox.getByRole("button", { name: `Send to ${PARTNER}` }).click();
      await expect(sideBox.getByRole("status")).toContainText(`${PARTNER} did not accept the GPX. Try again in a few minutes.`);
      // The browser logs the partner's failure (our 502) that the page has just shown as its message.
      const expected = consoleErrors.findIndex((text) => text.includes("status of 502"));
      expect(expected).toBeGreaterThanOrEqual(0);
      consoleErrors.splice(expected, 1);
    } finally {
      await setGpsPartnerSwitches({ uploadDelayMs: 0, failUploads: false });
    }

    // The profile: connected, then disconnected (the partner is told).
    const me = (await (await page.request.get("/api/v2/users/me/")).json()) as { uuid: string };
    await page.goto(`/users/${me.uuid}`);
    const section = page.getByRole("region", { name: PARTNER });
    await expect(section).toContainText(`Connected to ${PARTNER}`);
    await section.getByRole("button", { name: `Disconnect ${PARTNER}` }).click();
    await expect(page.getByRole("status").filter({ hasText: `Disconnected from ${PARTNER}.` })).toBeVisible();
    await expect(section.getByRole("link", { name: `Connect ${PARTNER}` })).toBeVisible();
  });

  test("a member sends a track from My Content, connecting on the way", async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await signUpFreshReader(page, "gps-partner-track");
    await startComplementaryTrial(page);
    const name = `Fins loop ${Date.now()}`;
    const created = await page.request.post("/api/v2/user-content/tracks/", {
      data: {
        name,
        geometry: {
          type: "LineString",
          coordinates: [
            [-109.55, 38.57],
            [-109.54, 38.575],
            [-109.53, 38.58],
          ],
        },
      },
      headers: { origin: baseURL! },
    });
    expect(created.status()).toBe(201);

    await page.goto("/map?active-tab=my-content");
    const item = page.getByTestId("my-content-track").filter({ hasText: name });
    await item.getByRole("button", { name: `Send to ${PARTNER} (${name})` }).click();
    await expect(page).toHaveURL(/\/authorize-backcountry-maps$/);
    await page.getByRole("button", { name: `Connect ${PARTNER}` }).click();
    await expect(page.getByRole("status").filter({ hasText: `Sent to ${PARTNER}.` })).toBeVisible();
    expect((await receivedGpsUploads()).at(-1)!.gpx).toContain(name);

    await page.getByRole("link", { name: "Back to where you were" }).click();
    await expect(page).toHaveURL(/active-tab=my-content/);
    await item.getByRole("button", { name: `Send to ${PARTNER} (${name})` }).click();
    await expect(item.getByRole("status")).toContainText(`Sent to ${PARTNER}.`);
  });

  test("the apps' authorize page has no site chrome and ends with a way back into the app", async ({ page }) => {
    await signUpFreshReader(page, "gps-partner-app");
    await page.goto("/app/authorize-backcountry-maps");
    await expect(page.getByRole("banner").getByRole("navigation")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: `Connect ${PARTNER}` })).toBeVisible();
    await page.getByRole("button", { name: `Connect ${PARTNER}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `${PARTNER} is connected` })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to the app" })).toHaveAttribute("href", /^trailguide:\/\//);

    expect((await page.goto("/app/authorize-somebody-else"))?.status()).toBe(404);
  });

  test("a signed-out visitor is asked to log in first", async ({ page }) => {
    await page.goto("/authorize-backcountry-maps");
    await expect(page).toHaveURL(/\/login\?return_url=\/authorize-backcountry-maps$/);
  });
});
