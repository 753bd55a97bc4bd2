import { describe, expect, it } from "vitest";
import { checkCard, checkGiftDetails, formatCardNumber, formatExpiry, giftDeliveryWindow } from "./form-checks";

const today = new Date(2026, 4, 1, 9, 30);

describe("gift details", () => {
  const valid = { recipient_email: "sam@example.com", recipient_name: "Sam", message: "Happy trails", deliver_on: "2026-05-01" };

  it("accepts a gift delivered today", () => {
    expect(checkGiftDetails(valid, today)).toMatchObject({ errors: null, gift: { recipient_name: "Sam" } });
  });

  it("names every missing field", () => {
    const { errors } = checkGiftDetails({ recipient_email: "", recipient_name: " ", message: "", deliver_on: "" }, today);
    expect(errors).toEqual({
      recipient_email: "Enter the recipient's e-mail address.",
      recipient_name: "Enter the recipient's name.",
      deliver_on: "Choose a delivery date.",
    });
  });

  it("keeps the delivery date between today and a year from now", () => {
    expect(giftDeliveryWindow(today)).toEqual({ min: "2026-05-01", max: "2027-05-01" });
    const message = "Choose a delivery date from today to one year from now.";
    expect(checkGiftDetails({ ...valid, deliver_on: "2026-04-30" }, today).errors).toEqual({ deliver_on: message });
    expect(checkGiftDetails({ ...valid, deliver_on: "2027-05-02" }, today).errors).toEqual({ deliver_on: message });
  });

  it("limits the message to 500 characters", () => {
    expect(checkGiftDetails({ ...valid, message: "x".repeat(501) }, today).errors).toEqual({
      message: "Keep the message to 500 characters or fewer.",
    });
  });
});

describe("card details", () => {
  const valid = { number: "4242 4242 4242 4242", expiry: "12/28", cvc: "123", name: "Dana Dunes" };

  it("sends the digits and the expiry as numbers", () => {
    expect(checkCard(valid, today)).toEqual({
      errors: null,
      card: { card_number: "4242424242424242", exp_month: 12, exp_year: 2028, cvc: "123", name: "Dana Dunes" },
    });
  });

  it("explains each field that is wrong", () => {
    expect(checkCard({ number: "4242", expiry: "13/28", cvc: "1", name: "" }, today).errors).toEqual({
      number: "Enter the card number, 13 to 19 digits.",
      expiry: "Enter the expiry date as MM/YY.",
      cvc: "Enter the 3 or 4 digit security code.",
      name: "Enter the name on the card.",
    });
  });

  it("refuses a card that expired last month but takes one expiring this month", () => {
    expect(checkCard({ ...valid, expiry: "04/26" }, today).errors).toEqual({ expiry: "This card has expired." });
    expect(checkCard({ ...valid, expiry: "05/26" }, today).errors).toBeNull();
  });

  it("formats the number in groups of four and the expiry as MM/YY while typing", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatExpiry("1228")).toBe("12/28");
    expect(formatExpiry("4")).toBe("04");
  });
});
