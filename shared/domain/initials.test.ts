import { describe, expect, it } from "vitest";
import { initialsFromName } from "./initials";

describe(initialsFromName.name, () => {
  it.each([
    ["Jane Doe", "JD"],
    ["jane doe", "JD"],
    ["Jane", "J"],
    ["Jane Mary Doe", "JM"],
    ["  Jane    Doe  ", "JD"],
    ["Mary-Jane o'Neil", "MO"],
    ["J. R. R. Tolkien", "JR"],
    ["4x4 Fan", "XF"],
    ["123 Rock Crawler", "RC"],
    ["Élodie Ōtani", "ÉŌ"],
    ["Łukasz Żak", "ŁŻ"],
    ["Иван Петров", "ИП"],
    ["山田 太郎", "山太"],
    ["ßam Oliver", "SS"],
    ["Jane\tDoe", "JD"],
    ["!!! ???", ""],
    ["", ""],
    [null, ""],
    [undefined, ""],
  ])("%j → %j", (name, expected) => {
    expect(initialsFromName(name)).toBe(expected);
  });
});
