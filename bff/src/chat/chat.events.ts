import type { ChatSessionState } from '@flow/contracts';
import type { Cache } from '../platform/cache';
import type { Logger } from '../platform/logger';
import type { MessageRecord } from './chat.repo';

/** The pub/sub channel every instance's socket hub listens to (one channel: rooms are filtered locally). */
export const CHAT_CHANNEL = 'chat';

/** A stored message as it travels between instances (the media path of a recording stays home). */
export type BusMessage = Omit<MessageRecord, 'voiceMedia' | 'clientMessageId'>;

export type ChatBusEvent =
  | { t: 'message'; roomId: string; missionaryId: string; message: BusMessage; streamId?: string }
  | { t: 'delta'; roomId: string; streamId: string; delta: string }
  | { t: 'aborted'; roomId: string; streamId: string }
  | { t: 'session'; roomId: string; session: ChatSessionState }
  | { t: 'activity'; missionaryId: string; roomId: string };

export const toBusMessage = ({ voiceMedia: _media, clientMessageId: _client, ...rest }: MessageRecord): BusMessage => rest;

/**
 * Publishes chat events through the cache's pub/sub (Redis in scale-out), so a socket on any
 * instance gets them. The message itself is already stored: if publishing fails, this instance's
 * sockets still get it directly, and the others catch up from the database (the hub notices the
 * gap in positions, and a reconnecting client resumes from its last id).
 */
export class ChatEvents {
  private local: ((event: ChatBusEvent) => void) | null = null;

  constructor(
    private readonly cache: Cache,
    private readonly logger: Logger,
  ) {}

  /** The hub of this instance, for delivery when the pub/sub is down. */
  onLocal(handler: (event: ChatBusEvent) => void): void {
    this.local = handler;
  }

  async publish(event: ChatBusEvent): Promise<void> {
    try {
      await this.cache.publish(CHAT_CHANNEL, JSON.stringify(event));
    } catch (err) {
      this.logger.warn({ err: String(err), type: event.t }, 'chat event not published; delivering on this instance only');
      this.local?.(event);
    }
  }
}
