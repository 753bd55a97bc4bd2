import { describe, expect, it } from "vitest";
import { isEventHandlerAttribute, isUnsafeAttribute, isUnsafeUrl } from "./banner-html-safety";

describe(isUnsafeUrl.name, () => {
  it.each([
    ["javascript:alert(1)", true],
    ["JavaScript:alert(1)", true],
    ["  javascript:alert(1)", true],
    ["java\tscript:alert(1)", true],
    ["java\nscript:alert(1)", true],
    ["vbscript:msgbox(1)", true],
    ["data:text/html,<script>alert(1)</script>", true],
    ["data:text/html;base64,PHNjcmlwdD4=", true],
    ["data:,hello", true],
    ["DATA:TEXT/PLAIN,hi", true],
    ["data:image/png;base64,iVBORw0KGgo=", false],
    ["https://trailguide.example/all-access", false],
    ["/all-access?utm_source=banner", false],
    ["#details", false],
    ["mailto:help@example.com", false],
    ["", false],
  ])("%j → %s", (url, expected) => {
    expect(isUnsafeUrl(url)).toBe(expected);
  });
});

describe(isEventHandlerAttribute.name, () => {
  it.each([
    ["onclick", true],
    ["onError", true],
    ["ONMOUSEOVER", true],
    ["href", false],
    ["class", false],
    ["data-on", false],
  ])("%s → %s", (name, expected) => {
    expect(isEventHandlerAttribute(name)).toBe(expected);
  });
});

describe(isUnsafeAttribute.name, () => {
  it.each([
    ["href", "javascript:void(0)", true],
    ["src", "data:text/html,x", true],
    ["HREF", "vbscript:x", true],
    ["onclick", "track()", true],
    ["href", "/pricing", false],
    ["title", "javascript: the language", false],
    ["class", "font-bold", false],
  ])("%s=%j → %s", (name, value, expected) => {
    expect(isUnsafeAttribute(name, value)).toBe(expected);
  });
});
