// "How publishing works": the four workflow states of shared/domain/guide-workflow.ts, in a
// contributor's words.
import { WORKFLOW_STATE_LABELS, WORKFLOW_STATES, type WorkflowState } from "../../../shared/domain/guide-workflow";
import { SECTION_CARD_CLASSES, SECTION_TITLE_CLASSES } from "./portal-format";

const WHAT_HAPPENS: Record<WorkflowState, string> = {
  draft: "Yours to write. The editor saves as you type; only you and the editors see it. Submit it for review when it is ready.",
  submitted:
    "The editors review it. You can still make changes; if something needs work, they send it back to draft with a note.",
  accepted: "The editors accepted it and prepare it for publishing. From now on they make the changes to a scout route.",
  published: "On the map, in search and on its state's page for every driver. The editors can unpublish it again.",
};

export function PublishingSteps() {
  return (
    <section aria-labelledby="publishing-title" className={SECTION_CARD_CLASSES}>
      <h2 id="publishing-title" className={SECTION_TITLE_CLASSES}>
        How publishing works
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {WORKFLOW_STATES.map((state, index) => (
          <li key={state} className="rounded-xl bg-neutral-50 p-4">
            <p className="text-sm font-semibold text-grey">Step {index + 1}</p>
            <h3 className="font-bold text-dark-grey">{WORKFLOW_STATE_LABELS[state]}</h3>
            <p className="mt-1 text-sm text-grey">{WHAT_HAPPENS[state]}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
