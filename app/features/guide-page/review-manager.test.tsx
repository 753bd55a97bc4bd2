// Server-rendered markup of the review form: the optional photo field of spec §2.11.
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { renderToHtml } from "../../../tests/support/render-to-html";
import type { Review } from "../../../shared/contracts/review.contract";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import { ReviewManager } from "./review-manager";
import { AppProviders } from "../../../tests/support/app-providers";

const user: UserClaims = {
  uuid: "0b6f1d6a-2c57-4a4e-9a57-3d0b1a2b3c4d",
  id: 3,
  email: "member@example.test",
  name: "Morgan Member",
  access_type: "STANDARD",
  is_subscribed: true,
  subscription_tier: "paid",
  is_official_crew: false,
  has_positive_transaction: true,
  photo_file_name: null,
  state_name: null,
  drive_style: null,
  year_started: null,
  vehicle_make: null,
  signup_origin: null,
  subscription_store: null,
  affiliate_origin: null,
  onboarding_state: "finished",
  units: "imperial",
  locale: null,
};

function render(isFormOpen: boolean, reviews: Review[] = []): Promise<string> {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/US/utah/scout-routes/:id",
      Component: () => (
        <AppProviders user={user}>
          <ReviewManager
            routeId={42}
            reviews={reviews}
            hasFailed={false}
            isFormOpen={isFormOpen}
            onFormOpenChange={() => undefined}
            onChanged={() => Promise.resolve()}
          />
        </AppProviders>
      ),
    },
  ]);
  return renderToHtml(
    <Stub
      initialEntries={["/US/utah/scout-routes/42-moab-rim"]}
      hydrationData={{ loaderData: { root: { i18n: { locale: "en", messages: null } } } }}
    />,
  );
}

describe(ReviewManager.name, () => {
  it("offers an optional, labelled photo in the add form", async () => {
    const html = await render(true);
    expect(html).toContain('aria-label="Add a review"');
    const input = /<input[^>]*type="file"[^>]*>/.exec(html)?.[0] ?? "";
    expect(input).toContain('accept="image/jpeg,image/png,image/webp"');
    expect(input).toContain('name="photo"');
    const id = /id="([^"]+)"/.exec(input)?.[1];
    expect(html).toContain(`for="${id}"`);
    expect(html).toMatch(/<label[^>]*>Add a photo<\/label>/);
    expect(html).toContain("Optional. A JPEG, PNG or WebP photo of the trail, up to 25 MB.");
    expect(html).toContain("Post review");
    // Nothing is uploading yet, and no photo is chosen.
    expect(html).not.toContain("Uploading photo…");
    expect(html).not.toContain("Remove photo");
  });

  it("has no photo field while the form is closed", async () => {
    const html = await render(false);
    expect(html).toContain("Write a review");
    expect(html).not.toContain('type="file"');
  });

  it("shows each reviewer's profile photo beside their name, and none for a reviewer without one", async () => {
    const review = (id: number, name: string, photo: string | null): Review => ({
      id,
      rating: 4,
      title: `Review ${id}`,
      text: "Rocky but fine.",
      suggested_difficulty: null,
      created_at: "2026-10-01T12:00:00Z",
      user: { uuid: `0b6f1d6a-2c57-4a4e-9a57-3d0b1a2b3c4${id}`, name, photo_file_name: photo },
      photos: [],
    });
    const html = await render(false, [review(1, "Pat Photo", "/media/avatars/pat.jpg"), review(2, "Nia Nophoto", null)]);
    expect(html.match(/<img[^>]*>/g)).toEqual([expect.stringContaining('src="/media/avatars/pat.jpg"')]);
    expect(html).toContain("Nia Nophoto");
  });
});
