// /suggest-edit?trail={id} or ?scout_route={id} (signed in): a reader suggests a correction to one
// part of a guide, with an optional photo; staff review it (ADR 0043).
import { CircleCheck, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { EditRequest } from "../../../shared/contracts/authoring-requests.contract";
import { AUTHORING_LIMITS, EDIT_REQUEST_FIELDS, type EditRequestField } from "../../../shared/domain/authoring";
import { Button } from "../../components/ui/button";
import { Field, controlClassName } from "../../components/ui/field";
import { PhotoFilesField } from "../../components/ui/photo-files-field";
import { FormAlert } from "../../components/ui/form-alert";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";
import { apiFetch } from "../../lib/api-client";
import { useApiForm } from "../../lib/use-api-form";
import { useHydrated } from "../../lib/use-hydrated";
import { RequestPageFrame } from "./request-page-frame";
import { useT } from "../../lib/i18n";

export interface SuggestionSubject {
  kind: "trail" | "scout-route";
  id: number;
  title: string;
}

export function SuggestEditPage({ guide }: { guide: SuggestionSubject }) {
  const isHydrated = useHydrated();
  const { t } = useT();
  // The parts of a guide (EDIT_REQUEST_FIELD_LABELS, which staff read in English).
  const fieldLabels: Record<EditRequestField, string> = {
    title: t("Title"),
    description: t("Description"),
    directions: t("Directions"),
    status: t("Trail status"),
    waypoints: t("Waypoints"),
    points_of_concern: t("Points of Concern"),
    photos: t("Photos"),
    other: t("Something else"),
  };
  const { errors, failure, isSending, submit } = useApiForm();
  const [sent, setSent] = useState<EditRequest | null>(null);

  async function send(form: HTMLFormElement) {
    const data = new FormData(form);
    data.set(guide.kind === "trail" ? "trail" : "scout_route", String(guide.id));
    setSent(await apiFetch<EditRequest>("/api/v2/edit-requests/", { method: "POST", form: data }));
  }

  if (sent) {
    return (
      <RequestPageFrame title={t("Thank you")}>
        <p role="status" className="flex items-start gap-2 rounded-xl border border-brand-green-dark/30 bg-brand-green/10 p-4">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-green-dark" />
          {t(
            "Your suggestion for {title} is with our editors. They check every one against the trail before changing the guide.",
            { title: guide.title },
          )}
        </p>
        <p>
          <Link to={sent.guide.href} className={TEXT_LINK_CLASSES}>
            {t("Back to {title}", { title: guide.title })}
          </Link>
        </p>
      </RequestPageFrame>
    );
  }

  return (
    <RequestPageFrame
      title={t("Suggest an edit")}
      lead={t("Something on {title} out of date or wrong? Tell our editors.", { title: guide.title })}
    >
      <form noValidate onSubmit={(event) => void submit(event, send)} className="space-y-5">
        <Field label={t("What is it about?")} error={errors.field}>
          {(control) => (
            <select {...control} name="field" defaultValue="" className={controlClassName(Boolean(errors.field))}>
              <option value="" disabled>
                {t("Choose a part of the guide")}
              </option>
              {EDIT_REQUEST_FIELDS.map((field) => (
                <option key={field} value={field}>
                  {fieldLabels[field]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={t("Your suggestion")}
          hint={t("What should it say, and how do you know? A date you drove it helps.")}
          error={errors.proposed_text}
        >
          {(control) => (
            <textarea
              {...control}
              name="proposed_text"
              rows={6}
              maxLength={AUTHORING_LIMITS.proposedText}
              className={controlClassName(Boolean(errors.proposed_text), "py-2.5")}
            />
          )}
        </Field>
        <PhotoFilesField
          label={t("Photo")}
          name="photo"
          isOptional
          error={errors.photo}
          hint={t("One JPEG, PNG or WebP photo that shows it.")}
        />
        <FormAlert message={failure ?? errors.trail ?? errors.scout_route ?? null} />
        <Button type="submit" size="lg" disabled={!isHydrated || isSending}>
          {isSending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />}
          {t("Send suggestion")}
        </Button>
      </form>
    </RequestPageFrame>
  );
}
