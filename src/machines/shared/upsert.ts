/** An item put in place of the one with its id, or added last when the list has none (a new one). */
export const upsertById = <T extends { id: string }>(items: T[], item: T): T[] =>
  items.some((entry) => entry.id === item.id)
    ? items.map((entry) => (entry.id === item.id ? item : entry))
    : [...items, item];
