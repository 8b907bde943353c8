/** What the merge needs of a chat message: its id and the server's time of creation (ISO). */
export interface Identified {
  id: string;
  createdAt: string;
}

/**
 * Merges messages that arrived by any path (the first page, a send's answer, a live event, the
 * catch-up after a reconnect) into one list in the server's order, each id once. A later copy of
 * the same id replaces the earlier one (e.g. a streamed answer that was completed). Returns the
 * same array when nothing changed, so React skips the render.
 */
export function mergeMessages<T extends Identified>(current: readonly T[], incoming: readonly T[]): T[] {
  if (incoming.length === 0) return current as T[];
  const byId = new Map<string, T>();
  for (const m of current) byId.set(m.id, m);
  let changed = false;
  for (const m of incoming) {
    const before = byId.get(m.id);
    if (before === m) continue;
    if (before && sameMessage(before, m)) continue;
    byId.set(m.id, m);
    changed = true;
  }
  if (!changed) return current as T[];
  // The array is stable-sorted, so messages of the same instant keep the order they came in.
  return [...byId.values()].sort((a, b) => compareTime(a.createdAt, b.createdAt));
}

/** The id of the newest message, which a reconnecting client hands the server to resume after. */
export function lastMessageId(messages: readonly Identified[]): string | null {
  return messages.length ? messages[messages.length - 1]!.id : null;
}

function compareTime(a: string, b: string): number {
  const ta = Date.parse(a);
  const tb = Date.parse(b);
  if (Number.isNaN(ta) || Number.isNaN(tb)) return a < b ? -1 : a > b ? 1 : 0;
  return ta - tb;
}

function sameMessage(a: object, b: object): boolean {
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}
