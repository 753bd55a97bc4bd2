// Lists of guides for planning trips: the owner creates, renames, shares, fills and orders them;
// anyone may read a public one. Every write is one transaction that locks what it counts, so the
// limits of docs/decisions/0008-lists.md hold under concurrent requests.
import { LIST_LIMITS } from "../../../shared/domain/list-limits";
import {
  type ListCreate,
  type ListDetail,
  type ListItem,
  type ListMemberships,
  type ListOrder,
  type ListSummary,
  type ListUpdate,
} from "../../../shared/contracts/lists.contract";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import { canSeeGuide } from "../../../shared/domain/access";
import type { Executor } from "../../db/client";
import { badRequest, conflict, notFound, unauthorized } from "../../http/errors";
import type { ServiceDeps } from "../../services";
import type { ListRelation } from "../../../shared/domain/access";
import { listNotFound, requireListFor } from "./list-access";
import { isPermutationOf } from "./list-rules";
import { toListItem, toListSummary, type VisibleCards } from "./list-shapes";
import {
  createListsRepository,
  type GuideRef,
  type ListItemRow,
  type ListRecord,
  type ListsRepository,
} from "./lists.repository";

type Reader = UserClaims | null;

function requireSignedIn(reader: Reader): UserClaims {
  if (!reader) throw unauthorized();
  return reader;
}

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

const idsOf = (rows: ListItemRow[], column: "trailId" | "scoutRouteId" | "orvParkId") =>
  rows.flatMap((row) => (row[column] === null ? [] : [row[column]]));

