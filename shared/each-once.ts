// Each item once, by a key: the first of those that share it stays, in the order given.

export function eachOnce<Item>(items: readonly Item[], keyOf: (item: Item) => string): Item[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
