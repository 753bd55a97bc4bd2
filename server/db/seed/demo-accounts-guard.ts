// The demo accounts' password is printed in the README: a public site must not open while anyone can
// sign in to one of them, even one seeded by an earlier local run on the same database.
import { accountsRepository } from "../../modules/accounts/accounts.repository";
import { verifyPassword } from "../../modules/accounts/passwords";
import type { Executor } from "../client";
import { DEMO_ACCOUNTS } from "./demo-accounts";

/** The e-mails of the demo accounts that still sign in with the published password. */
export async function demoAccountsWithPublishedPassword(db: Executor): Promise<string[]> {
  const open: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const user = await accountsRepository.findUserByEmail(db, account.email);
    if (user?.passwordHash && (await verifyPassword(user.passwordHash, account.password))) open.push(account.email);
  }
  return open;
}

export async function refuseDemoAccountsOnPublicSite(db: Executor, { refuseDemoAccounts }: { refuseDemoAccounts: boolean }) {
  if (!refuseDemoAccounts) return;
  const open = await demoAccountsWithPublishedPassword(db);
  if (open.length === 0) return;
  throw new Error(
    `The database holds demo accounts whose password is published (${open.join(", ")}) and PUBLIC_URL is public: ` +
      "delete them or change their passwords, or set ALLOW_DEMO_ACCOUNTS_ON_PUBLIC_URL=true for a public demo.",
  );
}
