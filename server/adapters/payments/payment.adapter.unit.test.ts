import { pino } from "pino";
import { describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { createPaymentAdapter, type PaymentAdapterDeps } from "./payment.adapter";

const deps = (payments: PaymentAdapterDeps["config"]["payments"]): PaymentAdapterDeps => ({
  config: { payments, port: 3000 },
  // Choosing a provider reads nothing; no call reaches the database here.
  db: {} as Database,
  logger: pino({ level: "silent" }),
  clock: { now: () => new Date() },
  jwtSecret: "test-secret-that-is-long-enough-for-hs256-signing",
});

describe(createPaymentAdapter.name, () => {
  it("takes payments in the sandbox by default, with its hosted checkout page", () => {
    const adapter = createPaymentAdapter(deps({ provider: "sandbox", stripe: undefined }));
    expect(adapter.name).toBe("sandbox");
    expect(adapter.sandbox).not.toBeNull();
    expect(adapter.checkoutPageUrl("cs_sbx_1")).toBe("/sandbox/checkout/cs_sbx_1");
  });

  it("takes them with Stripe when configured, which hosts its own pages", () => {
    const stripe = { secretKey: "sk_test_x", webhookSecret: "whsec_test", apiUrl: undefined };
    const adapter = createPaymentAdapter(deps({ provider: "stripe", stripe }));
    expect(adapter.name).toBe("stripe");
    expect(adapter.sandbox).toBeNull();
    expect(adapter.checkoutPageUrl("cs_live_1")).toBeNull();
  });

  it("refuses Stripe without its keys rather than taking no payments", () => {
    expect(() => createPaymentAdapter(deps({ provider: "stripe", stripe: undefined }))).toThrow(/STRIPE_SECRET_KEY/);
  });
});
