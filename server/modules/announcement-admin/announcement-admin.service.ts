// Announcements aimed at one page (spec §2.2; ADR 0053). SUPER keeps the notices of a page at
// /announcements/{pagetype}/{slug}; the page shows those whose time has come. They stay out of the
// site-wide list and unread counts. Each write is one transaction with its audit entry.
import type {
  AnnouncementPageType,
  PageAnnouncement,
  PageAnnouncementInput,
  PageAnnouncements,
} from "../../../shared/contracts/announcement-admin.contract";
import { utcInstant } from "../../../shared/contracts/event-admin.contract";
import type { Executor } from "../../db/client";
import { notFound } from "../../http/errors";
import type { ServiceDeps } from "../../services";
import { changedFields, recordStaffChange } from "../audit/audit.service";
import type { SiteService } from "../site/site.service";
import { createAnnouncementAdminRepository, type AnnouncementRow } from "./announcement-admin.repository";

const ENTITY = "announcement";

function toPageAnnouncement(row: AnnouncementRow): PageAnnouncement {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    body: row.body,
    published_at: row.publishedAt.toISOString(),
  };
}

const auditValuesOf = ({ id: _id, ...fields }: PageAnnouncement) => fields;

interface AnnouncementAdminDeps extends Pick<ServiceDeps, "db" | "clock"> {
  site: Pick<SiteService, "listStates">;
}

export function createAnnouncementAdminService({ db, clock, site }: AnnouncementAdminDeps) {
  const repository = createAnnouncementAdminRepository(db);

  /** The page a notice targets, as staff see it; 404 for a page that does not exist. */
  async function targetOf(type: AnnouncementPageType, slug: string): Promise<PageAnnouncements["page"]> {
    const state = (await site.listStates()).find((candidate) => candidate.slug === slug);
    if (!state) throw notFound("No such page.");
    return { type, slug, title: state.title, url: `/${state.country_code}/${state.slug}` };
  }

  async function lockTargeted(tx: Executor, id: number) {
    const row = await createAnnouncementAdminRepository(tx).lockTargeted(id);
    if (!row) throw notFound("Announcement not found.");
    return row;
  }

  const textOf = (input: PageAnnouncementInput) => ({
    title: input.title,
    summary: input.summary,
    body: input.body,
    publishedAt: utcInstant(input.published_at),
  });

  return {
    async forPage(type: AnnouncementPageType, slug: string): Promise<PageAnnouncements> {
      const page = await targetOf(type, slug);
      const rows = await repository.listForPage(type, slug);
      return { page, announcements: rows.map(toPageAnnouncement) };
    },

    /** The notices a public page shows now, newest first. */
    async shownOn(type: AnnouncementPageType, slug: string): Promise<PageAnnouncement[]> {
      const rows = await repository.listForPage(type, slug, clock.now());
      return rows.map(toPageAnnouncement);
    },

    async create(actorId: number, type: AnnouncementPageType, slug: string, input: PageAnnouncementInput) {
      await targetOf(type, slug);
      return db.transaction(async (tx: Executor) => {
        const row = await createAnnouncementAdminRepository(tx).insert({ ...textOf(input), pageType: type, pageSlug: slug });
        const created = toPageAnnouncement(row);
        await recordStaffChange(tx, {
          actorId,
          entityType: ENTITY,
          entityId: row.id,
          action: "created",
          after: { page: `${type}/${slug}`, ...auditValuesOf(created) },
        });
        return created;
      });
    },

    async update(actorId: number, id: number, input: PageAnnouncementInput): Promise<PageAnnouncement> {
      return db.transaction(async (tx: Executor) => {
        const current = toPageAnnouncement(await lockTargeted(tx, id));
        await createAnnouncementAdminRepository(tx).update(id, textOf(input));
        const saved = toPageAnnouncement(await lockTargeted(tx, id));
        const { before, after } = changedFields(auditValuesOf(current), auditValuesOf(saved));
        if (Object.keys(after).length > 0) {
          await recordStaffChange(tx, { actorId, entityType: ENTITY, entityId: id, action: "updated", before, after });
        }
        return saved;
      });
    },

    async remove(actorId: number, id: number): Promise<void> {
      await db.transaction(async (tx: Executor) => {
        const row = await lockTargeted(tx, id);
        await createAnnouncementAdminRepository(tx).remove(id);
        await recordStaffChange(tx, {
          actorId,
          entityType: ENTITY,
          entityId: id,
          action: "deleted",
          before: { page: `${row.pageType}/${row.pageSlug}`, ...auditValuesOf(toPageAnnouncement(row)) },
        });
      });
    },
  };
}

export type AnnouncementAdminService = ReturnType<typeof createAnnouncementAdminService>;