export function createListsService({ db, clock }: Pick<ServiceDeps, "db" | "clock">) {
  const repository = createListsRepository(db);
  const inTransaction = <T>(work: (lists: ListsRepository) => Promise<T>) =>
    db.transaction((tx: Executor) => work(createListsRepository(tx)));

  /** Item cards the reader may see: unpublished guides only for their author and staff. */
  async function visibleCards(lists: ListsRepository, rows: ListItemRow[], reader: Reader): Promise<VisibleCards> {
    const [trails, scoutRoutes, orvParks] = await Promise.all([
      lists.listTrailCards(idsOf(rows, "trailId")),
      lists.listScoutRouteCards(idsOf(rows, "scoutRouteId")),
      lists.listOrvParkCards(idsOf(rows, "orvParkId")),
    ]);
    const isVisible = (guide: { published: boolean; authorId: number | null }) => canSeeGuide(reader, guide);
    return {
      trails: byId(trails.filter(isVisible)),
      scoutRoutes: byId(scoutRoutes.filter(isVisible)),
      orvParks: byId(orvParks.filter((park) => park.published)),
    };
  }

  async function itemsOf(lists: ListsRepository, listId: number, reader: Reader, itemId?: number): Promise<ListItem[]> {
    return toVisibleItems(lists, await lists.listItemRows(listId, itemId), reader);
  }

  async function toVisibleItems(lists: ListsRepository, rows: ListItemRow[], reader: Reader): Promise<ListItem[]> {
    const cards = await visibleCards(lists, rows, reader);
    return rows.flatMap((row) => toListItem(row, cards) ?? []);
  }

  async function detailOf(lists: ListsRepository, list: ListRecord, relation: ListRelation, reader: Reader) {
    return { ...toListSummary(list), relation, items: await itemsOf(lists, list.id, reader) } satisfies ListDetail;
  }

  async function summaryOf(lists: ListsRepository, uuid: string): Promise<ListSummary> {
    const list = await lists.findList(uuid, { readerId: null });
    if (!list) throw listNotFound();
    return toListSummary(list);
  }

  /** Only guides the reader may see can be added; others are as unknown as missing ones. */
  async function requireVisibleGuide(lists: ListsRepository, guide: GuideRef, reader: Reader) {
    const found = await lists.findGuide(guide);
    const isVisible = found !== null && (guide.productType === "orv-parks" ? found.published : canSeeGuide(reader, found));
    if (!isVisible) throw notFound("Guide not found.");
  }

  return {
    async listMyLists(reader: Reader, { page, pageSize }: { page: number; pageSize: number }) {
      const user = requireSignedIn(reader);
      const [count, rows] = await Promise.all([
        repository.countListsOf(user.id),
        repository.listSummariesOf(user.id, { limit: pageSize, offset: (page - 1) * pageSize }),
      ]);
      return { count, results: rows.map(toListSummary) };
    },

    async createList(input: ListCreate, reader: Reader): Promise<ListSummary> {
      const user = requireSignedIn(reader);
      return inTransaction(async (lists) => {
        await lists.lockOwner(user.id);
        if ((await lists.countListsOf(user.id)) >= LIST_LIMITS.listsPerOwner) {
          throw conflict(`You can keep up to ${LIST_LIMITS.listsPerOwner} lists. Delete one to make room.`, "too_many_lists");
        }
        const uuid = await lists.insertList({
          ownerId: user.id,
          name: input.name,
          description: input.description,
          isPublic: input.is_public,
          at: clock.now(),
        });
        return summaryOf(lists, uuid);
      });
    },

    async getList(uuid: string, reader: Reader): Promise<ListDetail> {
      const { list, relation } = await requireListFor(repository, uuid, reader, "read");
      return detailOf(repository, list, relation, reader);
    },

    async updateList(uuid: string, input: ListUpdate, reader: Reader): Promise<ListSummary> {
      return inTransaction(async (lists) => {
        const { list } = await requireListFor(lists, uuid, reader, "edit_details", { forUpdate: true });
        await lists.updateList(
          list.id,
          {
            ...(input.name === undefined ? {} : { name: input.name }),
            ...(input.description === undefined ? {} : { description: input.description }),
            ...(input.is_public === undefined ? {} : { isPublic: input.is_public }),
          },
          clock.now(),
        );
        return summaryOf(lists, uuid);
      });
    },

    async deleteList(uuid: string, reader: Reader): Promise<void> {
      await inTransaction(async (lists) => {
        const { list } = await requireListFor(lists, uuid, reader, "delete", { forUpdate: true });
        await lists.deleteList(list.id);
      });
    },

    async addItem(uuid: string, guide: GuideRef, reader: Reader): Promise<ListItem> {
      return inTransaction(async (lists) => {
        const { list } = await requireListFor(lists, uuid, reader, "edit_items", { forUpdate: true });
        await requireVisibleGuide(lists, guide, reader);
        if (await lists.hasItem(list.id, guide)) throw conflict("This guide is already in the list.", "already_in_list");
        if ((await lists.countItems(list.id)) >= LIST_LIMITS.itemsPerList) {
          throw conflict(`A list holds up to ${LIST_LIMITS.itemsPerList} guides. Start another list.`, "list_full");
        }
        const now = clock.now();
        const itemId = await lists.insertItem(list.id, guide, await lists.nextPosition(list.id), now);
        await lists.updateList(list.id, {}, now);
        const [item] = await itemsOf(lists, list.id, reader, itemId);
        return item!;
      });
    },

    async removeItem(uuid: string, itemId: number, reader: Reader): Promise<void> {
      await inTransaction(async (lists) => {
        const { list } = await requireListFor(lists, uuid, reader, "edit_items", { forUpdate: true });
        if (!(await lists.deleteItem(list.id, itemId))) throw notFound("Item not found.");
        await lists.updateList(list.id, {}, clock.now());
      });
    },

    /** Takes the whole new order; a stale or partial one is refused, so no item is lost or doubled. */
    async reorderItems(uuid: string, order: ListOrder, reader: Reader): Promise<ListDetail> {
      return inTransaction(async (lists) => {
        const { list, relation } = await requireListFor(lists, uuid, reader, "edit_items", { forUpdate: true });
        const current = (await lists.listItemRows(list.id)).map((row) => row.id);
        if (!isPermutationOf(current, order.item_ids)) {
          throw badRequest("Some fields are not valid.", {
            item_ids: ["List every item of the list exactly once; reload the list if it changed."],
          });
        }
        await lists.setPositions(list.id, order.item_ids);
        await lists.updateList(list.id, {}, clock.now());
        return detailOf(lists, (await lists.findList(uuid, { readerId: reader?.id ?? null }))!, relation, reader);
      });
    },

    /** The guides the reader opened last, newest first, as the cards lists show (the dashboard). */
    async listRecentlyViewed(reader: Reader, limit: number): Promise<ListItem[]> {
      const user = requireSignedIn(reader);
      return toVisibleItems(repository, await repository.listRecentViewRows(user.id, limit), user);
    },

    /** The reader's lists, each saying whether it holds the guide: what the add-to-list dialog shows. */
    async listMemberships(guide: GuideRef, reader: Reader): Promise<ListMemberships> {
      const user = requireSignedIn(reader);
      return { results: await repository.listMemberships(user.id, guide) };
    },
  };
}

export type ListsService = ReturnType<typeof createListsService>;
