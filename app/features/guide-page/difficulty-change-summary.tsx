// What reviewers said about the rating, and a way to add one's own (spec §2.11).
import type { DifficultyChanges } from "../../../shared/contracts/review.contract";
import { Button } from "../../components/ui/button";

export function DifficultyChangeSummary({
  changes,
  onAddReview,
}: {
  changes: DifficultyChanges | null;
  onAddReview: () => void;
}) {
  return (
    <section aria-labelledby="difficulty-changes-title" className="rounded-xl border border-grey/15 p-5">
      <h2 id="difficulty-changes-title" className="text-lg font-bold">
        Difficulty reported by drivers
      </h2>
      <p className="mt-2 text-sm text-grey">{summarize(changes)}</p>
      <Button variant="secondary" size="sm" className="mt-4" onClick={onAddReview}>
        Ran it recently? Rate the difficulty
      </Button>
    </section>
  );
}

function summarize(changes: DifficultyChanges | null): string {
  if (!changes) return "Loading what drivers reported…";
  if (changes.review_count_with_change === 0) return "No driver has suggested a different difficulty yet.";
  const reviews = changes.review_count_with_change === 1 ? "1 review" : `${changes.review_count_with_change} reviews`;
  const average = changes.average_suggested == null ? "" : ` Average suggested rating: ${changes.average_suggested.toFixed(1)}.`;
  return `${reviews} rated the difficulty: ${changes.harder} harder, ${changes.easier} easier, ${changes.same} about the same (currently ${changes.current_props.label}).${average}`;
}
