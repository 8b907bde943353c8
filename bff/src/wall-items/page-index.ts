/**
 * Where things are on a wall page, built once per page: which top-level item (by position) holds
 * each item or response (`type:id` → position), and each author's items there.
 *
 * Why: fitting a page to a viewer then costs what the viewer has (a few hearts, their own items),
 * not a pass over every item and response of the page on each request.
 */
export interface PageIndex {
  ids: string[];
  /** `type:id` of an item or of one of its responses → the item's position on the page. */
  positions: Map<string, number>;
  /** Author → `type:id` of their items and responses on the page. Never sent. */
  byAuthor: Map<string, string[]>;
}

export function indexPage<T extends { id: string }, R extends { id: string }>(
  items: readonly T[],
  itemType: string,
  responsesOf: (item: T) => readonly R[],
  responseType: string,
  authors: ReadonlyMap<string, string>,
): PageIndex {
  const index: PageIndex = { ids: [], positions: new Map(), byAuthor: new Map() };
  const add = (key: string, id: string, position: number) => {
    index.positions.set(key, position);
    const author = authors.get(id);
    if (author === undefined) return;
    const theirs = index.byAuthor.get(author);
    if (theirs) theirs.push(key);
    else index.byAuthor.set(author, [key]);
  };
  items.forEach((item, position) => {
    index.ids.push(item.id);
    add(`${itemType}:${item.id}`, item.id, position);
    for (const r of responsesOf(item)) add(`${responseType}:${r.id}`, r.id, position);
  });
  return index;
}

/** Positions of the items a viewer has anything of their own in (theirs, hearted, prayed for). */
export function touchedPositions(index: PageIndex, ...keys: ReadonlyArray<Iterable<string>>): Set<number> {
  const touched = new Set<number>();
  for (const list of keys) {
    for (const key of list) {
      const position = index.positions.get(key);
      if (position !== undefined) touched.add(position);
    }
  }
  return touched;
}
