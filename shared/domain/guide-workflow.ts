// The publishing workflow of a trail or scout route (issue "Authoring", ADR 0042): a guide moves
// draft -> submitted -> accepted -> published; an editor may send a submitted or accepted guide back
// to draft with a note (changes requested); a published guide may be unpublished (back to accepted)
// and published again. One table says which action leads where, and who may take it.
import { hasRoleAtLeast, type Role } from "./roles";

export const WORKFLOW_STATES = ["draft", "submitted", "accepted", "published"] as const;
export type WorkflowState = (typeof WORKFLOW_STATES)[number];

export const WORKFLOW_ACTIONS = ["submit", "request_changes", "accept", "publish", "unpublish"] as const;
export type WorkflowAction = (typeof WORKFLOW_ACTIONS)[number];

export const WORKFLOW_STATE_LABELS: Record<WorkflowState, string> = {
  draft: "Draft",
  submitted: "Submitted",
  accepted: "Accepted",
  published: "Published",
};

export const WORKFLOW_ACTION_LABELS: Record<WorkflowAction, string> = {
  submit: "Submit for review",
  request_changes: "Request changes",
  accept: "Accept",
  publish: "Publish",
  unpublish: "Unpublish",
};

interface Transition {
  from: readonly WorkflowState[];
  to: WorkflowState;
  /** Who may take it: the guide's author, or staff from this role up. */
  by: "author" | Role;
  /** Whether the action must carry a note for the author. */
  needsNote: boolean;
}

export const WORKFLOW_TRANSITIONS: Record<WorkflowAction, Transition> = {
  submit: { from: ["draft"], to: "submitted", by: "author", needsNote: false },
  request_changes: { from: ["submitted", "accepted"], to: "draft", by: "ADMIN", needsNote: true },
  accept: { from: ["submitted"], to: "accepted", by: "ADMIN", needsNote: false },
  publish: { from: ["accepted"], to: "published", by: "ADMIN", needsNote: false },
  unpublish: { from: ["published"], to: "accepted", by: "ADMIN", needsNote: false },
};

export interface WorkflowActor {
  id: number;
  access_type: Role;
}

/** The state an action leads to, or null when the action is not open from this state. */
export function nextWorkflowState(state: WorkflowState, action: WorkflowAction): WorkflowState | null {
  const transition = WORKFLOW_TRANSITIONS[action];
  return transition.from.includes(state) ? transition.to : null;
}

/** Whether this actor may take this action on a guide by this author (ADMIN or greater may also submit for an author). */
export function mayTakeWorkflowAction(
  actor: WorkflowActor | null | undefined,
  action: WorkflowAction,
  authorId: number | null,
): boolean {
  if (actor == null) return false;
  const { by } = WORKFLOW_TRANSITIONS[action];
  if (by === "author") return actor.id === authorId || hasRoleAtLeast(actor.access_type, "ADMIN");
  return hasRoleAtLeast(actor.access_type, by);
}

/** The actions this actor may take now: the buttons an editor shows. */
export function availableWorkflowActions(
  actor: WorkflowActor | null | undefined,
  guide: { state: WorkflowState; authorId: number | null },
): WorkflowAction[] {
  return WORKFLOW_ACTIONS.filter(
    (action) => nextWorkflowState(guide.state, action) != null && mayTakeWorkflowAction(actor, action, guide.authorId),
  );
}

/** The state a guide written outside the workflow (demo content, fixtures) is in: its flags say it. */
export function workflowStateOf(guide: { published: boolean; acceptedAt: Date | string | null }): WorkflowState {
  if (guide.published) return "published";
  return guide.acceptedAt == null ? "draft" : "accepted";
}
