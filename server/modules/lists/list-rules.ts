// Who may read and change a list, and what a valid reorder is: pure rules, tested in a table.
import type { UserClaims } from "../../../shared/contracts/user.contract";

type Reader = Pick<UserClaims, "id"> | null;

interface OwnedList {
  ownerId: number;
  isPublic: boolean;
}

/** The owner always; anyone (signed in or not) when the list is public. */
export function canReadList(reader: Reader, list: OwnedList): boolean {
  return list.isPublic || isListOwner(reader, list);
}

/** Lists are personal: only the owner changes them, whatever their role. */
export function canEditList(reader: Reader, list: OwnedList): boolean {
  return isListOwner(reader, list);
}

function isListOwner(reader: Reader, list: OwnedList): boolean {
  return reader != null && reader.id === list.ownerId;
}

/** A new order names every current item exactly once, and nothing else. */
export function isPermutationOf(current: readonly number[], proposed: readonly number[]): boolean {
  if (current.length !== proposed.length) return false;
  const remaining = new Set(current);
  for (const id of proposed) {
    if (!remaining.delete(id)) return false;
  }
  return remaining.size === 0;
}
