import { describe, expect, it } from "vitest";
import { optionsFromForm, optionsStepSchema, stepForErrors } from "./sign-up-steps";

describe("stepForErrors", () => {
  it.each([
    [{ email: "An account with this e-mail already exists." }, "/sign-up/account"],
    [{ password: "Use at least 8 characters." }, "/sign-up/account"],
    [{ drive_style: "Invalid option" }, "/sign-up/options"],
    [{ year_started: "Choose a year from the list.", name: "Enter your name." }, "/sign-up/account"],
    [{ utm_params: "Too long" }, "/sign-up/customize"],
    [{ email: undefined, state_name: "Too long" }, "/sign-up/options"],
    [{}, "/sign-up/customize"],
  ])("%j -> %s", (errors, path) => {
    expect(stepForErrors(errors).path).toBe(path);
  });
});

describe("optionsFromForm", () => {
  function form(entries: Partial<Record<string, string>>): FormData {
    const data = new FormData();
    for (const [key, value] of Object.entries(entries)) if (value !== undefined) data.set(key, value);
    return data;
  }

  it.each([
    {
      entries: { state_name: "Colorado", vehicle_make: "Jeep", year_started: "2015", drive_style: "Rock Crawling" },
      expected: { state_name: "Colorado", vehicle_make: "Jeep", year_started: 2015, drive_style: "Rock Crawling" },
    },
    {
      entries: { state_name: "", vehicle_make: "", year_started: "" },
      expected: { state_name: undefined, vehicle_make: undefined, year_started: undefined, drive_style: undefined },
    },
  ])("reads $entries", ({ entries, expected }) => {
    expect(optionsFromForm(form(entries))).toEqual(expected);
  });

  it.each([
    // The answers' options live in the database (ADR 0053): the server checks them, the form their length.
    [{ vehicle_make: "x".repeat(101) }, false],
    [{ drive_style: "x".repeat(101) }, false],
    [{ year_started: "1700" }, false],
    [{ year_started: String(new Date().getFullYear()) }, true],
    [{}, true],
  ])("%j is valid: %s", (entries, isValid) => {
    expect(optionsStepSchema.safeParse(optionsFromForm(form(entries))).success).toBe(isValid);
  });
});
