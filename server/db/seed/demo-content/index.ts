// Seeds the generated demo content (ADR 0003) in the caller's transaction: members, regions,
// guides and everything hanging off them, articles, what the demo accounts keep for themselves (lists,
// tracks, rigs, statements of work, patrols), then recounts states.content_count.
import { eq, inArray } from "drizzle-orm";
import type { StoredPhoto } from "../../../modules/photos/photo-renditions";
import { recountStateContent } from "../../../modules/guides/guide-projections";
import { WEBSITE_SIGNUP_ORIGIN } from "../../../../shared/domain/sign-up-options";
import type { Executor } from "../../client";
import { cities, regions, states, users } from "../../schema";
import { DEMO_ACCOUNTS, demoAccount } from "../demo-accounts";
import { insertWithIds } from "./batches";
import type { DemoContentInput } from "./generate";
import { insertArticles } from "./insert-articles";
import { insertGuidePhotos, insertGuideRecords } from "./insert-guide-records";
import { insertGuides } from "./insert-guides";
import { insertPersonalContent } from "./insert-personal";
import type { DemoContent } from "./model";

export const DEMO_AUTHORS = {
  writerEmail: demoAccount("writer").email,
  scoutEmail: demoAccount("scout").email,
  editorEmail: demoAccount("admin").email,
};

/** Demo accounts that review and vote besides the generated members. */
export const DEMO_REVIEWER_EMAILS = (["free", "member", "promo"] as const).map((key) => demoAccount(key).email);

/** The places the generator needs, read from the seeded gazetteer tables. */
export async function readDemoContentInput(executor: Executor): Promise<DemoContentInput> {
  const [stateRows, townRows] = await Promise.all([
    executor.select({ id: states.id, code: states.code, title: states.title, countryCode: states.countryCode }).from(states),
    executor
      .select({
        id: cities.id,
        stateCode: states.code,
        name: cities.name,
        countyName: cities.countyName,
        latitude: cities.latitude,
        longitude: cities.longitude,
      })
      .from(cities)
      .innerJoin(states, eq(cities.stateId, states.id)),
  ]);
  return { states: stateRows, towns: townRows, authors: DEMO_AUTHORS, reviewerEmails: DEMO_REVIEWER_EMAILS };
}

export interface SeededContentCounts {
  trails: number;
  scoutRoutes: number;
  orvParks: number;
  reviews: number;
  photos: number;
}

export async function insertDemoContent(
  tx: Executor,
  content: DemoContent,
  /** The stored photo pool; awaited only once every other row is in, so storing overlaps inserting. */
  storingPhotos: Promise<readonly StoredPhoto[]>,
  memberPasswordHash: string,
): Promise<SeededContentCounts> {
  const userId = await insertMembers(tx, content, memberPasswordHash);
  const stateIds = new Map((await tx.select({ id: states.id, code: states.code }).from(states)).map((row) => [row.code, row.id]));
  const stateId = (code: string) => stateIds.get(code)!;
  const regionIds = await insertWithIds(
    content.regions.map(({ anchorTownId: _anchor, stateCode, ...region }) => ({ ...region, stateId: stateId(stateCode) })),
    (batch: (typeof regions.$inferInsert)[]) =>
      tx.insert(regions).values(batch).returning({ id: regions.id, stateId: regions.stateId, slug: regions.slug }),
    (row) => `${row.stateId}:${row.slug}`,
  );
  const regionId = (index: number) => {
    const region = content.regions[index]!;
    return regionIds.get(`${stateId(region.stateCode)}:${region.slug}`)!;
  };

  const inserted = await insertGuides(tx, content, { userId, stateId, regionId });
  await insertGuideRecords(tx, content, inserted, userId);
  const storedPhotos = await storingPhotos;
  const photoCount = await insertGuidePhotos(tx, content.orvParks, inserted, storedPhotos);
  await insertArticles(tx, content, storedPhotos, stateId);
  await insertPersonalContent(tx, content.personal, inserted, userId, stateId);
  await recountStateContent(tx, "all");
  return {
    trails: content.trails.length,
    scoutRoutes: content.scoutRoutes.length,
    orvParks: content.orvParks.length,
    reviews: inserted.reviewCount,
    photos: photoCount,
  };
}

/** Adds the generated members and returns a lookup of every account the content names. */
async function insertMembers(tx: Executor, content: DemoContent, passwordHash: string): Promise<(email: string) => number> {
  await tx
    .insert(users)
    .values(
      content.members.map((member) => ({
        ...member,
        passwordHash,
        accessType: "STANDARD" as const,
        signupOrigin: WEBSITE_SIGNUP_ORIGIN,
        updatedAt: member.createdAt,
      })),
    )
    .onConflictDoNothing();
  const emails = [...content.members.map((member) => member.email), ...DEMO_ACCOUNTS.map((account) => account.email)];
  const rows = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const ids = new Map(rows.map((row) => [row.email, row.id]));
  return (email) => {
    const id = ids.get(email);
    if (id === undefined) throw new Error(`The demo account ${email} is missing`);
    return id;
  };
}
