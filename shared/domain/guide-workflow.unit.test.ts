import { describe, expect, it } from "vitest";
import {
  WORKFLOW_ACTIONS,
  WORKFLOW_STATES,
  availableWorkflowActions,
  mayTakeWorkflowAction,
  nextWorkflowState,
  workflowStateOf,
  type WorkflowAction,
  type WorkflowState,
} from "./guide-workflow";
import type { Role } from "./roles";

const AUTHOR_ID = 7;

/** Every state and action: where it leads, or null where the action is not open (ADR 0042). */
const TABLE: Record<WorkflowState, Record<WorkflowAction, WorkflowState | null>> = {
  draft: { submit: "submitted", request_changes: null, accept: null, publish: null, unpublish: null },
  submitted: { submit: null, request_changes: "draft", accept: "accepted", publish: null, unpublish: null },
  accepted: { submit: null, request_changes: "draft", accept: null, publish: "published", unpublish: null },
  published: { submit: null, request_changes: null, accept: null, publish: null, unpublish: "accepted" },
};

/** Who may take each action: the guide's author (a scout), another scout, a writer, staff. */
const ACTORS: { name: string; actor: { id: number; access_type: Role } | null; may: WorkflowAction[] }[] = [
  { name: "signed out", actor: null, may: [] },
  { name: "the author (SCOUT)", actor: { id: AUTHOR_ID, access_type: "SCOUT" }, may: ["submit"] },
  { name: "another SCOUT", actor: { id: 8, access_type: "SCOUT" }, may: [] },
  { name: "a WRITER who is not the author", actor: { id: 9, access_type: "WRITER" }, may: [] },
  {
    name: "ADMIN",
    actor: { id: 10, access_type: "ADMIN" },
    may: ["submit", "request_changes", "accept", "publish", "unpublish"],
  },
  {
    name: "SUPER",
    actor: { id: 11, access_type: "SUPER" },
    may: ["submit", "request_changes", "accept", "publish", "unpublish"],
  },
];

describe("the workflow table", () => {
  for (const state of WORKFLOW_STATES) {
    for (const action of WORKFLOW_ACTIONS) {
      const to = TABLE[state][action];
      it(`${action} from ${state} ${to ? `leads to ${to}` : "is not open"}`, () => {
        expect(nextWorkflowState(state, action)).toBe(to);
      });
    }
  }

  for (const { name, actor, may } of ACTORS) {
    it(`lets ${name} take exactly ${may.length === 0 ? "no action" : may.join(", ")}`, () => {
      for (const action of WORKFLOW_ACTIONS) expect(mayTakeWorkflowAction(actor, action, AUTHOR_ID)).toBe(may.includes(action));
    });
  }

  it("lets no one submit for a guide without an author but staff", () => {
    expect(mayTakeWorkflowAction({ id: 7, access_type: "SCOUT" }, "submit", null)).toBe(false);
    expect(mayTakeWorkflowAction({ id: 10, access_type: "ADMIN" }, "submit", null)).toBe(true);
  });

  it("offers the actions that are open now and that the actor may take", () => {
    const author = { id: AUTHOR_ID, access_type: "SCOUT" as const };
    const admin = { id: 10, access_type: "ADMIN" as const };
    expect(availableWorkflowActions(author, { state: "draft", authorId: AUTHOR_ID })).toEqual(["submit"]);
    expect(availableWorkflowActions(author, { state: "submitted", authorId: AUTHOR_ID })).toEqual([]);
    expect(availableWorkflowActions(admin, { state: "submitted", authorId: AUTHOR_ID })).toEqual(["request_changes", "accept"]);
    expect(availableWorkflowActions(admin, { state: "accepted", authorId: AUTHOR_ID })).toEqual(["request_changes", "publish"]);
    expect(availableWorkflowActions(admin, { state: "published", authorId: AUTHOR_ID })).toEqual(["unpublish"]);
    expect(availableWorkflowActions(null, { state: "draft", authorId: AUTHOR_ID })).toEqual([]);
  });

  it("reads the state of a guide written outside the workflow from its flags", () => {
    expect(workflowStateOf({ published: true, acceptedAt: new Date() })).toBe("published");
    expect(workflowStateOf({ published: false, acceptedAt: new Date() })).toBe("accepted");
    expect(workflowStateOf({ published: false, acceptedAt: null })).toBe("draft");
  });
});
