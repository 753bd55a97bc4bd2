// What a valid reorder is: a pure rule, tested in a table. Who may do what is shared/domain/list-sharing.ts.

/** A new order names every current item exactly once, and nothing else. */
export function isPermutationOf(current: readonly number[], proposed: readonly number[]): boolean {
  if (current.length !== proposed.length) return false;
  const remaining = new Set(current);
  for (const id of proposed) {
    if (!remaining.delete(id)) return false;
  }
  return remaining.size === 0;
}
