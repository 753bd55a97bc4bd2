// Seeds the demo data on start (DESIGN §2): real places from the gazetteer, demo accounts, banners,
// announcements, the generated demo content, the roads around its trails and the ground under them.
// Each part runs in one transaction and is skipped when already present, so calling this on every
// start costs a few small queries.
import { count, eq, inArray, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Logger } from "pino";
import { hashPassword } from "../../modules/accounts/passwords";
import type { Database, Executor } from "../client";
import {
  announcements,
  banners,
  cities,
  mapFeatures,
  roads,
  searchDocuments,
  states,
  terrainCells,
  trails,
  users,
} from "../schema";
import { importDataset } from "../../modules/map/imports/geojson-import";
import { memorySource } from "../../modules/map/imports/feature-source";
import { GUIDE_FEATURE_KINDS, rebuildAllGuideMapFeatures } from "../../modules/map/map-features";
import { refreshAllSearchDocuments } from "../../modules/search/search-documents";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo-accounts";
import { DEMO_ANNOUNCEMENTS } from "./demo-announcements";
import { DEMO_BANNERS } from "./demo-banners";
import { seedDemoBilling, unrecordedSubscribers } from "./demo-billing";
import { seedBillingOffers } from "./demo-billing-offers";
import { plannedContentCount } from "./demo-content-plan";
import { generateDemoContent } from "./demo-content/generate";
import { insertDemoContent, readDemoContentInput } from "./demo-content/index";
import type { DemoContent } from "./demo-content/model";
import { storePhotoPool, type DemoPhotoStore } from "./demo-content/photos";
import { DEMO_ROADS_SOURCE, generateDemoRoads, type MvumRoadFeature } from "./demo-content/roads";
import { DEMO_TERRAIN_SOURCE, generateDemoTerrain } from "./demo-content/terrain";
import { readGazetteerStates, readGazetteerTowns } from "./gazetteer";
import { createTerrainRepository } from "../../modules/terrain/terrain.repository";
import { WEBSITE_SIGNUP_ORIGIN } from "../../../shared/domain/sign-up-options";

/** Several processes may start together against one PostgreSQL: only one seeds at a time. */
const SEED_LOCK_KEY = 7_461_001;
const TOWN_BATCH_SIZE = 1000;

export interface SeedDependencies {
  /** Stores the generated demo photos (the photo service). */
  photos: DemoPhotoStore;
}

export async function seedDemoData(db: Database, logger: Logger, { photos }: SeedDependencies): Promise<void> {
  const started = performance.now();
  const ms: Record<string, number> = {};
  const timed = async (part: string, seed: () => Promise<number>) => {
    const partStarted = performance.now();
    const rows = await seed();
    ms[part] = Math.round(performance.now() - partStarted);
    return rows;
  };
  // The content and the roads around its trails both start from the generated content: it is
  // generated once, and only when one of them is missing.
  let generated: Promise<DemoContent> | undefined;
  const demoContent = () => (generated ??= readDemoContentInput(db).then(generateDemoContent));
  // The ground's heights are drawn under the roads: both come from the same generated roads.
  let generatedRoads: Promise<MvumRoadFeature[]> | undefined;
  const demoRoads = () => (generatedRoads ??= demoContent().then((content) => generateDemoRoads(content.trails)));
  const inserted = {
    states: await timed("states", () => seedStates(db)),
    towns: await timed("towns", () => seedTowns(db)),
    accounts: await timed("accounts", () => seedAccounts(db)),
    banners: await timed("banners", () => seedBanners(db)),
    announcements: await timed("announcements", () => seedAnnouncements(db)),
    guides: await timed("guides", () => seedContent(db, photos, demoContent)),
    billing: await timed("billing", () => seedBilling(db)),
    mapFeatures: await timed("mapFeatures", () => seedMapFeatures(db)),
    roads: await timed("roads", () => seedDemoRoads(db, demoRoads)),
    terrain: await timed("terrain", () => seedDemoTerrain(db, demoRoads)),
    searchDocuments: await timed("searchDocuments", () => seedSearchDocuments(db)),
    billingOffers: await timed("billingOffers", () => db.transaction((tx) => seedBillingOffers(tx, new Date()))),
  };
  logger.info({ inserted, ms: { ...ms, total: Math.round(performance.now() - started) } }, "demo data ready");
}

