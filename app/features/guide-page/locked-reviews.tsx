// The reviews section a reader without All-Access sees under the paywall: how many reviews and their
// average (public), and what unlocks the reviews themselves, an All-Access benefit (ADR 0007).
import type { ScoutRoute } from "../../../shared/contracts/scout-route.contract";
import { ButtonLink } from "../../components/ui/button";
import { StarRating } from "../../components/ui/star-rating";
import { analytics } from "../../lib/analytics";
import { REVIEW_ANCHOR_ID } from "./scroll-to-anchor";
import { useT } from "../../lib/i18n";

interface LockedReviewsProps {
  guide: Pick<ScoutRoute, "review_average" | "review_count">;
  /** Where the clicks come from, for analytics. */
  location: string;
}

export function LockedReviews({ guide, location }: LockedReviewsProps) {
  const { review_average: average, review_count: count } = guide;
  const { t, plural, number } = useT();
  return (
    <section
      id={REVIEW_ANCHOR_ID}
      aria-labelledby="reviews-title"
      className="mx-auto max-w-[1200px] scroll-mt-header px-4 sm:px-6"
    >
      <h2 id="reviews-title" className="text-2xl font-bold tracking-tight">
        {t("Reviews")}
      </h2>
      {count === 0 ? (
        <p className="mt-2 text-grey">{t("No reviews yet.")}</p>
      ) : (
        <p className="mt-2 flex flex-wrap items-center gap-2">
          <StarRating value={average} />
          <span className="font-semibold tabular-nums">{number(average, 1)}</span>
          <span className="text-grey">{plural(count, "from {count} review", "from {count} reviews")}</span>
        </p>
      )}
      <p className="mt-3">{t("Read what the community says about this guide: reviews and their photos come with All-Access.")}</p>
      <ButtonLink
        to="/all-access"
        variant="secondary"
        className="mt-3"
        onClick={() => analytics.capture("click start trial", { url: "/all-access", button_location: `${location}_reviews` })}
      >
        {t("Unlock reviews with All-Access")}
      </ButtonLink>
    </section>
  );
}
