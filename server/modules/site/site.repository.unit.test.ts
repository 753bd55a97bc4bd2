// The SQL of the announcement list, snapshotted so a change to the per-reader join shows in review.
import { afterAll, describe, expect, it } from "vitest";
import { openMemoryDatabase } from "../../db/client";
import { createSiteRepository } from "./site.repository";

const database = openMemoryDatabase();
const repository = createSiteRepository(database.db);

afterAll(() => database.close());

describe("site repository SQL", () => {
  it("joins only the reader's own read marks", () => {
    expect(repository.listAnnouncements(42, { limit: 10, offset: 20 }).toSQL()).toMatchSnapshot();
  });

  it("joins no read marks for a signed-out reader", () => {
    expect(repository.listAnnouncements(null, { limit: 10, offset: 0 }).toSQL()).toMatchSnapshot();
  });

  it("lists states with content only when asked", () => {
    expect(repository.listStates({ withContentOnly: true }).toSQL()).toMatchSnapshot();
  });
});
