// Server-rendered markup of the add-to-list action: a log-in link that comes back, or a dialog button.
import { ENGLISH_ROOT_DATA } from "../../../tests/support/root-data";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import { AddToList } from "./add-to-list";
import { AppProviders } from "../../../tests/support/app-providers";

const user: UserClaims = {
  uuid: "0b6f1d6a-2c57-4a4e-9a57-3d0b1a2b3c4d",
  id: 3,
  email: "member@example.test",
  name: "Morgan Member",
  access_type: "STANDARD",
  is_subscribed: false,
  subscription_tier: "free",
  is_official_crew: false,
  has_positive_transaction: false,
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

function render(signedIn: UserClaims | null): string {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/US/utah/trails/:id",
      Component: () => (
        <AppProviders user={signedIn}>
          <AddToList productType="trails" id={12} title="Hell's Revenge" />
        </AppProviders>
      ),
    },
  ]);
  return renderToString(
    <Stub initialEntries={["/US/utah/trails/12-hells-revenge?tab=reviews"]} hydrationData={ENGLISH_ROOT_DATA} />,
  );
}

describe("AddToList", () => {
  it("sends a signed-out visitor to log in and back to the same page", () => {
    const html = render(null);
    expect(html).toContain('href="/login?return_url=/US/utah/trails/12-hells-revenge%3Ftab%3Dreviews"');
    expect(html).not.toContain("<button");
  });

  it("gives a signed-in user a button that opens the dialog", () => {
    const html = render(user);
    expect(html).toMatch(/<button[^>]*aria-haspopup="dialog"/);
    expect(html).toContain('aria-label="Add to list: Hell&#x27;s Revenge"');
    expect(html).not.toContain("/login");
  });
});
