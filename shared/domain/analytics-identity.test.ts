import { describe, expect, it } from "vitest";
import type { Role } from "./roles";
import { emailMarketingIdentity, isLocalHostname, shouldIdentify, splitName } from "./analytics-identity";

describe("shouldIdentify", () => {
  const user = (access_type: Role) => ({ access_type });

  it.each([
    { who: "logged out", user: null, hostname: "trailguide.example", expected: true },
    { who: "STANDARD", user: user("STANDARD"), hostname: "trailguide.example", expected: true },
    { who: "PROMOTIONAL", user: user("PROMOTIONAL"), hostname: "trailguide.example", expected: false },
    { who: "SCOUT", user: user("SCOUT"), hostname: "trailguide.example", expected: false },
    { who: "WRITER", user: user("WRITER"), hostname: "trailguide.example", expected: false },
    { who: "ADMIN", user: user("ADMIN"), hostname: "trailguide.example", expected: false },
    { who: "SUPER", user: user("SUPER"), hostname: "trailguide.example", expected: false },
    { who: "logged out", user: null, hostname: "localhost", expected: false },
    { who: "STANDARD", user: user("STANDARD"), hostname: "localhost", expected: false },
    { who: "STANDARD", user: user("STANDARD"), hostname: "127.0.0.1", expected: false },
    { who: "STANDARD", user: user("STANDARD"), hostname: "[::1]", expected: false },
    { who: "logged out", user: null, hostname: "::1", expected: false },
  ])("$who on $hostname: $expected", ({ user, hostname, expected }) => {
    expect(shouldIdentify({ user, hostname })).toBe(expected);
  });
});

describe("isLocalHostname", () => {
  it.each([
    ["localhost", true],
    ["LOCALHOST", true],
    ["trailguide.localhost", true],
    ["127.0.0.1", true],
    ["::1", true],
    ["localhost.example.com", false],
    ["127.0.0.2.example", false],
    ["trailguide.example", false],
  ])("%s: %s", (hostname, expected) => {
    expect(isLocalHostname(hostname)).toBe(expected);
  });
});

describe("splitName", () => {
  it.each([
    ["Jane Doe", "Jane", "Doe"],
    ["Jane Q. Public", "Jane", "Public"],
    ["Jane", "Jane", ""],
    ["  Jane   Doe  ", "Jane", "Doe"],
    ["", "", ""],
    ["   ", "", ""],
  ])("%j -> %j %j", (name, firstName, lastName) => {
    expect(splitName(name)).toEqual({ firstName, lastName });
  });
});

describe("emailMarketingIdentity", () => {
  it("names the user by uuid with e-mail, first and last name (spec §3)", () => {
    const user = { uuid: "5f0c", email: "dana@example.com", name: "  Dana  Mae Dunes " };
    expect(emailMarketingIdentity(user)).toEqual({
      userId: "5f0c",
      traits: { email: "dana@example.com", firstName: "Dana", lastName: "Dunes" },
    });
  });

  it("leaves the last name empty for a one-word name", () => {
    expect(emailMarketingIdentity({ uuid: "5f0c", email: "cher@example.com", name: "Cher" }).traits).toEqual({
      email: "cher@example.com",
      firstName: "Cher",
      lastName: "",
    });
  });
});
