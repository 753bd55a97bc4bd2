// One review as staff moderate it (ADR 0055): its full text and photos, whether each is hidden and
// why, the forms that hide or restore it or a photo, and its staff history from the audit log.
import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import type { ModeratedReview } from "../../../shared/contracts/review-moderation.contract";
import { auditTime } from "../../components/cms/audit-values";
import { withParams } from "../../components/cms/cms-query";
import { RecordHistory } from "../../components/cms/record-history";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";
import { ModerationForm } from "./moderation-form";
import { HiddenBadge } from "./hidden-badge";

const API = "/api/v2/admin/trail-reviews";

function HiddenNote({ hidden }: { hidden: NonNullable<ModeratedReview["hidden"]> }) {
  return (
    <p className="text-sm text-grey">
      Hidden {auditTime(hidden.at)}
      {hidden.by ? ` by ${hidden.by}` : ""}: {hidden.reason}
    </p>
  );
}

export function ReviewPanel({ review }: { review: ModeratedReview }) {
  const location = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [review.id]);
  const version = [review.hidden?.at, ...review.photos.map((photo) => photo.hidden?.at)].join();

  return (
    <section
      aria-labelledby="review-panel-title"
      className="space-y-5 rounded-xl border border-grey/15 bg-white p-4 shadow-sm sm:p-6"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="space-y-1">
          <h2 id="review-panel-title" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-dark-grey">
            {review.title}
          </h2>
          <p className="text-sm text-grey">
            {review.rating} of 5 by {review.author.name} ({review.author.email}) on{" "}
            <Link to={review.guide.path} className={TEXT_LINK_CLASSES}>
              {review.guide.title}
            </Link>
            , {review.guide.state.title}, <time dateTime={review.created_at}>{auditTime(review.created_at)}</time>
          </p>
        </div>
        <Link
          to={withParams(location.search, { review: null, page: null })}
          preventScrollReset
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-grey hover:bg-neutral-100"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">Close the review</span>
        </Link>
      </header>
      <div className="space-y-2">
        <HiddenBadge hidden={review.hidden} />
        {review.hidden && <HiddenNote hidden={review.hidden} />}
        <p className="whitespace-pre-line text-dark-grey">{review.text}</p>
      </div>
      <div className="max-w-xl">
        <ModerationForm path={`${API}/${review.id}/`} change={review.hidden ? "restore" : "hide"} noun="review" />
      </div>
      {review.photos.length > 0 && (
        <section aria-labelledby="review-photos-title" className="space-y-3">
          <h3 id="review-photos-title" className="text-lg font-bold text-dark-grey">
            Photos
          </h3>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {review.photos.map((photo, index) => (
              <li key={photo.id} className="space-y-2 rounded-lg border border-grey/15 p-3">
                <img
                  src={photo.resized_medium}
                  alt={`Photo ${index + 1} of the review`}
                  loading="lazy"
                  className={`aspect-[4/3] w-full rounded-md object-cover ${photo.hidden ? "opacity-50" : ""}`}
                />
                <HiddenBadge hidden={photo.hidden} />
                {photo.hidden && <HiddenNote hidden={photo.hidden} />}
                <ModerationForm
                  path={`${API}/photos/${photo.id}/`}
                  change={photo.hidden ? "restore" : "hide"}
                  noun={`photo ${index + 1}`}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      <RecordHistory entityType="review" entityId={review.id} version={version} />
    </section>
  );
}
