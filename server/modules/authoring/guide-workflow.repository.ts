// SQL of the workflow's staff notice: the staff who review submitted guides, to e-mail when one is
// submitted (ADR 0042).
import { and, asc, desc, inArray, isNull, ne, sql } from "drizzle-orm";
import { ROLES, hasRoleAtLeast } from "../../../shared/domain/roles";
import { WORKFLOW_TRANSITIONS } from "../../../shared/domain/guide-workflow";
import type { Executor } from "../../db/client";
import { users } from "../../db/schema";

const ACCEPTED_BY = WORKFLOW_TRANSITIONS.accept.by;
/** The roles that review a submitted guide: those that may accept it (ADMIN or greater). */
const REVIEWER_ROLES = ROLES.filter((role) => ACCEPTED_BY !== "author" && hasRoleAtLeast(role, ACCEPTED_BY));
/** A role's place on the ladder, in SQL: higher is more senior. */
const roleRank = sql`array_position(array[${sql.join(
  ROLES.map((role) => sql`${role}`),
  sql`, `,
)}]::text[], ${users.accessType})`;

export function createGuideWorkflowRepository(db: Executor) {
  return {
    /**
     * Active staff who review submitted guides (ADMIN or greater, not disabled or deleted), but not
     * `exceptUserId` (who submitted it): the most senior role first, then the longest-standing account.
     */
    findReviewers(exceptUserId: number | null, limit: number) {
      return db
        .select({ id: users.id, email: users.email, name: users.name })
        .from(users)
        .where(
          and(
            inArray(users.accessType, REVIEWER_ROLES),
            isNull(users.disabledAt),
            isNull(users.deletedAt),
            exceptUserId === null ? undefined : ne(users.id, exceptUserId),
          ),
        )
        .orderBy(desc(roleRank), asc(users.id))
        .limit(limit);
    },
  };
}
