import { describe, expect, it } from "vitest";
import { difficultyProps, formatTechnicalRating } from "./difficulty";

describe(difficultyProps.name, () => {
  it.each([
    [1, "Easy", "#399924"],
    [2, "Easy", "#399924"],
    [3, "Moderate", "#028AD7"],
    [4, "Moderate", "#028AD7"],
    [5, "Difficult", "#FAD201"],
    [6, "Difficult", "#FAD201"],
    [7, "Severe", "#F7941D"],
    [8, "Severe", "#F7941D"],
    [9, "Extreme", "#DD0426"],
    [10, "Extreme", "#DD0426"],
    [null, "Unrated", "#FF69B4"],
    [0, "Unrated", "#FF69B4"],
    [11, "Unrated", "#FF69B4"],
  ])("rating %s is %s (%s)", (rating, label, color) => {
    expect(difficultyProps(rating)).toEqual({ label, color });
  });
});

describe(formatTechnicalRating.name, () => {
  it.each([
    [5, 5, "5"],
    [4, 6, "4-6"],
    [3, null, "3"],
    [null, null, null],
  ])("%s to %s reads %s", (low, high, expected) => {
    expect(formatTechnicalRating(low, high)).toBe(expected);
  });
});
