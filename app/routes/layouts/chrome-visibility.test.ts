import { describe, expect, it } from "vitest";
import { HIDE_CHROME_FOR_MOBILE_QUERY, isChromeHidden } from "./chrome-visibility";

describe(isChromeHidden.name, () => {
  it.each([
    ["?mobile on an opted-in route", "?mobile", [undefined, HIDE_CHROME_FOR_MOBILE_QUERY], true],
    ["?mobile=1 on an opted-in route", "?mobile=1", [HIDE_CHROME_FOR_MOBILE_QUERY], true],
    ["?mobile=false still counts: the parameter is present", "?mobile=false", [HIDE_CHROME_FOR_MOBILE_QUERY], true],
    ["an opted-in route without ?mobile", "?utm_source=app", [HIDE_CHROME_FOR_MOBILE_QUERY], false],
    ["?mobile on a route that did not opt in", "?mobile", [undefined, { breadcrumb: "x" }], false],
    ["?mobile on a route that opted out", "?mobile", [{ hideChromeForMobileQuery: false }], false],
    ["a truthy value that is not true", "?mobile", [{ hideChromeForMobileQuery: "yes" }], false],
    ["no routes", "?mobile", [], false],
  ])("%s → %s", (_case, query, handles, expected) => {
    expect(isChromeHidden(new URLSearchParams(query), handles)).toBe(expected);
  });
});
