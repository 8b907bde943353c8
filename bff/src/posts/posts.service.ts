import { randomUUID } from 'node:crypto';
import type { CommunityResponse, CreatedPost, CreatedResponse, Post } from '@flow/contracts';
import type { IntercessionsService } from '../intercessions/intercessions.service';
import { now } from '../platform/clock';
import { NotFoundError } from '../platform/http/errors';
import type { Logger } from '../platform/logger';
import type { WallEvents } from '../platform/wall';
import type { AuthorViews } from '../wall-items/author';
import { prepareText } from '../wall-items/text';
import type { AiResponseRecord, PostRecord, PostsRepo, ResponseRecord } from './posts.repo';

/** The wall shows the newest posts only; older ones stay stored. */
export const WALL_POST_LIMIT = 100;
export const POST_NOT_FOUND = 'Post not found';

/**
 * Runs after a post is stored, outside the request: the AI engine (a later module) registers
 * here to write `ai_responses` and announce it. A failing hook is logged, never the author's error.
 */
export type PostCreatedHook = (post: Post, authorId: string) => Promise<void> | void;

export class PostsService {
  private readonly createdHooks: PostCreatedHook[] = [];

  constructor(
    private readonly repo: PostsRepo,
    private readonly events: WallEvents,
    private readonly logger: Logger,
    private readonly intercessions: IntercessionsService,
    private readonly authors: AuthorViews,
  ) {}

  onPostCreated(hook: PostCreatedHook): void {
    this.createdHooks.push(hook);
  }

  /** Newest first, in a fixed number of queries whatever the number of posts. */
  async list(viewer: string | undefined): Promise<Post[]> {
    const posts = await this.repo.listRecent(WALL_POST_LIMIT);
    return this.assemble(posts, viewer);
  }

  async get(id: string, viewer: string | undefined): Promise<Post> {
    const post = await this.repo.findById(id);
    if (!post) throw new NotFoundError(POST_NOT_FOUND);
    const [assembled] = await this.assemble([post], viewer);
    return assembled;
  }

  /** Who wrote a post on view (for "Pray for this"). */
  async authorOf(id: string): Promise<string | null> {
    return (await this.repo.findById(id))?.anonymousId ?? null;
  }

  /** Self-harm content is kept for review instead of published; the author is told so. */
  async create(author: string, text: string): Promise<CreatedPost> {
    const screened = prepareText(text);
    const record: PostRecord = {
      id: randomUUID(),
      content: screened.content,
      originalContent: screened.originalContent,
      anonymousId: author,
      createdAt: now().toISOString(),
      hearts: 0,
    };
    await this.repo.insertPost(record, screened.held);
    const post: Post = { ...this.authors.publish('post', record, author), liked: false, aiResponse: null, communityResponses: [], prayedCount: 0, prayedToday: false };
    if (!screened.held) {
      this.events.publish({ type: 'post_created', id: post.id });
      this.runCreatedHooks(post, author);
    }
    return { ...post, heldForReview: screened.held };
  }

  async respond(postId: string, author: string, text: string): Promise<CreatedResponse> {
    // A post held for review or hidden by reports takes no responses; it is not on view.
    if (!(await this.repo.findById(postId))) throw new NotFoundError(POST_NOT_FOUND);
    const screened = prepareText(text);
    const record: ResponseRecord = {
      id: randomUUID(),
      postId,
      content: screened.content,
      originalContent: screened.originalContent,
      anonymousId: author,
      createdAt: now().toISOString(),
      hearts: 0,
    };
    // The foreign key still catches a post removed between the check and the insert.
    if (!(await this.repo.insertResponse(record, screened.held))) throw new NotFoundError(POST_NOT_FOUND);
    if (!screened.held) this.events.publish({ type: 'response_created', postId, id: record.id });
    return { ...this.authors.publish('response', record, author), liked: false, heldForReview: screened.held };
  }

  private runCreatedHooks(post: Post, authorId: string): void {
    for (const hook of this.createdHooks) {
      void Promise.resolve()
        .then(() => hook(post, authorId))
        .catch((err: unknown) => this.logger.error({ err, postId: post.id }, 'post-created hook failed'));
    }
  }

  private async assemble(posts: PostRecord[], viewer: string | undefined): Promise<Post[]> {
    const ids = posts.map((p) => p.id);
    const none = Promise.resolve(new Set<string>());
    const [aiResponses, responses, likedPosts, likedResponses, prayed] = await Promise.all([
      this.repo.aiResponsesFor(ids),
      this.repo.responsesFor(ids),
      viewer ? this.repo.likedPostIds(viewer, ids) : none,
      viewer ? this.repo.likedResponseIds(viewer, ids) : none,
      this.intercessions.infoFor('post', posts, viewer),
    ]);
    const aiByPost = new Map<string, AiResponseRecord>(aiResponses.map((a) => [a.postId, a]));
    const responsesByPost = new Map<string, CommunityResponse[]>();
    for (const r of responses) {
      const list = responsesByPost.get(r.postId) ?? [];
      list.push({ ...this.authors.publish('response', r, viewer), liked: likedResponses.has(r.id) });
      responsesByPost.set(r.postId, list);
    }
    return posts.map((p) => {
      const ai = aiByPost.get(p.id);
      const published = this.authors.publish('post', p, viewer);
      return {
        ...published,
        liked: likedPosts.has(p.id),
        aiResponse: ai
          ? {
              id: ai.id,
              source: ai.source,
              verse: ai.verse,
              reference: ai.reference,
              guidance: ai.guidance,
              // How the writer was read (crisis, abuse) is theirs alone: others see the reply only.
              care: published.isMine ? (ai.care ?? null) : null,
              createdAt: ai.createdAt,
            }
          : null,
        communityResponses: responsesByPost.get(p.id) ?? [],
        prayedCount: prayed.get(p.id)?.prayedCount ?? null,
        prayedToday: prayed.get(p.id)?.prayedToday ?? false,
      };
    });
  }
}
