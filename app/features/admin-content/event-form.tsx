// The staff event form (ADR 0053), for a new event and for an existing one: every field, checked
// with the event contract before it is sent (the server checks again: a slug in use comes back next
// to the slug), and a preview of the description rendered and sanitized as the public page shows it.
import { Eye, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { EVENT_LIMITS, eventInputSchema, type EventAdmin } from "../../../shared/contracts/event-admin.contract";
import type { State } from "../../../shared/contracts/site.contract";
import { ArticleBody } from "../../components/article/article-body";
import { checkForm, formValues } from "../../components/cms/check-form";
import { Button } from "../../components/ui/button";
import { Field, controlClassName } from "../../components/ui/field";
import { FormAlert } from "../../components/ui/form-alert";
import { apiFetch } from "../../lib/api-client";
import { failureMessage } from "../../lib/request-feedback";
import { useApiForm } from "../../lib/use-api-form";
import { useHydrated } from "../../lib/use-hydrated";

/** An ISO time as a datetime-local input shows it, in UTC. */
const localValue = (iso: string | undefined) => iso?.slice(0, 16) ?? "";

function BodyPreview({ form }: { form: () => HTMLFormElement | null }) {
  const [html, setHtml] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isLoading, setLoading] = useState(false);

  async function preview() {
    const body = new FormData(form() ?? undefined).get("body_markdown");
    setLoading(true);
    setFailure(null);
    try {
      const answer = await apiFetch<{ body_html: string }>("/api/v2/admin/events/preview/", {
        method: "POST",
        json: { body_markdown: typeof body === "string" ? body : "" },
      });
      setHtml(answer.body_html);
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setLoading(false);
    }
  }

  return (
    <div className="space-y-3">
      <Button variant="secondary" size="sm" onClick={() => void preview()} disabled={isLoading}>
        {isLoading ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
        ) : (
          <Eye aria-hidden="true" className="size-4" />
        )}
        Preview the description
      </Button>
      <div aria-live="polite">
        <FormAlert message={failure} />
        {html !== null && (
          <section aria-label="Description preview" className="rounded-xl border border-grey/15 bg-neutral-50 p-4">
            <ArticleBody html={html || "<p>Nothing to show yet.</p>"} />
          </section>
        )}
      </div>
    </div>
  );
}

interface EventFormProps {
  /** The event being edited; none for a new one. */
  event?: EventAdmin;
  states: State[];
  onSaved: (event: EventAdmin) => void;
}

export function EventForm({ event, states, onSaved }: EventFormProps) {
  const isHydrated = useHydrated();
  const { errors, failure, isSending, submit } = useApiForm();
  const [formElement, setFormElement] = useState<HTMLFormElement | null>(null);

  async function send(form: HTMLFormElement) {
    const saved = await apiFetch<EventAdmin>(event ? `/api/v2/admin/events/${event.id}/` : "/api/v2/admin/events/", {
      method: event ? "PATCH" : "POST",
      json: formValues(form),
    });
    onSaved(saved);
  }

  const text = (name: "title" | "slug" | "location_name", label: string, max: number, hint?: string) => (
    <Field label={label} hint={hint} error={errors[name]}>
      {(control) => (
        <input
          {...control}
          name={name}
          maxLength={max}
          defaultValue={event?.[name] ?? ""}
          className={controlClassName(Boolean(errors[name]))}
        />
      )}
    </Field>
  );

  const time = (name: "starts_at" | "ends_at", label: string) => (
    <Field label={label} hint="In UTC, as the event page shows it." error={errors[name]}>
      {(control) => (
        <input
          {...control}
          type="datetime-local"
          name={name}
          defaultValue={localValue(event?.[name])}
          className={controlClassName(Boolean(errors[name]))}
        />
      )}
    </Field>
  );

  const coordinate = (name: "latitude" | "longitude", label: string) => (
    <Field label={label} isOptional error={errors[name]}>
      {(control) => (
        <input
          {...control}
          name={name}
          inputMode="decimal"
          defaultValue={event?.[name] ?? ""}
          className={controlClassName(Boolean(errors[name]))}
        />
      )}
    </Field>
  );

  return (
    <form
      ref={setFormElement}
      noValidate
      onSubmit={(submitEvent) => void submit(submitEvent, send, (form) => checkForm(eventInputSchema, form))}
      className="space-y-5 rounded-xl border border-grey/15 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="grid gap-4 md:grid-cols-2">
        {text("title", "Title", EVENT_LIMITS.title)}
        {text("slug", "Slug", EVENT_LIMITS.slug, "The page's address: /events/your-slug.")}
      </div>
      <Field label="Summary" hint="One or two sentences, shown in lists and under the title." error={errors.summary}>
        {(control) => (
          <textarea
            {...control}
            name="summary"
            rows={2}
            maxLength={EVENT_LIMITS.summary}
            defaultValue={event?.summary ?? ""}
            className={controlClassName(Boolean(errors.summary), "py-2.5")}
          />
        )}
      </Field>
      <Field label="Description" hint="Markdown: ## headings, **bold**, lists and links." error={errors.body_markdown}>
        {(control) => (
          <textarea
            {...control}
            name="body_markdown"
            rows={10}
            maxLength={EVENT_LIMITS.body}
            defaultValue={event?.body_markdown ?? ""}
            className={controlClassName(Boolean(errors.body_markdown), "py-2.5 font-mono text-sm")}
          />
        )}
      </Field>
      <BodyPreview form={() => formElement} />
      <div className="grid gap-4 md:grid-cols-2">
        {time("starts_at", "Starts")}
        {time("ends_at", "Ends")}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {text("location_name", "Location", EVENT_LIMITS.location)}
        <Field label="State" isOptional error={errors.state_code}>
          {(control) => (
            <select
              {...control}
              name="state_code"
              defaultValue={event?.state?.code ?? ""}
              className={controlClassName(Boolean(errors.state_code))}
            >
              <option value="">No state</option>
              {states.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.title}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {coordinate("latitude", "Latitude")}
        {coordinate("longitude", "Longitude")}
      </div>
      <Field label="Event website" isOptional error={errors.website_url}>
        {(control) => (
          <input
            {...control}
            type="url"
            name="website_url"
            placeholder="https://"
            maxLength={EVENT_LIMITS.url}
            defaultValue={event?.website_url ?? ""}
            className={controlClassName(Boolean(errors.website_url))}
          />
        )}
      </Field>
      {!event && (
        <label className="flex items-center gap-3 font-semibold text-dark-grey">
          <input type="checkbox" name="published" className="size-5 accent-brand-green-dark" />
          Publish now
        </label>
      )}
      <FormAlert message={failure} />
      <Button type="submit" size="lg" disabled={!isHydrated || isSending}>
        {isSending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />}
        {event ? "Save changes" : "Create event"}
      </Button>
    </form>
  );
}
