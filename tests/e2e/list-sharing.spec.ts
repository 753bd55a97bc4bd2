import { readableMail } from "../setup/smtp-sink";
import { capturedEvents } from "./capture-server";
import { expect, signUpFromOwnAddress, test } from "./fixtures";
import { guideIdOf, sitemapGuidePaths } from "./guide-helpers";
import { mailTo } from "./mail-sink";
import { startComplementaryTrial } from "./membership-helpers";
import { signUpFreshReader } from "./factories";
import { runJobsNow } from "./run-jobs";

test.describe("sharing a list", () => {
  test("the owner invites a friend, who signs up through the e-mailed link and adds a scout route", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const listName = `Ouray loop ${Date.now()}`;
    const friendEmail = `friend-${Date.now()}@example.com`;
    await signUpFreshReader(page, "list-owner");

    // The owner starts a list and invites the friend as an editor.
    await page.goto("/lists");
    const createForm = page.getByRole("form", { name: "New list" });
    await expect(createForm.getByRole("button", { name: "Create list" })).toBeEnabled();
    await createForm.getByLabel("Name").fill(listName);
    await createForm.getByRole("button", { name: "Create list" }).click();
    await page.getByRole("link", { name: listName }).click();
    await expect(page.getByRole("heading", { level: 1, name: listName })).toBeVisible();
    const listPath = new URL(page.url()).pathname;

    const sharing = page.getByRole("region", { name: "Shared with" });
    const invite = sharing.getByRole("form", { name: "Invite someone" });
    await expect(invite.getByRole("button", { name: "Send invitation" })).toBeEnabled();
    await invite.getByLabel("E-mail address").fill("not-an-address");
    await invite.getByRole("button", { name: "Send invitation" }).click();
    await expect(invite.getByText("Enter a valid e-mail address.")).toBeVisible();
    await invite.getByLabel("E-mail address").fill(friendEmail);
    await invite.getByLabel("They can").selectOption("editor");
    await invite.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByText(`Invitation sent to ${friendEmail}`)).toBeVisible();
    await expect(sharing.getByRole("list", { name: "Members" })).toContainText(friendEmail);
    await expect
      .poll(async () =>
        (await capturedEvents()).some((event) => event.event === "invite list member" && event.properties.role === "editor"),
      )
      .toBe(true);

    // The friend, with no account yet, opens the link from the e-mail.
    await expect
      .poll(
        async () => {
          await runJobsNow(page.request, "email-delivery");
          return (await mailTo(friendEmail)).length;
        },
        { timeout: 5_000 },
      )
      .toBeGreaterThan(0);
    const [mail] = await mailTo(friendEmail);
    const link = /https?:\/\/[^/\s]+(\/lists\/invitations\/[A-Za-z0-9_%-]+)/.exec(readableMail(mail!.raw));
    expect(link, "the invitation link in the e-mail").not.toBeNull();

    const friendContext = await browser.newContext();
    const friend = await friendContext.newPage();
    await friend.goto(link![1]!);
    await expect(friend.getByRole("heading", { level: 1 })).toHaveText(`Casey Trails shared “${listName}” with you`);
    // Only the invited account answers: signed out, the page offers a way in, not a Decline that would be refused.
    await expect(friend.getByRole("button", { name: "Decline" })).toHaveCount(0);
    await friend.getByRole("link", { name: "Create an account" }).click();
    await expect(friend).toHaveURL(/\/sign-up\/account\?email=/);
    await expect(friend.getByLabel("Email")).toHaveValue(friendEmail);
    await friend.getByLabel("Name").fill("Frankie Friend");
    await friend.getByLabel("Password", { exact: true }).fill("rocky-road-2026");
    await friend.getByRole("button", { name: "Continue" }).click();
    await expect(friend).toHaveURL(/\/sign-up\/options/);
    await friend.getByRole("button", { name: "Continue" }).click();
    await expect(friend).toHaveURL(/\/sign-up\/customize/);
    await signUpFromOwnAddress(friend);
    await friend.getByRole("button", { name: "Create Account" }).click();

    // Back on the invitation, now signed in with the invited address.
    await expect(friend).toHaveURL(link![1]!);
    await expect(friend.getByRole("button", { name: "Decline" })).toBeVisible();
    await friend.getByRole("button", { name: "Accept invitation" }).click();
    await expect(friend).toHaveURL(listPath);
    await expect(friend.getByText(`You joined ${listName}`)).toBeVisible();
    await expect(friend.getByRole("region", { name: "Shared with" })).toContainText("You can add, remove and reorder its guides");
    await expect(friend.getByRole("button", { name: "Edit list" })).toHaveCount(0);

    // The friend, now a member, adds a scout route to the shared list from the route's page.
    await startComplementaryTrial(friend);
    const [routePath] = await sitemapGuidePaths(friend, "scout-routes");
    const route = (await (await friend.request.get(`/api/v3/scout-routes/${guideIdOf(routePath!)}/`)).json()) as {
      title: string;
    };
    await friend.goto(routePath!);
    await friend
      .getByRole("button", { name: `Add to list: ${route.title}` })
      .first()
      .click();
    await friend
      .getByRole("dialog", { name: "Add to list" })
      .getByRole("checkbox", { name: new RegExp(listName) })
      .check();
    await expect(friend.getByText(`Added to ${listName}`).last()).toBeVisible();
    await friendContext.close();

    // The owner sees the route in the list and the friend as an editor.
    await page.reload();
    await expect(page.getByRole("region", { name: "Guides in this list" }).getByRole("heading", { level: 3 })).toHaveText([
      route.title,
    ]);
    await expect(sharing.getByRole("combobox", { name: "Rights for Frankie Friend" })).toHaveValue("editor");
  });
});
