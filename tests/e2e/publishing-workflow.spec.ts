// The whole authoring loop (issue "Authoring"): a reader applies to scout and an admin accepts; the
// new scout starts a route and submits it; the admin requests changes with a note, which reaches the
// scout by e-mail and in the Editor Notes; the scout fixes and resubmits; the admin accepts and
// publishes; the route is then on the map and in autocomplete; a SUPER sets its new edition date.
import type { Browser, Page } from "@playwright/test";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../server/db/seed/demo-accounts";
import { readableMail } from "../setup/smtp-sink";
import { expect, test, workerBaseURL } from "./fixtures";
import { mailTo } from "./mail-sink";
import { signUpFreshReader } from "./factories";
import { runJobsNow } from "./run-jobs";

const PASSWORD = "rocky-road-2026";
/** A short drive north of Moab, far from any demo trail's trailhead. */
const LINE = {
  type: "LineString",
  coordinates: [
    [-109.9012, 38.9511],
    [-109.8954, 38.9563],
    [-109.8871, 38.9602],
  ],
};

let clientCount = 0;
/** Each sign-in speaks for a client of its own, under the per-address login limit. */
const clientAddress = () => `192.0.2.${(clientCount++ % 250) + 1}`;

async function signIn(page: Page, email: string, password: string): Promise<void> {
  const response = await page.request.post("/api/v2/token/", {
    data: { email, password },
    headers: { "x-forwarded-for": clientAddress() },
  });
  expect(response.status()).toBe(200);
}

/** A page of its own (its own cookies) signed in as a demo staff account. */
async function staffPage(browser: Browser, role: "admin" | "super", baseURL: string): Promise<Page> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.key === role)!;
  const page = await (await browser.newContext({ baseURL })).newPage();
  await signIn(page, account.email, DEMO_PASSWORD);
  return page;
}

async function takeAction(page: Page, action: string, done: string, state: string): Promise<void> {
  await page.getByRole("button", { name: action, exact: true }).click();
  await expect(page.getByText(done)).toBeVisible();
  await expect(page.getByTestId("workflow-state")).toHaveText(state);
}

test("a new scout's route goes through the editors to the map and search, and a super sets its new edition", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const baseURL = workerBaseURL();
  // A state change with a session cookie must come from a page of the site.
  const headers = { origin: new URL(baseURL).origin };
  const title = `Quarrystone Rim ${Date.now()}`;

  // A reader applies to scout; an admin accepts, and the next sign-in carries the role.
  const email = await signUpFreshReader(page, "scout-applicant");
  const applied = await page.request.post("/api/v2/contributor-requests/", {
    headers,
    data: { requested_role: "SCOUT", experience: "Twelve years running the canyon country in a built 4Runner.", areas: "Moab" },
  });
  expect(applied.status()).toBe(201);
  const admin = await staffPage(browser, "admin", baseURL);
  const { id: applicationId } = (await applied.json()) as { id: number };
  expect((await admin.request.post(`/api/v2/admin/contributor-requests/${applicationId}/accept/`, { headers })).status()).toBe(
    200,
  );
  await signIn(page, email, PASSWORD);

  // The new scout starts a route from a drawn line and submits it.
  const created = await page.request.post("/api/v2/scout-routes/", {
    headers,
    data: { title, state_code: "UT", geojson: LINE },
  });
  expect(created.status()).toBe(201);
  const { id, edit_url: editUrl } = (await created.json()) as { id: number; edit_url: string };
  await page.goto(editUrl);
  await expect(page.getByRole("heading", { name: `Edit Scout Route: ${title}` })).toBeVisible();
  await takeAction(page, "Submit for review", "Submitted for review.", "Submitted");

  // The admin sends it back with a note.
  await admin.goto(`/scout-routes/${id}/edit`);
  await admin.getByRole("button", { name: "Request changes", exact: true }).click();
  const noteDialog = admin.getByRole("dialog", { name: "Request changes" });
  await noteDialog.getByLabel("Note for the author").fill("Name the second switchback and add the gate code.");
  await noteDialog.getByRole("button", { name: "Request changes" }).click();
  await expect(admin.getByText("Changes requested: the author has your note.")).toBeVisible();
  await expect(admin.getByTestId("workflow-state")).toHaveText("Draft");
  await expect
    .poll(async () => {
      await runJobsNow(admin.request, "email-delivery");
      return (await mailTo(email)).map((mail) => readableMail(mail.raw)).join("\n");
    })
    .toContain("Name the second switchback and add the gate code.");

  // The scout reads the note, fixes the route and submits it again.
  await page.reload();
  await page.getByRole("button", { name: "Editor Notes" }).click();
  await expect(page.getByRole("dialog", { name: "Editor Notes" }).getByText("Name the second switchback")).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByLabel("Title", { exact: true }).fill(`${title} Loop`);
  await page.getByLabel("Reason for this change").fill("Named the loop, as the editor asked");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Scout Route info saved!")).toBeVisible({ timeout: 15_000 });
  await takeAction(page, "Submit for review", "Submitted for review.", "Submitted");

  // The admin accepts and publishes it: the scout can no longer edit it.
  await admin.reload();
  await takeAction(admin, "Accept", "Accepted.", "Accepted");
  await takeAction(admin, "Publish", "Published: the guide is live.", "Published");
  expect((await page.request.get(`/api/v2/scout-routes/edit/${id}/`)).status()).toBe(403);

  // At once it is in autocomplete and on the map, for anyone.
  const searched = await page.request.get(`/api/v2/search/all/?keyword=${encodeURIComponent("Quarrystone Rim")}`);
  expect(JSON.stringify(await searched.json())).toContain(`${title} Loop`);
  const onTheMap = await page.request.get("/api/v2/map/guides/?bbox=-110.0,38.9,-109.8,39.0");
  expect(JSON.stringify(await onTheMap.json())).toContain(`${title} Loop`);

  // A SUPER sets the new edition date from the route's page.
  const superUser = await staffPage(browser, "super", baseURL);
  await superUser.goto(`/scout-routes/${id}`);
  await superUser.getByLabel("New Edition Date").fill("2027-04-01");
  await superUser.getByRole("button", { name: "Save", exact: true }).click();
  await expect(superUser.getByText("Scout Route info saved!")).toBeVisible();
  const saved = (await (await superUser.request.get(`/api/v3/scout-routes/${id}/`)).json()) as { new_edition_date: string };
  expect(saved.new_edition_date).toBe("2027-04-01");
});
