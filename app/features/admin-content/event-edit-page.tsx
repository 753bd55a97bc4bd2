// /events/{slug}/edit and /admin/event-cms/new (SUPER): the event form, and on an existing event its
// status with publish or unpublish, a link to the public page and the event's staff history.
import { ExternalLink as ExternalLinkIcon, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import type { EventAdmin } from "../../../shared/contracts/event-admin.contract";
import type { State } from "../../../shared/contracts/site.contract";
import { RecordHistory } from "../../components/cms/record-history";
import { Button } from "../../components/ui/button";
import { FormAlert } from "../../components/ui/form-alert";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";
import { useToast } from "../../components/ui/toast";
import { apiFetch } from "../../lib/api-client";
import { failureMessage } from "../../lib/request-feedback";
import { EventForm } from "./event-form";

const editPath = (event: Pick<EventAdmin, "slug">) => `/events/${event.slug}/edit`;

function PublishPanel({ event, onChanged }: { event: EventAdmin; onChanged: (event: EventAdmin) => void }) {
  const [isSending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();

  async function togglePublished() {
    setSending(true);
    setFailure(null);
    try {
      const saved = await apiFetch<EventAdmin>(`/api/v2/admin/events/${event.id}/`, {
        method: "PATCH",
        json: { published: !event.published },
      });
      onChanged(saved);
      toast.show(saved.published ? "Event published." : "Event unpublished.");
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby="event-status-title" className="space-y-3 rounded-xl border border-grey/15 bg-white p-4 shadow-sm">
      <h2 id="event-status-title" className="text-lg font-bold text-dark-grey">
        Status
      </h2>
      <p role="status">
        {event.published ? "Published: everyone can read the event page." : "Draft: only staff can see it here."}
      </p>
      {event.published && (
        <Link to={`/events/${event.slug}`} className={`${TEXT_LINK_CLASSES} inline-flex items-center gap-1.5`}>
          View the event page
          <ExternalLinkIcon aria-hidden="true" className="size-4" />
        </Link>
      )}
      <FormAlert message={failure} />
      <Button
        variant={event.published ? "secondary" : "primary"}
        size="sm"
        onClick={() => void togglePublished()}
        disabled={isSending}
      >
        {isSending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />}
        {event.published ? "Unpublish" : "Publish"}
      </Button>
    </section>
  );
}

export function EventEditor({ event: loaded, states }: { event?: EventAdmin; states: State[] }) {
  const [event, setEvent] = useState(loaded);
  const navigate = useNavigate();
  const toast = useToast();

  function saved(next: EventAdmin) {
    toast.show(event ? "Event saved." : "Event created.");
    setEvent(next);
    if (!event || next.slug !== event.slug) void navigate(editPath(next), { replace: Boolean(event) });
  }

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <EventForm key={event?.id ?? "new"} event={event} states={states} onSaved={saved} />
      {event && (
        <aside className="space-y-6">
          <PublishPanel event={event} onChanged={setEvent} />
          <RecordHistory entityType="event" entityId={event.id} version={event} />
        </aside>
      )}
    </div>
  );
}
