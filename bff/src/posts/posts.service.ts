import { randomUUID } from 'node:crypto';
import type { CommunityResponse, CreatedPost, CreatedResponse, GuidanceCare, Post } from '@flow/contracts';
import { now } from '../platform/clock';
import { NotFoundError } from '../platform/http/errors';
import type { Logger } from '../platform/logger';
import type { WallEvents } from '../platform/wall';
import type { AuthorViews } from '../wall-items/author';
import { decodeCursor, encodeCursor, type WallPosition } from '../wall-items/cursor';
import { assembleItems } from '../wall-items/assemble';
import { FittedBytes, responsesKey, type Fitted } from '../wall-items/fitted-bytes';
import { PageCache } from '../wall-items/page-cache';
import { indexPage, touchedPositions, type PageIndex } from '../wall-items/page-index';
import { prepareText } from '../wall-items/text';
import type { ViewerLookup } from '../wall-items/viewer-lookup';
import type { AiResponseRecord, PostRecord, PostsRepo, ResponseRecord } from './posts.repo';

/** The wall shows the newest posts only; older ones stay stored. */
export const WALL_POST_LIMIT = 100;
/** Posts per page of the paged wall (`GET /api/wall/posts`). */
export const WALL_PAGE_SIZE = 20;
export const POST_NOT_FOUND = 'Post not found';

/**
 * Runs after a post is stored, outside the request: the AI engine (a later module) registers
 * here to write `ai_responses` and announce it. A failing hook is logged, never the author's error.
 */
export type PostCreatedHook = (post: Post, authorId: string) => Promise<void> | void;

export class PostsService {
  private readonly createdHooks: PostCreatedHook[] = [];
  private readonly pages = new PageCache<PublicPostsPage>();

  constructor(
    private readonly repo: PostsRepo,
    private readonly events: WallEvents,
    private readonly logger: Logger,
    private readonly viewers: ViewerLookup,
    private readonly authors: AuthorViews,
  ) {}

  onPostCreated(hook: PostCreatedHook): void {
    this.createdHooks.push(hook);
  }

  /**
   * The newest posts as JSON, fitted to the viewer. What everyone sees is built once per wall
   * change (see PageCache); only the viewer's own part is looked up per request.
   */
  async listJson(viewer: string | undefined): Promise<string | Buffer> {
    const page = await this.pages.get(`list:${WALL_POST_LIMIT}`, () => this.publicPage(WALL_POST_LIMIT, undefined));
    return this.forViewer(page, viewer, (posts) => posts);
  }

  /** One page of the wall as JSON (`{ posts, nextCursor }`), after `cursor` when given. */
  async pageJson(cursor: string | undefined, viewer: string | undefined): Promise<string | Buffer> {
    const position = cursor === undefined ? undefined : decodeCursor(cursor);
    const page = await this.pages.get(`page:${WALL_PAGE_SIZE}:${cursor ?? ''}`, () => this.publicPage(WALL_PAGE_SIZE, position));
    return this.forViewer(page, viewer, (posts) => `{"posts":${posts},"nextCursor":${JSON.stringify(page.nextCursor)}}`);
  }

  /** The newest posts, fitted to the viewer. */
  async list(viewer: string | undefined): Promise<Post[]> {
    return JSON.parse(String(await this.listJson(viewer))) as Post[];
  }

  /** Any change to the walls: cached pages are dropped (wired to the wall events in app.ts). */
  wallChanged(): void {
    this.pages.clear();
  }

