// The staff event tool (ADR 0053): SUPER lists every event, creates and edits them and publishes or
// unpublishes them. Each write is one transaction with its audit entry and the event's search
// document (ADR 0067); the body is rendered by the same Markdown renderer, with the same sanitizer,
// as the public event page.
import {
  utcInstant,
  type EventAdmin,
  type EventAdminPage,
  type EventAdminQuery,
  type EventInput,
  type EventUpdate,
} from "../../../shared/contracts/event-admin.contract";
import type { Executor } from "../../db/client";
import { badRequest, notFound } from "../../http/errors";
import type { ServiceDeps } from "../../services";
import { changedFields, recordStaffChange } from "../audit/audit.service";
import { renderMarkdownDocument } from "../content/markdown";
import { refreshSearchDocuments } from "../search/search-documents";
import { createEventAdminRepository, type EventAdminRow, type EventValues } from "./event-admin.repository";

export const EVENT_ENTITY = "event";

function toEventAdmin({ event, state }: EventAdminRow): EventAdmin {
  return {
    id: event.id,
    slug: event.slug,
    title: event.title,
    summary: event.summary,
    body_markdown: event.bodyMarkdown,
    starts_at: event.startsAt.toISOString(),
    ends_at: event.endsAt.toISOString(),
    location_name: event.locationName,
    state: state?.code && state.title ? { code: state.code, title: state.title } : null,
    latitude: event.latitude,
    longitude: event.longitude,
    website_url: event.websiteUrl,
    published: event.published,
  };
}

/** The event's fields as the form names them: what the audit log keeps. */
function auditValuesOf(event: EventAdmin) {
  const { id: _id, state, ...fields } = event;
  return { ...fields, state_code: state?.code ?? null };
}

const slugTaken = () => badRequest("Some fields are not valid.", { slug: ["Another event already uses this slug."] });
const unknownState = () => badRequest("Some fields are not valid.", { state_code: ["Choose a state from the list."] });

export function createEventAdminService({ db, clock }: Pick<ServiceDeps, "db" | "clock">) {
  const repository = createEventAdminRepository(db);

  /** The stored columns of the fields a change names; the state by its code. */
  async function valuesOf(tx: Executor, change: EventUpdate): Promise<Partial<EventValues>> {
    const values: Partial<EventValues> = {
      slug: change.slug,
      title: change.title,
      summary: change.summary,
      bodyMarkdown: change.body_markdown,
      startsAt: change.starts_at === undefined ? undefined : utcInstant(change.starts_at),
      endsAt: change.ends_at === undefined ? undefined : utcInstant(change.ends_at),
      locationName: change.location_name,
      latitude: change.latitude,
      longitude: change.longitude,
      websiteUrl: change.website_url,
      published: change.published,
    };
    if (change.state_code !== undefined) {
      const stateId = change.state_code === null ? null : await createEventAdminRepository(tx).stateIdOf(change.state_code);
      if (stateId === null && change.state_code !== null) throw unknownState();
      values.stateId = stateId;
    }
    return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  }

  async function get(id: number): Promise<EventAdmin> {
    const row = await repository.findById(id);
    if (!row) throw notFound("Event not found.");
    return toEventAdmin(row);
  }

  return {
    get,

    async list(query: EventAdminQuery): Promise<EventAdminPage> {
      const page = await repository.list(query, clock.now());
      return { ...page, results: page.results.map(toEventAdmin) };
    },

    async getBySlug(slug: string): Promise<EventAdmin> {
      const row = await repository.findBySlug(slug);
      if (!row) throw notFound("Event not found.");
      return toEventAdmin(row);
    },

    /** The body as the public event page shows it: Markdown rendered and sanitized. */
    preview(bodyMarkdown: string): { body_html: string } {
      return { body_html: renderMarkdownDocument(bodyMarkdown).html };
    },

    async create(actorId: number, input: EventInput): Promise<EventAdmin> {
      const id = await db.transaction(async (tx: Executor) => {
        const events = createEventAdminRepository(tx);
        if (await events.isSlugTaken(input.slug, null)) throw slugTaken();
        const values = await valuesOf(tx, { ...input, state_code: input.state_code ?? null });
        const created = await events.insert(values as EventValues);
        await refreshSearchDocuments(tx, "events", [created]);
        const event = toEventAdmin((await events.findById(created))!);
        await recordStaffChange(tx, {
          actorId,
          entityType: EVENT_ENTITY,
          entityId: created,
          action: "created",
          after: auditValuesOf(event),
        });
        return created;
      });
      return get(id);
    },

    /** Changes the fields given; publishing or unpublishing alone is logged as such. */
    async update(actorId: number, id: number, change: EventUpdate): Promise<EventAdmin> {
      await db.transaction(async (tx: Executor) => {
        const events = createEventAdminRepository(tx);
        const row = await events.lockById(id);
        if (!row) throw notFound("Event not found.");
        const current = toEventAdmin(row);
        const startsAt = change.starts_at ?? current.starts_at;
        const endsAt = change.ends_at ?? current.ends_at;
        if (utcInstant(endsAt) <= utcInstant(startsAt)) {
          throw badRequest("Some fields are not valid.", { ends_at: ["The event must end after it starts."] });
        }
        if (change.slug !== undefined && (await events.isSlugTaken(change.slug, id))) throw slugTaken();
        await events.update(id, await valuesOf(tx, change));
        const { before, after } = changedFields(
          auditValuesOf(current),
          auditValuesOf(toEventAdmin((await events.findById(id))!)),
        );
        if (Object.keys(after).length === 0) return;
        await refreshSearchDocuments(tx, "events", [id]);
        const onlyPublishing = Object.keys(after).length === 1 && "published" in after;
        await recordStaffChange(tx, {
          actorId,
          entityType: EVENT_ENTITY,
          entityId: id,
          action: onlyPublishing ? (after.published ? "published" : "unpublished") : "updated",
          before,
          after,
        });
      });
      return get(id);
    },
  };
}

export type EventAdminService = ReturnType<typeof createEventAdminService>;
