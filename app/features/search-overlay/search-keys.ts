// Arrow keys in the autocomplete list (spec §5): the highlight moves one row, clamped to the list.

/** The highlighted row after an arrow key; -1 is "none" and only stays so for an empty list. */
export function moveHighlight(current: number, direction: 1 | -1, rowCount: number): number {
  if (rowCount <= 0) return -1;
  if (current < 0) return direction === 1 ? 0 : -1;
  return Math.min(rowCount - 1, Math.max(0, current + direction));
}
