import { scriptureSourceOf, type PrayerHistoryItem } from '@flow/contracts';
import type { Db } from '../platform/db/knex';
import { decodeDate, decodeInt, decodeNullableString, decodeString } from '../platform/db/decode';
import { visibleItems } from '../moderation/visibility';

type Row = Record<string, unknown>;

/** At most this many of each kind are read; a history is for looking back, not an archive dump. */
export const HISTORY_ROWS_PER_KIND = 500;

const nullableInt = (v: unknown) => (v === null || v === undefined ? null : decodeInt(v));

function missionaryOf(row: Row) {
  return {
    displayName: decodeNullableString(row.m_display_name) ?? decodeNullableString(row.m_name),
    specialization: decodeNullableString(row.m_specialization),
  };
}

/**
 * Everything a person has shared or received, read from the tables the other modules write:
 * posts and their AI guidance, prayer requests with their AI guidance and missionary answers,
 * and chat messages of the rooms opened under their identities. Wall items follow the one
 * visibility rule here too: a held or removed item (and its answers) is not in the history.
 */
export class HistoryRepo {
  constructor(private readonly db: Db) {}

  async itemsFor(identities: string[]): Promise<{ items: PrayerHistoryItem[]; totalCount: number }> {
    if (!identities.length) return { items: [], totalCount: 0 };
    const parts = await Promise.all([
      this.posts(identities),
      this.postGuidance(identities),
      this.prayerRequests(identities),
      this.prayerGuidance(identities),
      this.missionaryResponses(identities),
      this.directRequests(identities),
      this.directAnswers(identities),
      this.chatMessages(identities),
    ]);
    const totalCount = parts.reduce((n, p) => n + p.total, 0);
    const items = parts.flatMap((p) => p.items);
    return { items, totalCount };
  }

  private async counted(query: ReturnType<Db>, map: (row: Row) => PrayerHistoryItem) {
    const [rows, count] = await Promise.all([
      query.clone().limit(HISTORY_ROWS_PER_KIND),
      query.clone().clearSelect().clearOrder().count({ n: '*' }).first(),
    ]);
    return { items: (rows as Row[]).map(map), total: decodeInt((count as Row | undefined)?.n ?? 0) };
  }

  private posts(ids: string[]) {
    const q = visibleItems(this.db('posts'), 'post', 'posts.id')
      .whereIn('anonymous_id', ids)
      .select('id', 'content', 'created_at')
      .orderBy('created_at', 'desc');
    return this.counted(q, (r) => ({
      id: `post:${decodeString(r.id)}`,
      type: 'post',
      content: decodeString(r.content),
      createdAt: decodeDate(r.created_at),
      metadata: { isFromUser: true },
    }));
  }

  private postGuidance(ids: string[]) {
    const q = visibleItems(this.db('ai_responses as a'), 'post', 'p.id')
      .join('posts as p', 'p.id', 'a.post_id')
      .whereIn('p.anonymous_id', ids)
      .select('a.id', 'a.verse', 'a.reference', 'a.guidance', 'a.source', 'a.created_at')
      .orderBy('a.created_at', 'desc');
    return this.counted(q, (r) => guidanceItem('ai', r));
  }

  private prayerRequests(ids: string[]) {
    const q = visibleItems(this.db('prayer_requests'), 'prayer_request', 'prayer_requests.id')
      .whereIn('anonymous_id', ids)
      .select('id', 'content', 'created_at')
      .orderBy('created_at', 'desc');
    return this.counted(q, (r) => ({
      id: `prayer:${decodeString(r.id)}`,
      type: 'prayer-request',
      content: decodeString(r.content),
      createdAt: decodeDate(r.created_at),
      metadata: { isFromUser: true },
    }));
  }

  private prayerGuidance(ids: string[]) {
    const q = visibleItems(this.db('prayer_ai_responses as a'), 'prayer_request', 'p.id')
      .join('prayer_requests as p', 'p.id', 'a.prayer_request_id')
      .whereIn('p.anonymous_id', ids)
      .select('a.id', 'a.verse', 'a.reference', 'a.guidance', 'a.source', 'a.created_at')
      .orderBy('a.created_at', 'desc');
    return this.counted(q, (r) => guidanceItem('prayer-ai', r));
  }

