import { describe, expect, it } from "vitest";
import { headerActions, headerNavLinks, type HeaderViewer } from "./header-links";

const signedOut: HeaderViewer = { isSignedIn: false, isPaid: false };
const free: HeaderViewer = { isSignedIn: true, isPaid: false };
const paid: HeaderViewer = { isSignedIn: true, isPaid: true };

describe(headerNavLinks.name, () => {
  it.each([
    ["signed out", signedOut, ["Trail Map /map", "Blog /blog", "Pricing /pricing"]],
    ["signed in, not paid", free, ["Trail Map /map", "Blog /blog", "Pricing /pricing", "Dashboard /dashboard"]],
    ["paid", paid, ["Trail Map /map", "Blog /blog", "Dashboard /dashboard"]],
  ])("%s", (_case, viewer, expected) => {
    expect(headerNavLinks(viewer).map((link) => `${link.label} ${link.href}`)).toEqual(expected);
  });
});

describe(headerActions.name, () => {
  it.each([
    ["signed out", signedOut, ["Log In /login quiet", "Join Free /sign-up primary"]],
    ["signed in, not paid", free, ["Start Free Trial /all-access primary"]],
    ["paid", paid, []],
  ])("%s", (_case, viewer, expected) => {
    expect(headerActions(viewer, "Join Free").map((action) => `${action.label} ${action.href} ${action.look}`)).toEqual(expected);
  });
});
