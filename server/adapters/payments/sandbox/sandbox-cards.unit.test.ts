import { describe, expect, it } from "vitest";
import { checkCard, passesLuhn } from "./sandbox-cards";

const now = new Date("2026-11-22T00:00:00Z");
const card = { card_number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2030, cvc: "123", name: "Casey" };

describe("checkCard", () => {
  it.each([
    ["4242424242424242", "succeeds"],
    ["4000000000000002", "declined"],
    ["4000002500003155", "needs_confirmation"],
    ["4000000000000341", "fails_later"],
    ["5555555555554444", "declined"],
  ])("%s %s", (number, behaviour) => {
    expect(checkCard({ ...card, card_number: number }, now).behaviour).toBe(behaviour);
  });

  it("keeps only the brand and the last four digits", () => {
    expect(checkCard(card, now)).toEqual({ brand: "visa", last4: "4242", behaviour: "succeeds" });
  });

  it.each([
    [{ card_number: "4242424242424241" }, "card_number", "Your card number is invalid."],
    [{ exp_month: 10, exp_year: 2026 }, "exp_month", "Your card's expiration date is in the past."],
    [{ exp_month: 13 }, "exp_month", "Your card's expiration date is in the past."],
    [{ cvc: "12" }, "cvc", "Your card's security code is invalid."],
    [{ name: " " }, "name", "Enter the name on the card."],
  ])("refuses %o with a clear message", (change, field, message) => {
    expect(() => checkCard({ ...card, ...change }, now)).toThrow(
      expect.objectContaining({ status: 400, fields: { [field]: [message] } }),
    );
  });

  it("accepts a card that expires this month", () => {
    expect(checkCard({ ...card, exp_month: 11, exp_year: 2026 }, now).behaviour).toBe("succeeds");
  });
});

describe("passesLuhn", () => {
  it("checks the digit", () => {
    expect(passesLuhn("79927398713")).toBe(true);
    expect(passesLuhn("79927398710")).toBe(false);
  });
});
