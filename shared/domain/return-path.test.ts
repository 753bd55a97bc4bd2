import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path";

describe("safeReturnPath", () => {
  it.each([
    [null, "/"],
    [undefined, "/"],
    ["", "/"],
    ["/", "/"],
    ["/dashboard", "/dashboard"],
    ["/map?active-tab=my-content", "/map?active-tab=my-content"],
    ["/US/colorado/trails/12-black-bear#reviews", "/US/colorado/trails/12-black-bear#reviews"],
    ["/all-access/checkout?plan=yearly&coupon=SPRING", "/all-access/checkout?plan=yearly&coupon=SPRING"],
    ["dashboard", "/"],
    ["https://evil.example/", "/"],
    ["//evil.example/", "/"],
    ["/\\evil.example/", "/"],
    ["/\t/evil.example/", "/"],
    ["/\n/evil.example/", "/"],
    ["javascript:alert(1)", "/"],
    ["/login", "/"],
    ["/login?return_url=/login", "/"],
    ["/login-help", "/login-help"],
    // Checked after the browser's normalisation: these resolve to another host.
    ["/..//evil.test/phish", "/"],
    ["/a/../..//evil.test/", "/"],
    ["/./%2E%2E//evil.test/", "/"],
    ["/fr//evil.test", "/"],
    ["/fr/login", "/"],
    ["/es/login?return_url=/", "/"],
    ["/fr/US/colorado", "/fr/US/colorado"],
    ["/trails/../map", "/map"],
  ])("%j -> %j", (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});
