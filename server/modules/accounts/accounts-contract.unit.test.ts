import { describe, expect, it } from "vitest";
import { loginRequestSchema, registerRequestSchema } from "../../../shared/contracts/accounts.contract";

const valid = { email: "rider@example.test", password: "long-enough", name: "Casey" };
const fieldsOf = (input: unknown) =>
  registerRequestSchema.safeParse(input).error?.issues.map((issue) => issue.path.join(".")) ?? [];

describe("registerRequestSchema", () => {
  it("normalises the e-mail: trimmed and lower-case, so uniqueness and log-in ignore case", () => {
    expect(registerRequestSchema.parse({ ...valid, email: "  Casey@Example.TEST " }).email).toBe("casey@example.test");
    expect(loginRequestSchema.parse({ email: "Casey@Example.TEST", password: "x" }).email).toBe("casey@example.test");
  });

  it.each([
    ["a password under 8 characters", { password: "1234567" }, "password"],
    ["a password over 128 characters", { password: "x".repeat(129) }, "password"],
    ["an e-mail without a domain", { email: "casey@" }, "email"],
    ["an empty name", { name: "   " }, "name"],
    ["a year after this one", { year_started: new Date().getFullYear() + 1 }, "year_started"],
    ["a year more than 100 years back", { year_started: new Date().getFullYear() - 101 }, "year_started"],
    ["a fractional year", { year_started: 2010.5 }, "year_started"],
    ["UTM values that are not strings", { utm_params: { utm_source: 3 } }, "utm_params.utm_source"],
  ])("refuses %s", (_case, change, field) => {
    expect(fieldsOf({ ...valid, ...change })).toEqual([field]);
  });

  it("accepts every listed answer, origins and a social id", () => {
    const currentYear = new Date().getFullYear();
    for (const year_started of [currentYear, currentYear - 100]) {
      expect(
        registerRequestSchema.safeParse({
          ...valid,
          state_name: "Utah",
          vehicle_make: "ATV/UTV",
          year_started,
          drive_style: "Dirt Roads/Backroads",
          signup_origin: "website",
          affiliate_origin: "summit-tires",
          utm_params: { utm_source: "mail" },
          apple_id: "000123.abc",
        }).success,
      ).toBe(true);
    }
  });
});