  async get(id: string, viewer: string | undefined): Promise<Post> {
    const post = await this.repo.findById(id);
    if (!post) throw new NotFoundError(POST_NOT_FOUND);
    const page = await this.build([post], null);
    return (await this.personalise(page, viewer))?.[0]?.item() ?? page.posts[0];
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

  /** A page as anyone sees it, with what is needed to fit it to one viewer kept aside. */
  private async publicPage(limit: number, position: WallPosition | undefined): Promise<PublicPostsPage> {
    // One more than a page tells whether another page follows without counting the table.
    const records = await this.repo.listPage(limit + 1, position);
    const shown = records.slice(0, limit);
    const last = shown.at(-1);
    const nextCursor = records.length > limit && last ? encodeCursor(last) : null;
    return this.build(shown, nextCursor);
  }

  private async build(posts: PostRecord[], nextCursor: string | null): Promise<PublicPostsPage> {
    const ids = posts.map((p) => p.id);
    const [aiResponses, responses] = await Promise.all([this.repo.aiResponsesFor(ids), this.repo.responsesFor(ids)]);
    const aiByPost = new Map<string, AiResponseRecord>(aiResponses.map((a) => [a.postId, a]));
    const page: PublicPostsPage = {
      posts: [],
      nextCursor,
      authors: new Map(),
      private: new Map(),
      responseIds: [],
    };
    const responsesByPost = new Map<string, CommunityResponse[]>();
    for (const r of responses) {
      const list = responsesByPost.get(r.postId) ?? [];
      list.push({ ...this.authors.publish('response', r, undefined), liked: false });
      responsesByPost.set(r.postId, list);
      page.authors.set(r.id, r.anonymousId);
      page.private.set(r.id, { original: r.originalContent, care: null });
      page.responseIds.push(r.id);
    }
    for (const p of posts) {
      const ai = aiByPost.get(p.id);
      page.authors.set(p.id, p.anonymousId);
      page.private.set(p.id, { original: p.originalContent, care: ai?.care ?? null });
      page.posts.push({
        ...this.authors.publish('post', p, undefined),
        liked: false,
        aiResponse: ai
          ? {
              id: ai.id,
              source: ai.source,
              verse: ai.verse,
              reference: ai.reference,
              guidance: ai.guidance,
              // How the writer was read (crisis, abuse) is theirs alone: others see the reply only.
              care: null,
              createdAt: ai.createdAt,
            }
          : null,
        communityResponses: responsesByPost.get(p.id) ?? [],
        prayedCount: null,
        prayedToday: false,
      });
    }
    return page;
  }

  /**
   * The page as this viewer sees it: their hearts, their prayers today, and on their own items
   * the original text, the care note and the prayer count. Nothing of anyone else's changes.
   * Each entry is the post as fitted to the viewer (see FittedBytes), or null where it is the same as for everyone;
   * null for the whole page when nothing on it is the viewer's.
   */
  private async personalise(page: PublicPostsPage, viewer: string | undefined): Promise<Array<Fitted<Post> | null> | null> {
    if (!viewer) return null;
    const index = (page.index ??= indexPage(page.posts, 'post', (p) => p.communityResponses, 'response', page.authors));
    const ownKeys = index.byAuthor.get(viewer) ?? [];
    const { liked, prayed, counts } = await this.viewers.forPage(viewer, {
      prayable: { type: 'post', ids: index.ids },
      hearts: [
        { type: 'post', ids: index.ids },
        { type: 'response', ids: page.responseIds },
      ],
      own: ownKeys.filter((key) => key.startsWith('post:')).map((key) => key.slice('post:'.length)),
    });
    const touched = touchedPositions(index, ownKeys, liked, prayed);
    if (!touched.size) return null;
    const mine = (id: string) => page.authors.get(id) === viewer;
    const posts: Array<Fitted<Post> | null> = page.posts.map(() => null);
    for (const at of touched) {
      const p = page.posts[at];
      const own = mine(p.id);
      const likedPost = liked.has(`post:${p.id}`);
      const prayedToday = prayed.has(`post:${p.id}`);
      const prayedCount = own ? (counts.get(p.id) ?? 0) : null;
      const responses = p.communityResponses.map((r) => ({ mine: mine(r.id), liked: liked.has(`response:${r.id}`) }));
      posts[at] = {
        key: `${at}:${own ? `m${prayedCount}` : ''}${likedPost ? 'l' : ''}${prayedToday ? 'p' : ''}:${responsesKey(responses)}`,
        item: () => {
          const secret = page.private.get(p.id);
          return {
            ...p,
            isMine: own,
            original: own ? (secret?.original ?? null) : null,
            liked: likedPost,
            aiResponse: p.aiResponse && own ? { ...p.aiResponse, care: secret?.care ?? null } : p.aiResponse,
            communityResponses: p.communityResponses.map((r, j) =>
              responses[j].mine || responses[j].liked
                ? {
                    ...r,
                    isMine: responses[j].mine,
                    original: responses[j].mine ? (page.private.get(r.id)?.original ?? null) : null,
                    liked: responses[j].liked,
                  }
                : r,
            ),
            prayedCount,
            prayedToday,
          };
        },
      };
    }
    return posts;
  }

  /**
   * The answer in the endpoint's shape (`wrap` puts the posts' JSON array in it). Posts that are
   * the same for everyone are copied in from the page's shared JSON, each serialised once; only
   * the viewer's own are serialised per request.
   */
  private async forViewer(page: PublicPostsPage, viewer: string | undefined, wrap: (postsJson: string) => string): Promise<string | Buffer> {
    const posts = await this.personalise(page, viewer);
    page.postBytes ??= page.posts.map((p) => Buffer.from(JSON.stringify(p)));
    // The shared answer goes out as the same bytes every time, encoded once.
    if (!posts) return (page.shaped ??= assembleItems(wrap, page.postBytes, null));
    const fitted = (page.fitted ??= new FittedBytes());
    // One page object serves one endpoint shape, so the fittings name the whole answer.
    const answerKey = `answer:${posts.map((p) => p?.key ?? '').join('|')}`;
    return fitted.bytesFor(answerKey, () =>
      assembleItems(
        wrap,
        page.postBytes!,
        posts.map((p) => (p ? fitted.get(p.key, () => JSON.stringify(p.item())) : null)),
      ),
    );
  }
}

/** A page of the wall as everyone sees it, and what the server keeps aside to fit it to a viewer. */
interface PublicPostsPage {
  /** As a stranger sees them: nobody's, no hearts given, no care notes, no counts. */
  posts: Post[];
  /** Each post as everyone sees it, serialised and encoded on first use and then shared. */
  postBytes?: Buffer[];
  /** The public answer in the endpoint's shape, serialised and encoded on first use, then shared. */
  shaped?: Buffer;
  nextCursor: string | null;
  /** Item id (post or response) → its author's identity. Never sent. */
  authors: Map<string, string>;
  /** What only an item's author may see. Never sent to anyone else. */
  private: Map<string, { original: string | null; care: GuidanceCare | null }>;
  responseIds: string[];
  /** Where each item is and who wrote what, built on first use by a viewer. Never sent. */
  index?: PageIndex;
  /** Items as fitted to viewers, serialised once per distinct fitting. */
  fitted?: FittedBytes;
}
