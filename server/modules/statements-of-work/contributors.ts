// Who staff may address work to: an account, found by its e-mail, that is a contributor (SCOUT or
// greater) and not deleted. Statements of work and patrols both ask.
import { isContributor } from "../../../shared/domain/access";
import type { Executor } from "../../db/client";
import { badRequest } from "../../http/errors";
import { accountsRepository } from "../accounts/accounts.repository";

export const NOT_A_CONTRIBUTOR = "No scout, writer or staff member has this e-mail address.";

/** The contributor with this e-mail, or a 400 next to `field`. */
export async function requireContributorByEmail(db: Executor, email: string, field: string) {
  const user = await accountsRepository.findUserByEmail(db, email);
  if (!user || user.deletedAt !== null || !isContributor({ access_type: user.accessType })) {
    throw badRequest("Some fields are not valid.", { [field]: [NOT_A_CONTRIBUTOR] });
  }
  return user;
}
