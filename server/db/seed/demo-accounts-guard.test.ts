import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { accountsRepository } from "../../modules/accounts/accounts.repository";
import { hashPassword } from "../../modules/accounts/passwords";
import { refuseDemoAccountsOnPublicSite } from "./demo-accounts-guard";
import { DEMO_ACCOUNTS } from "./demo-accounts";

describe("a public site on a database that holds the demo accounts", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("refuses to start, naming the accounts and the setting that allows a public demo", async () => {
    const refusal = refuseDemoAccountsOnPublicSite(t.db, { refuseDemoAccounts: true });
    await expect(refusal).rejects.toThrow(/free@demo\.trailguide\.test.*ALLOW_DEMO_ACCOUNTS_ON_PUBLIC_URL=true/);
    await expect(refuseDemoAccountsOnPublicSite(t.db, { refuseDemoAccounts: false })).resolves.toBeUndefined();
  });

  it("starts once no demo account signs in with the published password", async () => {
    const secretHash = await hashPassword("a password the operator chose and did not publish");
    for (const account of DEMO_ACCOUNTS) {
      const user = await accountsRepository.findUserByEmail(t.db, account.email);
      await accountsRepository.updatePasswordHash(t.db, user!.id, secretHash, new Date());
    }
    await expect(refuseDemoAccountsOnPublicSite(t.db, { refuseDemoAccounts: true })).resolves.toBeUndefined();
  });
});
