import { guidanceCareOf, scriptureSourceOf, type AiResponse } from '@flow/contracts';
import type { Db } from '../platform/db/knex';
import { decodeDate, decodeInt, decodeNullableString, decodeString } from '../platform/db/decode';
import { toDbDate } from '../platform/db/sql';
import { visibleItems } from '../moderation/visibility';
import { olderThan, type WallPosition } from '../wall-items/cursor';
import { WallItemsRepo } from '../wall-items/wall-items.repo';

/** A post as stored, without the parts assembled per viewer. */
export interface PostRecord {
  id: string;
  content: string;
  /** What the author wrote when it differs from `content`: private to them (and the guidance job). */
  originalContent: string | null;
  anonymousId: string;
  createdAt: string;
  hearts: number;
}

export interface ResponseRecord extends PostRecord {
  postId: string;
}

export type AiResponseRecord = AiResponse & { postId: string };

type Row = Record<string, unknown>;

const POST_COLUMNS = ['id', 'content', 'original_content', 'anonymous_id', 'created_at', 'hearts'];
const RESPONSE_COLUMNS = [...POST_COLUMNS, 'post_id'];
const AI_COLUMNS = ['id', 'post_id', 'source', 'verse', 'reference', 'guidance', 'care', 'created_at'];

export function decodePost(row: Row): PostRecord {
  return {
    id: decodeString(row.id),
    content: decodeString(row.content),
    originalContent: decodeNullableString(row.original_content),
    anonymousId: decodeString(row.anonymous_id),
    createdAt: decodeDate(row.created_at),
    hearts: decodeInt(row.hearts),
  };
}

export function decodeResponse(row: Row): ResponseRecord {
  return { ...decodePost(row), postId: decodeString(row.post_id) };
}

export function decodeAiResponse(row: Row): AiResponseRecord {
  return {
    id: decodeString(row.id),
    postId: decodeString(row.post_id),
    source: scriptureSourceOf(decodeString(row.source)),
    verse: decodeString(row.verse),
    reference: decodeString(row.reference),
    guidance: decodeString(row.guidance),
    care: guidanceCareOf(decodeNullableString(row.care)),
    createdAt: decodeDate(row.created_at),
  };
}

export class PostsRepo {
  private readonly items: WallItemsRepo;

  constructor(private readonly db: Db) {
    this.items = new WallItemsRepo(db);
  }

  /** Newest first; after `position` when given (the previous page's last post). */
  async listPage(limit: number, position?: WallPosition): Promise<PostRecord[]> {
    const base = position ? olderThan(this.db('posts'), position, 'posts.created_at', 'posts.id') : this.db('posts');
    const qb = base
      .select(POST_COLUMNS)
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(limit);
    return (await visibleItems(qb, 'post', 'posts.id')).map(decodePost);
  }

  /** A post on view (see moderation/visibility). */
  async findById(id: string): Promise<PostRecord | null> {
    const row = await visibleItems(this.db('posts').where({ id }), 'post', 'posts.id').first(POST_COLUMNS);
    return row ? decodePost(row) : null;
  }

  async aiResponsesFor(postIds: string[]): Promise<AiResponseRecord[]> {
    if (!postIds.length) return [];
    const rows = await this.db('ai_responses').select(AI_COLUMNS).whereIn('post_id', postIds);
    return rows.map(decodeAiResponse);
  }

  /** Oldest first, so a conversation reads top to bottom. */
  async responsesFor(postIds: string[]): Promise<ResponseRecord[]> {
    if (!postIds.length) return [];
    const qb = this.db('community_responses')
      .select(RESPONSE_COLUMNS)
      .whereIn('post_id', postIds)
      .orderBy([
        { column: 'created_at', order: 'asc' },
        { column: 'id', order: 'asc' },
      ]);
    return (await visibleItems(qb, 'response', 'community_responses.id')).map(decodeResponse);
  }

  likedPostIds(identity: string, postIds: string[]): Promise<Set<string>> {
    return this.items.likedIds(identity, 'post', postIds);
  }

  /** Joined through the responses so the parameter list stays bounded by the posts shown. */
  async likedResponseIds(identity: string, postIds: string[]): Promise<Set<string>> {
    if (!postIds.length) return new Set();
    const rows = await this.db('hearts as h')
      .join('community_responses as r', 'r.id', 'h.item_id')
      .select('h.item_id')
      .where({ 'h.identity': identity, 'h.item_type': 'response' })
      .whereIn('r.post_id', postIds);
    return new Set(rows.map((r: Row) => decodeString(r.item_id)));
  }

  /** A held post gets its hold first, so it is never on the wall for an instant. */
  async insertPost(post: PostRecord, held = false): Promise<void> {
    const at = new Date(post.createdAt);
    await this.items.insert(
      'post',
      {
        id: post.id,
        content: post.content,
        original_content: post.originalContent,
        anonymous_id: post.anonymousId,
        created_at: toDbDate(at),
        hearts: post.hearts,
      },
      held,
      at,
    );
  }

  /** false when the post does not exist (or vanished between the check and the insert). */
  insertResponse(response: ResponseRecord, held = false): Promise<boolean> {
    const at = new Date(response.createdAt);
    return this.items.insert(
      'response',
      {
        id: response.id,
        post_id: response.postId,
        content: response.content,
        original_content: response.originalContent,
        anonymous_id: response.anonymousId,
        created_at: toDbDate(at),
        hearts: response.hearts,
      },
      held,
      at,
    );
  }
}
