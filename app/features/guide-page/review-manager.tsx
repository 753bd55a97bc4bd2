// The reviews of the route (spec §2.11 "Review manager"): list, add (with an optional photo), edit
// and delete, refreshed after each change. The add form can be opened from elsewhere on the page.
import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps } from "react";
import { Link, useLocation } from "react-router";
import type { Review, ReviewInput } from "../../../shared/contracts/review.contract";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import { canModerateReviews } from "../../../shared/domain/access";
import { Button } from "../../components/ui/button";
import { Modal } from "../../components/ui/modal";
import { StarRating } from "../../components/ui/star-rating";
import { GENERIC_ERROR_TOAST, useToast } from "../../components/ui/toast";
import { useSession } from "../../lib/session";
import { analytics } from "../../lib/analytics";
import { photoUploadFailure } from "../../lib/photo-upload";
import type { GuideSegment } from "./guide-api";
import { guideApiOnUse } from "./guide-api-on-use";
import { guideReference } from "./guide-reference";
import { REVIEW_ANCHOR_ID } from "./scroll-to-anchor";
import { useT } from "../../lib/i18n";
import { formatDay } from "../../i18n/dates";

interface ReviewManagerProps {
  routeId: number;
  /** Which guide kind the reviews hang off; scout routes unless told. */
  kind?: GuideSegment;
  reviews: Review[] | null;
  hasFailed: boolean;
  isFormOpen: boolean;
  onFormOpenChange: (open: boolean) => void;
  onChanged: () => Promise<void>;
}

/** The form, its checks and the photo input load when a reader opens it. */
const LoadedReviewForm = lazy(() => import("./review-form").then((module) => ({ default: module.ReviewForm })));

function ReviewForm(props: ComponentProps<typeof LoadedReviewForm>) {
  const { t } = useT();
  return (
    <Suspense fallback={<p className="text-grey">{t("Opening the review form…")}</p>}>
      <LoadedReviewForm {...props} />
    </Suspense>
  );
}

export function ReviewManager({
  routeId,
  kind = "scout-routes",
  reviews,
  hasFailed,
  isFormOpen,
  onFormOpenChange,
  onChanged,
}: ReviewManagerProps) {
  const { user } = useSession();
  const location = useLocation();
  const toast = useToast();
  const { t } = useT();
  const [photoError, setPhotoError] = useState<string | null>(null);

  /** The review is written first; a photo that fails leaves it in place and says why. */
  async function add(input: ReviewInput, photo: File | null, onUploading: () => void) {
    setPhotoError(null);
    const review = await guideApiOnUse.addReview(routeId, input, kind);
    analytics.capture("create review", { ...guideReference(kind, routeId), rating: input.rating });
    const failure = await uploadReviewPhoto(review.id, photo, onUploading);
    if (!failure) toast.show(t("Thanks for your review!"));
    onFormOpenChange(false);
    await onChanged();
    setPhotoError(failure);
  }

  return (
    <section id={REVIEW_ANCHOR_ID} aria-labelledby="reviews-title" className="scroll-mt-header">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reviews-title" className="text-2xl font-bold tracking-tight">
          {t("Reviews")}
        </h2>
        {user && !isFormOpen && (
          <Button size="sm" onClick={() => onFormOpenChange(true)}>
            {t("Write a review")}
          </Button>
        )}
      </div>
      {!user && (
        <p className="mt-2 text-sm">
          <Link
            to={`/login?${new URLSearchParams({ return_url: `${location.pathname}#${REVIEW_ANCHOR_ID}` }).toString()}`}
            className="font-semibold text-brand-green-dark underline"
          >
            {t("Log in")}
          </Link>{" "}
          {t("to write a review.")}
        </p>
      )}
      {photoError && (
        <PhotoFailure
          summary={t("Your review was posted, but its photo was not added.")}
          message={photoError}
          onDismiss={() => setPhotoError(null)}
        />
      )}
      {user && isFormOpen && (
        <ReviewForm
          label={t("Add a review")}
          withPhoto
          onSubmit={add}
          onCancel={() => {
            setPhotoError(null);
            onFormOpenChange(false);
          }}
        />
      )}
      <ReviewList reviews={reviews} hasFailed={hasFailed} user={user} onChanged={onChanged} />
    </section>
  );
}

/** Uploads the photo of a saved review, if any; answers what went wrong, or null. */
async function uploadReviewPhoto(reviewId: number, photo: File | null, onUploading: () => void): Promise<string | null> {
  if (!photo) return null;
  onUploading();
  try {
    await guideApiOnUse.addReviewPhoto(reviewId, photo);
    return null;
  } catch (error) {
    return photoUploadFailure(error);
  }
}

/** Shown where the closed form was, so focus moves here rather than being lost. */
function PhotoFailure({ summary, message, onDismiss }: { summary: string; message: string; onDismiss: () => void }) {
  const { t } = useT();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    ref.current?.focus();
  }, [message]);

  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="mt-4 rounded-md border border-[#b0031e]/40 bg-[#b0031e]/5 p-3 text-sm text-[#b0031e] focus:outline-2 focus:outline-[#b0031e]"
    >
      <p className="font-semibold">{summary}</p>
      <p className="mt-1">{message}</p>
      <button type="button" onClick={onDismiss} className="mt-2 font-semibold underline">
        {t("Dismiss")}
      </button>
    </div>
  );
}