  private missionaryResponses(ids: string[]) {
    return this.answers(
      visibleItems(this.db('missionary_prayer_responses as r'), 'prayer_request', 'p.id')
        .join('prayer_requests as p', 'p.id', 'r.prayer_request_id')
        .whereIn('p.anonymous_id', ids),
    );
  }

  /** A missionary's answers (on the wall's requests or on direct ones), newest first, in one shape. */
  private answers(q: ReturnType<Db>) {
    q.leftJoin('missionaries as m', 'm.id', 'r.missionary_id')
      .select(
        'r.id',
        'r.content',
        'r.response_type',
        'r.voice_duration',
        'r.created_at',
        'm.display_name as m_display_name',
        'm.name as m_name',
        'm.specialization as m_specialization',
      )
      .orderBy('r.created_at', 'desc');
    return this.counted(q, (r) => ({
      id: `missionary:${decodeString(r.id)}`,
      type: 'missionary-response',
      content: decodeNullableString(r.content) ?? '',
      createdAt: decodeDate(r.created_at),
      metadata: {
        isFromUser: false,
        missionary: missionaryOf(r),
        responseType: decodeString(r.response_type),
        voiceDuration: nullableInt(r.voice_duration),
      },
    }));
  }

  /** Prayer requests sent to one missionary (Connect with a Missionary); private, so no wall rule applies. */
  private directRequests(ids: string[]) {
    const q = this.db('direct_prayer_requests as d')
      .leftJoin('missionaries as m', 'm.id', 'd.missionary_id')
      .whereIn('d.anonymous_id', ids)
      .select(
        'd.id',
        'd.content',
        'd.message_type',
        'd.voice_duration',
        'd.created_at',
        'm.display_name as m_display_name',
        'm.name as m_name',
        'm.specialization as m_specialization',
      )
      .orderBy('d.created_at', 'desc');
    return this.counted(q, (r) => ({
      id: `direct:${decodeString(r.id)}`,
      type: 'prayer-request',
      content: decodeString(r.content),
      createdAt: decodeDate(r.created_at),
      metadata: {
        isFromUser: true,
        missionary: missionaryOf(r),
        responseType: decodeString(r.message_type),
        voiceDuration: nullableInt(r.voice_duration),
      },
    }));
  }

  private directAnswers(ids: string[]) {
    return this.answers(
      this.db('missionary_prayer_responses as r').join('direct_prayer_requests as d', 'd.id', 'r.prayer_request_id').whereIn('d.anonymous_id', ids),
    );
  }

  private chatMessages(ids: string[]) {
    const q = this.db('chat_messages as c')
      .join('chat_rooms as room', 'room.id', 'c.chat_room_id')
      .leftJoin('missionaries as m', 'm.id', 'room.missionary_id')
      .whereIn('room.user_anonymous_id', ids)
      .select(
        'c.id',
        'c.sender_type',
        'c.message_type',
        'c.content',
        'c.voice_duration',
        'c.created_at',
        'm.display_name as m_display_name',
        'm.name as m_name',
        'm.specialization as m_specialization',
      )
      .orderBy('c.created_at', 'desc');
    return this.counted(q, (r) => ({
      id: `chat:${decodeString(r.id)}`,
      type: 'chat-message',
      content: decodeNullableString(r.content) ?? '',
      createdAt: decodeDate(r.created_at),
      metadata: {
        isFromUser: decodeString(r.sender_type) === 'user',
        missionary: missionaryOf(r),
        responseType: decodeString(r.message_type),
        voiceDuration: nullableInt(r.voice_duration),
      },
    }));
  }
}

function guidanceItem(prefix: string, r: Row): PrayerHistoryItem {
  return {
    id: `${prefix}:${decodeString(r.id)}`,
    type: 'ai-response',
    content: decodeString(r.guidance),
    createdAt: decodeDate(r.created_at),
    metadata: {
      isFromUser: false,
      verse: decodeString(r.verse),
      reference: decodeString(r.reference),
      source: scriptureSourceOf(decodeString(r.source)),
    },
  };
}
