/**
 * Messages between the pages and the service worker. Kept in one file the shell imports too
 * (type-only), so both sides agree on the names.
 */
export type WriteKind = 'post' | 'prayer_request';

export type WorkerMessage =
  /** A read was answered from the browser's copy because the network failed. */
  | { type: 'flow:offline-read' }
  /** How many writes wait in the queue, after a change. */
  | { type: 'flow:queue'; size: number }
  /** A queued write reached the server. */
  | { type: 'flow:queue-sent'; kind: WriteKind }
  /** The server refused a queued write (e.g. a content rule); its text goes back to the writer. */
  | { type: 'flow:queue-refused'; kind: WriteKind; content: string; status: number; body: string };

export type PageMessage =
  | { type: 'SKIP_WAITING' }
  /** The page is (back) online: try the queue now (browsers without Background Sync). */
  | { type: 'flow:replay-queue' }
  /** Spec 001 §4: notification settings pushed to the worker. */
  | { type: 'UPDATE_SETTINGS'; settings: { enabled: boolean; time: string } };

/** The status and header of the worker's answer to a write it queued instead of sending. */
export const QUEUED_STATUS = 202;
export const QUEUED_HEADER = 'x-flow-queued';
