import { describe, expect, it } from "vitest";
import { usernameFrom } from "./social-sign-in.server";

describe(usernameFrom.name, () => {
  it.each([
    ['{"name":{"firstName":"Sam","lastName":"Rivers"},"email":"sam@example.test"}', "Sam Rivers"],
    ['{"name":{"firstName":"Sam"}}', "Sam"],
    ['{"name":{"firstName":"  ","lastName":""}}', null],
    ['{"email":"sam@example.test"}', null],
    ["not json", null],
    [null, null],
  ])("reads the name Apple posts once from %s", (user, expected) => {
    expect(usernameFrom(user)).toBe(expected);
  });
});