/**
 * Runs `insert` in one transaction unless `isSeeded` says the part is there. The check runs again
 * under the lock, after the (possibly slow) `prepare` step, in case another process got there first.
 */
async function seedPart<T>(
  db: Database,
  isSeeded: (executor: Executor) => Promise<boolean>,
  prepare: () => Promise<T>,
  insert: (tx: Executor, prepared: T) => Promise<number>,
): Promise<number> {
  if (await isSeeded(db)) return 0;
  const prepared = await prepare();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await isSeeded(tx)) return 0;
    return insert(tx, prepared);
  });
}

async function hasRows(executor: Executor, table: PgTable): Promise<boolean> {
  const [row] = await executor.select({ rows: count() }).from(table);
  return (row?.rows ?? 0) > 0;
}

/** Every state, province and territory; content_count starts from the demo plan (ADR 0003). */
function seedStates(db: Database): Promise<number> {
  return seedPart(
    db,
    (executor) => hasRows(executor, states),
    readGazetteerStates,
    async (tx, gazetteerStates) => {
      const rows = gazetteerStates.map((state) => ({ ...state, contentCount: plannedContentCount(state.code) }));
      const created = await tx.insert(states).values(rows).onConflictDoNothing().returning({ id: states.id });
      return created.length;
    },
  );
}

function seedTowns(db: Database): Promise<number> {
  return seedPart(
    db,
    (executor) => hasRows(executor, cities),
    readGazetteerTowns,
    async (tx, towns) => {
      const stateIds = new Map((await tx.select({ id: states.id, code: states.code }).from(states)).map((s) => [s.code, s.id]));
      const rows = towns.flatMap(({ stateCode, ...town }) => {
        const stateId = stateIds.get(stateCode);
        return stateId === undefined ? [] : [{ ...town, stateId }];
      });
      for (let start = 0; start < rows.length; start += TOWN_BATCH_SIZE) {
        await tx.insert(cities).values(rows.slice(start, start + TOWN_BATCH_SIZE));
      }
      return rows.length;
    },
  );
}

const demoEmails = DEMO_ACCOUNTS.map((account) => account.email);

async function missingDemoAccounts(executor: Executor) {
  const existing = await executor
    .select({ email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, demoEmails));
  const found = new Set(existing.map((row) => row.email.toLowerCase()));
  return DEMO_ACCOUNTS.filter((account) => !found.has(account.email));
}

/** Hashing is slow by design, so only accounts that are missing get a hash. */
function seedAccounts(db: Database): Promise<number> {
  return seedPart(
    db,
    async (executor) => (await missingDemoAccounts(executor)).length === 0,
    async () =>
      Promise.all(
        (await missingDemoAccounts(db)).map(async (account) => ({
          email: account.email,
          name: account.name,
          passwordHash: await hashPassword(account.password),
          accessType: account.role,
          isSubscribed: account.isSubscribed,
          isOfficialCrew: account.isOfficialCrew,
          hasPositiveTransaction: account.isSubscribed,
          stateName: account.stateName,
          driveStyle: account.driveStyle,
          yearStarted: account.yearStarted,
          vehicleMake: account.vehicleMake,
          signupOrigin: WEBSITE_SIGNUP_ORIGIN,
          createdAt: account.memberSince,
          updatedAt: account.memberSince,
        })),
      ),
    async (tx, rows) => {
      const created = await tx.insert(users).values(rows).onConflictDoNothing().returning({ id: users.id });
      return created.length;
    },
  );
}

function seedBanners(db: Database): Promise<number> {
  return seedPart(
    db,
    (executor) => hasRows(executor, banners),
    () => Promise.resolve(DEMO_BANNERS),
    async (tx, rows) =>
      (
        await tx
          .insert(banners)
          .values([...rows])
          .returning({ id: banners.id })
      ).length,
  );
}

function seedAnnouncements(db: Database): Promise<number> {
  return seedPart(
    db,
    (executor) => hasRows(executor, announcements),
    () => Promise.resolve(DEMO_ANNOUNCEMENTS),
    async (tx, rows) =>
      (
        await tx
          .insert(announcements)
          .values([...rows])
          .returning({ id: announcements.id })
      ).length,
  );
}

/**
 * Generated trails, scout routes, ORV parks and everything hanging off them (ADR 0003). The photos
 * are drawn and stored on sharp's threads while the rows go in; only the photo rows wait for them.
 */
