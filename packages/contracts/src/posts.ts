import { z } from 'zod';
import { Id, IsoDate } from './common';
import { SCRIPTURE_SOURCES } from './constants';
import { GuidanceCare } from './guidance';
import { POST_MAX_LENGTH, RESPONSE_MAX_LENGTH } from './limits';
import { userText } from './text';

export const ScriptureSource = z.enum(SCRIPTURE_SOURCES);
export type ScriptureSource = z.infer<typeof ScriptureSource>;

/** Spec: the source is the Torah or the Bible; anything stored but `torah` shows as Bible. */
export const scriptureSourceOf = (value: string): ScriptureSource =>
  value.toLowerCase() === 'torah' ? 'torah' : 'bible';

export const AiResponse = z.object({
  id: Id,
  source: ScriptureSource,
  verse: z.string(),
  reference: z.string(),
  guidance: z.string(),
  createdAt: IsoDate,
  /** Issue 18: the help to show beside the answer; absent on answers stored before it existed. */
  care: GuidanceCare.nullable().optional(),
});
export type AiResponse = z.infer<typeof AiResponse>;

/**
 * Who wrote an item, as far as a viewer may know: never an identity (one person's items must not
 * be linkable), only an avatar colour that differs per item, and whether the viewer wrote it.
 */
export const AuthorView = {
  /** Avatar colour (0–4), derived from the item, not from its author. */
  avatar: z.number().int().min(0).max(4),
  /** The viewer wrote this item. */
  isMine: z.boolean(),
  /**
   * What the author wrote, when the public text differs (contact details masked): sent to the
   * author only, null for everyone else and when nothing was changed.
   */
  original: z.string().nullable(),
};

export const CommunityResponse = z.object({
  id: Id,
  postId: Id,
  content: z.string(),
  ...AuthorView,
  createdAt: IsoDate,
  hearts: z.number().int().min(0),
  /** Whether the caller's identity has given this response a heart. */
  liked: z.boolean(),
});
export type CommunityResponse = z.infer<typeof CommunityResponse>;

export const Post = z.object({
  id: Id,
  content: z.string(),
  ...AuthorView,
  createdAt: IsoDate,
  hearts: z.number().int().min(0),
  liked: z.boolean(),
  aiResponse: AiResponse.nullable(),
  communityResponses: z.array(CommunityResponse),
  /** How many people prayed for it ("Pray for this"): shown to its author only (null for others). */
  prayedCount: z.number().int().min(0).nullable(),
  /** Whether the caller has already prayed for it today. */
  prayedToday: z.boolean(),
});
export type Post = z.infer<typeof Post>;

export const PostList = z.array(Post);
export type PostList = z.infer<typeof PostList>;

/**
 * Where the next page of a wall starts: opaque to clients (the server encodes the position of the
 * last item shown), so pages stay stable when newer items arrive meanwhile.
 */
export const WallCursor = z.string().min(1).max(200).regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor');
export type WallCursor = z.infer<typeof WallCursor>;
export const WallPageQuery = z.object({ cursor: WallCursor.optional() });

/** One page of the wall, newest first; `nextCursor` is null on the last page. */
export const PostPage = z.object({ posts: z.array(Post), nextCursor: WallCursor.nullable() });
export type PostPage = z.infer<typeof PostPage>;

const content = (max: number, what: string) => userText({ max, what });

export const CreatePostBody = z.object({ content: content(POST_MAX_LENGTH, 'Post') });
export type CreatePostBody = z.infer<typeof CreatePostBody>;

export const CreateResponseBody = z.object({
  content: content(RESPONSE_MAX_LENGTH, 'Response'),
});
export type CreateResponseBody = z.infer<typeof CreateResponseBody>;

export const PostIdParams = z.object({ id: Id });
