// The form to write or edit a review of a route, with its optional photo (spec §2.11 "Review
// manager"). Loaded when a reader opens it (review-manager.tsx).
import { useEffect, useRef, useState, type FormEvent } from "react";
import { LoaderCircle } from "lucide-react";
import type { Review, ReviewInput } from "../../../shared/contracts/review.contract";
import { reviewInputSchema } from "../../../shared/contracts/review.contract";
import { difficultyProps } from "../../../shared/domain/difficulty";
import { Button } from "../../components/ui/button";
import { controlClassName, Field, SelectField, TextField } from "../../components/ui/field";
import { FormAlert } from "../../components/ui/form-alert";
import { GENERIC_ERROR_TOAST, useToast } from "../../components/ui/toast";
import { ReviewPhotoInput } from "./review-photo-input";
import { useT } from "../../lib/i18n";

function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

interface ReviewFormProps {
  label: string;
  initial?: Pick<Review, "rating" | "title" | "text" | "suggested_difficulty">;
  /** Offers the optional photo; its file reaches onSubmit. */
  withPhoto?: boolean;
  /**
   * Throws when the API refuses the review; the form then says so and keeps what was typed.
   * Calls onUploading when the review is saved and its photo starts uploading.
   */
  onSubmit: (input: ReviewInput, photo: File | null, onUploading: () => void) => Promise<void>;
  onCancel: () => void;
}

type SavePhase = "idle" | "saving" | "uploading";

/** The technical ratings a driver may suggest, 1 (easiest) to 10. */
const TECHNICAL_RATINGS = Array.from({ length: 10 }, (_, index) => index + 1);

export function ReviewForm({ label, initial, withPhoto = false, onSubmit, onCancel }: ReviewFormProps) {
  const toast = useToast();
  const { t, plural } = useT();
  const ratingRef = useRef<HTMLSelectElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<SavePhase>("idle");
  const [photo, setPhoto] = useState<File | null>(null);
  const isSaving = phase !== "idle";

  // Opened on request: focus moves into the form.
  useEffect(() => {
    ratingRef.current?.focus();
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const suggestedDifficulty = textOf(form, "suggested_difficulty");
    const parsed = reviewInputSchema.safeParse({
      rating: Number(form.get("rating")),
      title: textOf(form, "title"),
      text: textOf(form, "text"),
      // Optional: left empty, the review suggests no rating (and an edit clears one).
      suggested_difficulty: suggestedDifficulty ? Number(suggestedDifficulty) : null,
    });
    if (!parsed.success) {
      setError(t("Choose a rating and fill in a title and your review."));
      return;
    }
    setError(null);
    setPhase("saving");
    try {
      await onSubmit(parsed.data, withPhoto ? photo : null, () => setPhase("uploading"));
    } catch {
      toast.show(GENERIC_ERROR_TOAST, "error");
      setPhase("idle");
    }
  }

  return (
    <form
      aria-label={label}
      onSubmit={(event) => void submit(event)}
      noValidate
      className="mt-4 space-y-4 rounded-xl border border-grey/15 bg-neutral-50 p-4 sm:p-5"
    >
      <SelectField
        ref={ratingRef}
        label={t("Rating")}
        name="rating"
        required
        defaultValue={initial ? String(initial.rating) : ""}
        fieldClassName="sm:w-48"
      >
        <option value="" disabled>
          {t("Choose…")}
        </option>
        {[5, 4, 3, 2, 1].map((stars) => (
          <option key={stars} value={stars}>
            {plural(stars, "{count} star", "{count} stars")}
          </option>
        ))}
      </SelectField>
      <TextField label={t("Title")} name="title" required maxLength={200} defaultValue={initial?.title} />
      <Field label={t("Your review")}>
        {(control) => (
          <textarea
            {...control}
            name="text"
            required
            rows={5}
            maxLength={10_000}
            defaultValue={initial?.text}
            className={controlClassName(false, "p-3")}
          />
        )}
      </Field>
      <SelectField
        label={t("Difficulty you found")}
        isOptional
        hint={t("The technical rating you would give it, from 1 (easy) to 10 (extreme), as you drove it.")}
        name="suggested_difficulty"
        defaultValue={initial?.suggested_difficulty == null ? "" : String(initial.suggested_difficulty)}
        fieldClassName="sm:w-64"
      >
        <option value="">{t("No rating")}</option>
        {TECHNICAL_RATINGS.map((rating) => (
          <option key={rating} value={rating}>
            {rating}: {t(difficultyProps(rating).label)}
          </option>
        ))}
      </SelectField>
      {withPhoto && <ReviewPhotoInput file={photo} onFileChange={setPhoto} disabled={isSaving} />}
      <FormAlert message={error} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={isSaving}>
          {isSaving ? t("Saving…") : initial ? t("Save review") : t("Post review")}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={isSaving}>
          {t("Cancel")}
        </Button>
        <p role="status" className="flex items-center gap-2 text-sm text-grey">
          {phase === "uploading" && (
            <>
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
              {t("Uploading photo…")}
            </>
          )}
        </p>
      </div>
    </form>
  );
}