async function seedContent(db: Database, photos: DemoPhotoStore, demoContent: () => Promise<DemoContent>): Promise<number> {
  if (await hasRows(db, trails)) return 0;
  const content = await demoContent();
  const storingPhotos = storePhotoPool(content.photoPool, photos);
  const hashing = hashPassword(DEMO_PASSWORD);
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasRows(tx, trails)) return 0;
    const counts = await insertDemoContent(tx, content, storingPhotos, await hashing);
    return counts.trails + counts.scoutRoutes + counts.orvParks;
  });
  // Another process may have seeded first; the photos are stored either way, and failures surface here.
  await Promise.all([storingPhotos, hashing]);
  return seeded;
}

/** Subscriptions and payments behind every demo account marked as subscribed (ADR 0014). */
function seedBilling(db: Database): Promise<number> {
  return seedPart(
    db,
    async (executor) => (await unrecordedSubscribers(executor)).length === 0,
    () => Promise.resolve(),
    (tx) => seedDemoBilling(tx, new Date()),
  );
}

/**
 * The map's pre-simplified rows of every published guide (DESIGN §9), built in bulk once. Only guide
 * rows count as done: public lands or roads imported before the first start have rows of their own.
 */
function seedMapFeatures(db: Database): Promise<number> {
  return seedPart(
    db,
    async (executor) => {
      const [row] = await executor
        .select({ rows: count() })
        .from(mapFeatures)
        .where(inArray(mapFeatures.kind, [...GUIDE_FEATURE_KINDS]));
      return (row?.rows ?? 0) > 0;
    },
    () => Promise.resolve(),
    (tx) => rebuildAllGuideMapFeatures(tx),
  );
}

/** Thrown in the roads import's transaction when another process imported the demo roads first. */
class DemoRoadsPresent extends Error {}

async function hasDemoRoads(executor: Executor): Promise<boolean> {
  const [row] = await executor.select({ id: roads.id }).from(roads).where(eq(roads.source, DEMO_ROADS_SOURCE)).limit(1);
  return row !== undefined;
}

/**
 * The MVUM-shaped roads around the demo trails (demo-content/roads.ts), imported as an operator's
 * file would be, so the map's roads layer, the guides' roads and the trip planner all see them. The
 * import opens its own transaction: the seed's lock is taken first thing in it, and the import gives
 * up there when another process got in first.
 */
async function seedDemoRoads(db: Database, demoRoads: () => Promise<MvumRoadFeature[]>): Promise<number> {
  if (await hasDemoRoads(db)) return 0;
  const features = await demoRoads();
  try {
    const { added } = await importDataset(db, "roads", [memorySource(DEMO_ROADS_SOURCE, features)], {
      source: DEMO_ROADS_SOURCE,
      isStrict: true,
      onReplacing: async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
        if (await hasDemoRoads(tx)) throw new DemoRoadsPresent();
      },
    });
    return added;
  } catch (error) {
    if (error instanceof DemoRoadsPresent) return 0;
    throw error;
  }
}

/** Cells written per statement: each holds a cell's grid of heights. */
const TERRAIN_BATCH_SIZE = 200;

/**
 * The ground's heights under the demo roads (demo-content/terrain.ts), for the trip planner's
 * profile. Skipped when any cell is there: an operator's elevation model is never written over.
 */
function seedDemoTerrain(db: Database, demoRoads: () => Promise<MvumRoadFeature[]>): Promise<number> {
  return seedPart(
    db,
    (executor) => hasRows(executor, terrainCells),
    async () => generateDemoTerrain(await demoRoads()),
    async (tx, cells) => {
      const terrain = createTerrainRepository(tx);
      for (let start = 0; start < cells.length; start += TERRAIN_BATCH_SIZE) {
        await terrain.writeCells(cells.slice(start, start + TERRAIN_BATCH_SIZE), DEMO_TERRAIN_SOURCE);
      }
      return cells.length;
    },
  );
}

/** The search index of everything seeded (ADR 0013), built in bulk once; later writes keep it fresh. */
function seedSearchDocuments(db: Database): Promise<number> {
  return seedPart(
    db,
    (executor) => hasRows(executor, searchDocuments),
    () => Promise.resolve(),
    (tx) => refreshAllSearchDocuments(tx),
  );
}
