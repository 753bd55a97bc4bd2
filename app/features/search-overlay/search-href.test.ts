import { describe, expect, it } from "vitest";
import { searchHref } from "./search-href";

describe(searchHref.name, () => {
  it.each([
    ["moab", "/search?q=moab"],
    ["  moab  ", "/search?q=moab"],
    ["Hell's Revenge", "/search?q=Hell's%20Revenge"],
    ["a&b=c", "/search?q=a%26b%3Dc"],
    ["", "/search"],
    ["   ", "/search"],
  ])("%j → %s", (keyword, expected) => {
    expect(searchHref(keyword)).toBe(expected);
  });
});
