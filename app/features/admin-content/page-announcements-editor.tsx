// /announcements/{pagetype}/{slug} (SUPER): the announcements aimed at one page (ADR 0053). A new
// one on top; each existing one editable in place or deleted. Every form is checked with the shared
// contract before it is sent; the page shows a notice from its date.
import { LoaderCircle, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import {
  ANNOUNCEMENT_LIMITS,
  pageAnnouncementInputSchema,
  type PageAnnouncement,
  type PageAnnouncements,
} from "../../../shared/contracts/announcement-admin.contract";
import { checkForm, formValues } from "../../components/cms/check-form";
import { RecordHistory } from "../../components/cms/record-history";
import { Button } from "../../components/ui/button";
import { Field, controlClassName } from "../../components/ui/field";
import { FormAlert } from "../../components/ui/form-alert";
import { useToast } from "../../components/ui/toast";
import { apiFetch } from "../../lib/api-client";
import { failureMessage } from "../../lib/request-feedback";
import { useApiForm } from "../../lib/use-api-form";
import { useHydrated } from "../../lib/use-hydrated";

const API = "/api/v2/admin/page-announcements/";

function AnnouncementForm({
  announcement,
  submitLabel,
  onSave,
}: {
  announcement?: PageAnnouncement;
  submitLabel: string;
  onSave: (values: Record<string, unknown>, form: HTMLFormElement) => Promise<void>;
}) {
  const isHydrated = useHydrated();
  const { errors, failure, isSending, submit } = useApiForm();
  const now = new Date().toISOString();

  return (
    <form
      noValidate
      onSubmit={(event) =>
        void submit(
          event,
          (form) => onSave(formValues(form), form),
          (form) => checkForm(pageAnnouncementInputSchema, form),
        )
      }
      className="space-y-4"
    >
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_16rem]">
        <Field label="Title" error={errors.title}>
          {(control) => (
            <input
              {...control}
              name="title"
              maxLength={ANNOUNCEMENT_LIMITS.title}
              defaultValue={announcement?.title ?? ""}
              className={controlClassName(Boolean(errors.title), "h-11")}
            />
          )}
        </Field>
        <Field label="Show from" hint="In UTC." error={errors.published_at}>
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              name="published_at"
              defaultValue={(announcement?.published_at ?? now).slice(0, 16)}
              className={controlClassName(Boolean(errors.published_at), "h-11")}
            />
          )}
        </Field>
      </div>
      <Field label="Summary" error={errors.summary}>
        {(control) => (
          <input
            {...control}
            name="summary"
            maxLength={ANNOUNCEMENT_LIMITS.summary}
            defaultValue={announcement?.summary ?? ""}
            className={controlClassName(Boolean(errors.summary), "h-11")}
          />
        )}
      </Field>
      <Field label="Text" error={errors.body}>
        {(control) => (
          <textarea
            {...control}
            name="body"
            rows={4}
            maxLength={ANNOUNCEMENT_LIMITS.body}
            defaultValue={announcement?.body ?? ""}
            className={controlClassName(Boolean(errors.body), "py-2.5")}
          />
        )}
      </Field>
      <FormAlert message={failure} />
      <Button type="submit" size="sm" disabled={!isHydrated || isSending}>
        {isSending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />}
        {submitLabel}
      </Button>
    </form>
  );
}

function ExistingAnnouncement({
  announcement,
  onSaved,
  onDeleted,
}: {
  announcement: PageAnnouncement;
  onSaved: (saved: PageAnnouncement) => void;
  onDeleted: (id: number) => void;
}) {
  const titleId = useId();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const [isDeleting, setDeleting] = useState(false);

  async function save(values: Record<string, unknown>) {
    onSaved(await apiFetch<PageAnnouncement>(`${API}${announcement.id}/`, { method: "PUT", json: values }));
    toast.show("Announcement saved.");
  }

  async function remove() {
    if (!window.confirm(`Delete “${announcement.title}”?`)) return;
    setDeleting(true);
    setFailure(null);
    try {
      await apiFetch<void>(`${API}${announcement.id}/`, { method: "DELETE" });
      onDeleted(announcement.id);
      toast.show("Announcement deleted.");
    } catch (error) {
      setFailure(failureMessage(error));
      setDeleting(false);
    }
  }

  return (
    <li aria-labelledby={titleId} className="space-y-4 rounded-xl border border-grey/15 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={titleId} className="text-lg font-bold text-dark-grey">
          {announcement.title}
        </h3>
        <Button variant="secondary" size="sm" onClick={() => void remove()} disabled={isDeleting}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      </div>
      <FormAlert message={failure} />
      <AnnouncementForm announcement={announcement} submitLabel="Save changes" onSave={save} />
      <details>
        <summary className="cursor-pointer text-sm font-semibold text-dark-grey">Staff history</summary>
        <div className="mt-3">
          <RecordHistory entityType="announcement" entityId={announcement.id} version={announcement} />
        </div>
      </details>
    </li>
  );
}

export function PageAnnouncementsEditor({ data }: { data: PageAnnouncements }) {
  const [announcements, setAnnouncements] = useState(data.announcements);
  const toast = useToast();
  const path = `${API}${data.page.type}/${data.page.slug}/`;

  async function create(values: Record<string, unknown>, form: HTMLFormElement) {
    const created = await apiFetch<PageAnnouncement>(path, { method: "POST", json: values });
    setAnnouncements((current) => [created, ...current]);
    form.reset();
    toast.show("Announcement added.");
  }

  return (
    <div className="space-y-8">
      <section
        aria-labelledby="new-announcement-title"
        className="space-y-4 rounded-xl border border-grey/15 bg-white p-4 shadow-sm sm:p-5"
      >
        <h2 id="new-announcement-title" className="text-lg font-bold text-dark-grey">
          New announcement
        </h2>
        <AnnouncementForm submitLabel="Add announcement" onSave={create} />
      </section>
      <section aria-labelledby="page-announcements-title" className="space-y-4">
        <h2 id="page-announcements-title" className="text-lg font-bold text-dark-grey">
          On this page ({announcements.length})
        </h2>
        {announcements.length === 0 ? (
          <p className="text-grey">No announcement yet: add one above.</p>
        ) : (
          <ul className="space-y-4">
            {announcements.map((announcement) => (
              <ExistingAnnouncement
                key={announcement.id}
                announcement={announcement}
                onSaved={(saved) => setAnnouncements((current) => current.map((item) => (item.id === saved.id ? saved : item)))}
                onDeleted={(id) => setAnnouncements((current) => current.filter((item) => item.id !== id))}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
