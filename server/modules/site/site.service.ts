// Site-wide content: states and towns for navigation and state pages, top banners, and
// announcements with each reader's read state.
import type { Announcement, AnnouncementDetail, Banner, State, Town } from "../../../shared/contracts/site.contract";
import type { CountryCode } from "../../../shared/domain/countries";
import type { Clock } from "../../clock";
import type { Executor } from "../../db/client";
import { notFound } from "../../http/errors";
import { renderMarkdown, sanitizeHtmlFragment } from "../content/markdown";
import type { ServiceDeps } from "../../services";
import { createSiteRepository, type SiteRepository } from "./site.repository";

/** A state with its database id, for loaders that go on to read its towns. */
export type StateRecord = State & { id: number };

type AnnouncementRow = Awaited<ReturnType<SiteRepository["findAnnouncement"]>> & {};

function toAnnouncement(row: AnnouncementRow): Announcement {
  return { ...row, published_at: row.published_at.toISOString(), read_at: row.read_at?.toISOString() ?? null };
}

// PGlite compares bytes ("México" after "Michigan") and PostgreSQL follows its server locale;
// one collator gives every database the order a reader expects.
const titleOrder = new Intl.Collator("en", { sensitivity: "base" });

function toStateList(rows: StateRecord[]): State[] {
  return rows.map(({ id: _id, ...state }) => state).sort((a, b) => titleOrder.compare(a.title, b.title));
}

/**
 * States (the States menu, every place page's lookup) and the first banner are read on every page
 * and change rarely: requests read them from memory, at most this old, like the page cache's pages.
 */
const SITE_DATA_TTL_MS = 60_000;

/** `load` at most once per `ttlMs`; concurrent callers share one load, and a failed load is not kept. */
function memoizeFor<T>(ttlMs: number, clock: Clock, load: () => Promise<T>): () => Promise<T> {
  let entry: { value: Promise<T>; expiresAt: number } | null = null;
  return () => {
    const now = clock.now().getTime();
    if (!entry || entry.expiresAt <= now) {
      const value = load();
      const loaded = { value, expiresAt: now + ttlMs };
      entry = loaded;
      value.catch(() => {
        if (entry === loaded) entry = null;
      });
    }
    return entry.value;
  };
}

export function createSiteService({ db, clock }: Pick<ServiceDeps, "db" | "clock">) {
  const repository = createSiteRepository(db);
  const inTransaction = <T>(work: (tx: SiteRepository) => Promise<T>) =>
    db.transaction((tx: Executor) => work(createSiteRepository(tx)));

  const stateRecords = memoizeFor(SITE_DATA_TTL_MS, clock, () => repository.listStates());
  const allStates = memoizeFor(SITE_DATA_TTL_MS, clock, async () => toStateList(await stateRecords()));
  const statesWithContent = memoizeFor(SITE_DATA_TTL_MS, clock, async () =>
    toStateList((await stateRecords()).filter((state) => state.content_count > 0)),
  );
  const firstBanner = memoizeFor(SITE_DATA_TTL_MS, clock, async () => {
    const [first] = await repository.listBanners();
    return first ? { ...first, banner_message: sanitizeHtmlFragment(first.banner_message) } : null;
  });
  const findState = async (matches: (state: StateRecord) => boolean) => (await stateRecords()).find(matches) ?? null;

  async function requireAnnouncement(site: SiteRepository, id: number, userId: number | null) {
    const row = await site.findAnnouncement(id, userId);
    if (!row) throw notFound("Announcement not found.");
    return row;
  }

  return {
    // The states below come from memory (SITE_DATA_TTL_MS) and are shared: callers must not change them.

    /** Every state, province and territory, by title. */
    listStates(): Promise<State[]> {
      return allStates();
    },

    /** The States menu (spec §2.5): only states with trails, scout routes or parks. */
    listStatesWithContent(): Promise<State[]> {
      return statesWithContent();
    },

    /** Null when the country has no state with that slug. */
    getStateByCountryAndSlug(countryCode: CountryCode, slug: string): Promise<StateRecord | null> {
      return findState((state) => state.country_code === countryCode && state.slug === slug);
    },

    /** Null when no state has that code. */
    getStateByCode(code: string): Promise<StateRecord | null> {
      return findState((state) => state.code === code);
    },

    /** The first towns of the state by name, and how many it has in all. */
    listFirstTownsInState(stateId: number, limit: number): Promise<{ count: number; towns: Town[] }> {
      return repository.listFirstTownsInState(stateId, limit);
    },

    /** In display order; the browser shows the first one to the audiences it targets (spec §4). */
    listBanners(): Promise<Banner[]> {
      return repository.listBanners();
    },

    /**
     * The first banner, its message cleaned, from memory like the states: pages reserve the
     * banner's space with it so that the banner the browser shows moves nothing (ADR 0021).
     */
    firstBanner(): Promise<Banner | null> {
      return firstBanner();
    },

    async listAnnouncements(
      userId: number | null,
      { page, pageSize }: { page: number; pageSize: number },
    ): Promise<{ count: number; results: Announcement[] }> {
      const [count, rows] = await Promise.all([
        repository.countAnnouncements(),
        repository.listAnnouncements(userId, { limit: pageSize, offset: (page - 1) * pageSize }),
      ]);
      return { count, results: rows.map(toAnnouncement) };
    },

    /** The newest announcements, for the home page: no total, so one query. */
    async listLatestAnnouncements(userId: number | null, limit: number): Promise<Announcement[]> {
      const rows = await repository.listAnnouncements(userId, { limit, offset: 0 });
      return rows.map(toAnnouncement);
    },

    async getAnnouncement(id: number, userId: number | null): Promise<AnnouncementDetail> {
      const announcement = toAnnouncement(await requireAnnouncement(repository, id, userId));
      return { ...announcement, body_html: renderMarkdown(announcement.body) };
    },

    /** Idempotent: reading again keeps the first read time. */
    markAnnouncementRead(userId: number, id: number): Promise<Announcement> {
      return inTransaction(async (site) => {
        await requireAnnouncement(site, id, userId);
        await site.insertAnnouncementRead(userId, id, clock.now());
        return toAnnouncement(await requireAnnouncement(site, id, userId));
      });
    },

    /** Marks every announcement read and returns the new unread count (0). */
    markAllAnnouncementsRead(userId: number): Promise<number> {
      return inTransaction(async (site) => {
        await site.insertAllAnnouncementReads(userId, clock.now());
        return site.countUnreadAnnouncements(userId);
      });
    },

    countUnreadAnnouncements(userId: number): Promise<number> {
      return repository.countUnreadAnnouncements(userId);
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