interface ReviewListProps {
  reviews: Review[] | null;
  hasFailed: boolean;
  user: UserClaims | null;
  onChanged: () => Promise<void>;
}

function ReviewList({ reviews, hasFailed, user, onChanged }: ReviewListProps) {
  const { t } = useT();
  if (hasFailed && !reviews) return <p className="mt-4 text-grey">{t("Reviews could not be loaded. Please try again later.")}</p>;
  if (!reviews) return <p className="mt-4 text-grey">{t("Loading reviews…")}</p>;
  if (reviews.length === 0) {
    return <p className="mt-4 text-grey">{t("No reviews yet. Be the first to tell others how it went.")}</p>;
  }
  return (
    <ul className="mt-4 divide-y divide-grey/10">
      {reviews.map((review) => (
        <li key={review.id} className="py-4">
          <ReviewItem review={review} user={user} onChanged={onChanged} />
        </li>
      ))}
    </ul>
  );
}

function ReviewItem({ review, user, onChanged }: { review: Review; user: UserClaims | null; onChanged: () => Promise<void> }) {
  const toast = useToast();
  const { t, locale } = useT();
  const [isEditing, setIsEditing] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const isOwn = user != null && user.uuid === review.user.uuid;
  // Mirrors the API: the writer edits; the writer or ADMIN and above delete.
  const canDelete = isOwn || canModerateReviews(user);

  const [photoError, setPhotoError] = useState<string | null>(null);

  /** Saves the review, then adds its new photo, if one was chosen; a photo that fails says why. */
  async function save(input: ReviewInput, photo: File | null, onUploading: () => void) {
    setPhotoError(null);
    await guideApiOnUse.updateReview(review.id, input);
    analytics.capture("edit review", { review_id: review.id });
    const failure = await uploadReviewPhoto(review.id, photo, onUploading);
    if (!failure) toast.show(t("Review saved!"));
    setIsEditing(false);
    await onChanged();
    setPhotoError(failure);
  }

  async function remove() {
    setIsConfirmingDelete(false);
    setIsDeleting(true);
    try {
      await guideApiOnUse.deleteReview(review.id);
      analytics.capture("delete review", { review_id: review.id });
      toast.show(t("Review deleted"));
      await onChanged();
    } catch {
      toast.show(GENERIC_ERROR_TOAST, "error");
      setIsDeleting(false);
    }
  }

  if (isEditing) {
    return (
      <ReviewForm
        label={t("Edit review: {title}", { title: review.title })}
        initial={review}
        withPhoto
        onSubmit={save}
        onCancel={() => setIsEditing(false)}
      />
    );
  }

  return (
    <article aria-labelledby={`review-${review.id}-title`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating value={review.rating} />
        <h3 id={`review-${review.id}-title`} className="font-semibold">
          {review.title}
        </h3>
      </div>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-grey">
        {review.user.photo_file_name && (
          <img src={review.user.photo_file_name} alt="" width={24} height={24} loading="lazy" className="size-6 rounded-full" />
        )}
        {review.user.name} · <time dateTime={review.created_at}>{formatDay(review.created_at, locale)}</time>
      </p>
      <p className="mt-2 whitespace-pre-line">{review.text}</p>
      {(isOwn || canDelete) && (
        <div className="mt-2 flex gap-3 text-sm">
          {isOwn && (
            <button type="button" onClick={() => setIsEditing(true)} className="font-semibold text-brand-green-dark underline">
              {t("Edit")}
              <span className="sr-only">{` ${t("review {title}", { title: review.title })}`}</span>
            </button>
          )}
          {canDelete && (
            <button
              type="button"
              disabled={isDeleting}
              onClick={() => setIsConfirmingDelete(true)}
              className="font-semibold text-[#b0031e] underline disabled:opacity-60"
            >
              {t("Delete")}
              <span className="sr-only">{` ${t("review {title}", { title: review.title })}`}</span>
            </button>
          )}
        </div>
      )}
      {photoError && (
        <PhotoFailure
          summary={t("Your review was saved, but its photo was not added.")}
          message={photoError}
          onDismiss={() => setPhotoError(null)}
        />
      )}
      <Modal open={isConfirmingDelete} onOpenChange={setIsConfirmingDelete} title={t("Delete this review?")}>
        <p>{`"${review.title}" ${t("will be removed for everyone.")}`}</p>
        <div className="mt-5 flex gap-3">
          <button
            type="button"
            onClick={() => void remove()}
            className="inline-flex h-11 items-center rounded-full bg-[#b0031e] px-5 font-semibold text-white hover:bg-[#8f0218]"
          >
            {t("Delete review")}
          </button>
          <Button variant="secondary" onClick={() => setIsConfirmingDelete(false)}>
            {t("Cancel")}
          </Button>
        </div>
      </Modal>
    </article>
  );
}
