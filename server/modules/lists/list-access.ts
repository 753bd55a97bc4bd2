// How every list operation finds its list and checks the reader's right to act on it: a list the
// reader may not read is as unknown as a missing one (404); one they may read but not change, 403.
import type { UserClaims } from "../../../shared/contracts/user.contract";
import { listRelation, mayOnList, type ListAction, type ListRelation } from "../../../shared/domain/access";
import { forbidden, notFound, unauthorized } from "../../http/errors";
import type { ListRecord, ListsRepository } from "./lists.repository";

export const listNotFound = () => notFound("List not found.");

export async function requireListFor(
  lists: ListsRepository,
  uuid: string,
  reader: UserClaims | null,
  action: ListAction,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<{ list: ListRecord; relation: ListRelation }> {
  if (action !== "read" && !reader) throw unauthorized();
  const list = await lists.findList(uuid, { forUpdate, readerId: reader?.id ?? null });
  if (!list) throw listNotFound();
  const relation = listRelation(reader, list);
  if (!mayOnList("read", relation, list.isPublic)) throw listNotFound();
  if (!mayOnList(action, relation, list.isPublic)) throw forbidden();
  return { list, relation };
}
