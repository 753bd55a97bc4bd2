// The demo's paying accounts have the billing records behind them (ADR 0014).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { postJson } from "../../modules/accounts/accounts.test-helpers";
import { PLAN_PRICE_CENTS } from "../../modules/billing/plan-prices";
import { DEMO_PASSWORD } from "./demo-accounts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("demo billing", () => {
  it("member@ has a recorded sandbox subscription and payment", async () => {
    const login = await postJson(t, "/api/v2/token/", { email: "member@demo.trailguide.test", password: DEMO_PASSWORD });
    const { access } = (await login.json()) as { access: string };
    const response = await t.app.request("/api/v2/users/me/membership/", { headers: { authorization: `Bearer ${access}` } });
    const state = (await response.json()) as { tier: string; subscription: unknown; payments: unknown[] };
    expect(state).toMatchObject({ tier: "paid", subscription: { status: "active", plan_code: "all-access-yearly" } });
    expect(state.payments).toEqual([expect.objectContaining({ amount_cents: PLAN_PRICE_CENTS.yearly, card_last4: "4242" })]);
  });

  it("no account is subscribed without a subscription or grant behind it", async () => {
    const unrecorded = (await t.db.execute(sql`
      select u.email from users u where u.is_subscribed
        and not exists (select 1 from subscriptions s where s.user_id = u.id)
        and not exists (select 1 from membership_grants g where g.user_id = u.id)`)) as { rows: unknown[] };
    expect(unrecorded.rows).toEqual([]);
    const paying = (await t.db.execute(sql`select count(*)::int as n from payments`)) as { rows: { n: number }[] };
    expect(paying.rows[0]!.n).toBeGreaterThan(1);
  });
});
