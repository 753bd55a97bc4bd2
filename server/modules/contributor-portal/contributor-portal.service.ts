// The contributor portal's read model (ADR 0045): everything a scout or writer has on their plate,
// in one overview. Only the caller's own rows are read; the edit link follows the same rules the
// editor enforces (canEditScoutRoute, canEditTrail). Links are built as the editor (editPath) and the
// guide pages and sitemap (guidePath, with the id in front of the slug) build them.
import type { ContributorPortal, PortalGuide, PortalQuery } from "../../../shared/contracts/contributor-portal.contract";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import { canEditScoutRoute, canEditTrail } from "../../../shared/domain/access";
import {
  isPatrolOverdue,
  PORTAL_GUIDE_FILTERS,
  PORTAL_GUIDE_FILTER_STATES,
  PORTAL_GUIDES_PAGE_SIZE,
  PORTAL_SECTION_LIMIT,
} from "../../../shared/domain/contributor-portal";
import type { ServiceDeps } from "../../services";
import { editPath } from "../authoring/guide-editing.service";
import { guidePath } from "../map/guide-paths";
import type { RequestsService } from "../requests/requests.service";
import { createContributorPortalRepository } from "./contributor-portal.repository";

type GuideRow = Awaited<ReturnType<ReturnType<typeof createContributorPortalRepository>["listGuides"]>>[number];

function toPortalGuide(row: GuideRow, user: UserClaims): PortalGuide {
  const mayEdit =
    row.kind === "trail" ? canEditTrail(user) : canEditScoutRoute(user, { authorId: user.id, acceptedAt: row.acceptedAt });
  return {
    kind: row.kind,
    id: row.id,
    title: row.title,
    workflow_state: row.workflowState,
    updated_at: new Date(row.updatedAt).toISOString(),
    has_draft: row.hasDraft,
    edit_url: mayEdit ? editPath(row.kind, row.id) : null,
    view_url: row.workflowState === "published" ? guidePath(row.kind, row) : null,
  };
}

export function createContributorPortalService({
  db,
  clock,
  requests,
}: Pick<ServiceDeps, "db" | "clock"> & { requests: Pick<RequestsService, "myAssignmentRequests"> }) {
  const repository = createContributorPortalRepository(db);

  return {
    async overview(user: UserClaims, { show, page }: PortalQuery): Promise<ContributorPortal> {
      const today = clock.now().toISOString().slice(0, 10);
      const pageSize = PORTAL_GUIDES_PAGE_SIZE;
      const [guides, stateCounts, statements, statementCount, patrols, patrolCount, myRequests] = await Promise.all([
        repository.listGuides(user.id, PORTAL_GUIDE_FILTER_STATES[show], { limit: pageSize, offset: (page - 1) * pageSize }),
        repository.countGuidesByState(user.id),
        repository.listStatements(user.id, PORTAL_SECTION_LIMIT),
        repository.countStatements(user.id),
        repository.listOpenPatrols(user.id, PORTAL_SECTION_LIMIT),
        repository.countOpenPatrols(user.id),
        requests.myAssignmentRequests(user),
      ]);
      const counts = Object.fromEntries(
        PORTAL_GUIDE_FILTERS.map((filter) => [
          filter,
          PORTAL_GUIDE_FILTER_STATES[filter].reduce((sum, state) => sum + (stateCounts.get(state) ?? 0), 0),
        ]),
      ) as ContributorPortal["guides"]["counts"];
      return {
        guides: {
          show,
          page,
          page_size: pageSize,
          count: counts[show],
          counts,
          results: guides.map((row) => toPortalGuide(row, user)),
        },
        statements_of_work: {
          count: statementCount,
          results: statements.map((row) => ({
            id: row.id,
            title: row.title,
            deadline: row.deadline,
            pay_cents: row.payCents,
            signed_at: row.signedAt?.toISOString() ?? null,
            view_url: `/statement-of-work/${row.id}`,
            sign_url: row.signedAt == null ? `/statement-of-work/${row.id}/sign` : null,
          })),
        },
        patrols: {
          count: patrolCount,
          results: patrols.map((row) => ({
            id: row.id,
            trail_title: row.trailTitle,
            due_on: row.dueOn,
            state: row.state as PortalPatrolState,
            is_overdue: isPatrolOverdue(row, today),
            form_url: `/statement-of-work/patrol-form/${row.id}`,
          })),
        },
        assignment_requests: { count: myRequests.length, results: myRequests.slice(0, PORTAL_SECTION_LIMIT) },
      };
    },
  };
}

type PortalPatrolState = ContributorPortal["patrols"]["results"][number]["state"];

export type ContributorPortalService = ReturnType<typeof createContributorPortalService>;
