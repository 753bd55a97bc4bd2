// The reviews section as it stands until its code has loaded (review-manager.tsx): the same anchor
// and heading, so links to #reviews land and nothing moves when the reviews arrive.
import { REVIEW_ANCHOR_ID } from "./scroll-to-anchor";
import { useT } from "../../lib/i18n";

export function ReviewsPlaceholder() {
  const { t } = useT();
  return (
    <section id={REVIEW_ANCHOR_ID} aria-labelledby="reviews-title" className="scroll-mt-header">
      <h2 id="reviews-title" className="text-2xl font-bold tracking-tight">
        {t("Reviews")}
      </h2>
      <p className="mt-4 text-grey">{t("Loading reviews…")}</p>
    </section>
  );
}
