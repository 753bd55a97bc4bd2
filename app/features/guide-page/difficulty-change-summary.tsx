// What reviewers said about the rating, and a way to add one's own (spec §2.11).
import type { Translator } from "../../../shared/i18n/translator";
import type { DifficultyChanges } from "../../../shared/contracts/review.contract";
import { Button } from "../../components/ui/button";
import { useT } from "../../lib/i18n";

export function DifficultyChangeSummary({
  changes,
  onAddReview,
}: {
  changes: DifficultyChanges | null;
  onAddReview: () => void;
}) {
  const translator = useT();
  const { t } = translator;
  return (
    <section aria-labelledby="difficulty-changes-title" className="rounded-xl border border-grey/15 p-5">
      <h2 id="difficulty-changes-title" className="text-lg font-bold">
        {t("Difficulty reported by drivers")}
      </h2>
      <p className="mt-2 text-sm text-grey">{summarize(changes, translator)}</p>
      <Button variant="secondary" size="sm" isMultiline className="mt-4" onClick={onAddReview}>
        {t("Ran it recently? Rate the difficulty")}
      </Button>
    </section>
  );
}

function summarize(changes: DifficultyChanges | null, { t, plural, number }: Translator): string {
  if (!changes) return t("Loading what drivers reported…");
  if (changes.review_count_with_change === 0) return t("No driver has suggested a different difficulty yet.");
  const rated = plural(
    changes.review_count_with_change,
    "{count} review rated the difficulty: {harder} harder, {easier} easier, {same} about the same (currently {current}).",
    "{count} reviews rated the difficulty: {harder} harder, {easier} easier, {same} about the same (currently {current}).",
    { harder: changes.harder, easier: changes.easier, same: changes.same, current: changes.current_props.label },
  );
  return changes.average_suggested == null
    ? rated
    : `${rated} ${t("Average suggested rating: {rating}.", { rating: number(changes.average_suggested, 1) })}`;
}
