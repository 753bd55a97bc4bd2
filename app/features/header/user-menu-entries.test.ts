import { describe, expect, it } from "vitest";
import type { Role } from "../../../shared/domain/roles";
import { userMenuEntries } from "./user-menu-entries";

const UUID = "0b7c1f7e-8d1e-4c59-9c2a-3f5c1b2a4d6e";
const SUPPORT = "https://support.example/";
const EVERYONE = ["Lists", "Profile", "My Garage", "Support", "Log Out"];

describe(userMenuEntries.name, () => {
  it.each([
    ["STANDARD", false, EVERYONE],
    ["STANDARD", true, ["My Content", "Saved for offline", ...EVERYONE]],
    ["PROMOTIONAL", false, ["My Content", "Saved for offline", ...EVERYONE]],
    ["SCOUT", false, ["Contributor Portal", "My Content", "Saved for offline", ...EVERYONE]],
    ["WRITER", false, ["Contributor Portal", "My Content", "Saved for offline", ...EVERYONE]],
    ["ADMIN", false, ["Admin", "Contributor Portal", "My Content", "Saved for offline", ...EVERYONE]],
    ["SUPER", true, ["Admin", "Contributor Portal", "My Content", "Saved for offline", ...EVERYONE]],
  ] satisfies [Role, boolean, string[]][])("%s, subscribed %s", (access_type, is_subscribed, expected) => {
    const labels = userMenuEntries({ id: 1, uuid: UUID, access_type, is_subscribed }, SUPPORT).map((entry) => entry.label);
    expect(labels).toEqual(expected);
  });

  it("points every entry at its page", () => {
    expect(userMenuEntries({ id: 1, uuid: UUID, access_type: "SUPER", is_subscribed: false }, SUPPORT)).toEqual([
      { kind: "link", label: "Admin", href: "/admin" },
      { kind: "link", label: "Contributor Portal", href: "/users/contributor-portal" },
      { kind: "link", label: "My Content", href: "/map?active-tab=my-content" },
      { kind: "link", label: "Saved for offline", href: "/offline" },
      { kind: "link", label: "Lists", href: "/lists" },
      { kind: "link", label: "Profile", href: `/users/${UUID}` },
      { kind: "link", label: "My Garage", href: `/users/${UUID}/edit#garage` },
      { kind: "external", label: "Support", href: SUPPORT },
      { kind: "sign-out", label: "Log Out" },
    ]);
  });

  it("leads Support to the site's own help centre when no external one is configured", () => {
    const entries = userMenuEntries({ id: 1, uuid: UUID, access_type: "STANDARD", is_subscribed: false }, null);
    expect(entries).toContainEqual({ kind: "link", label: "Support", href: "/help" });
  });
});
