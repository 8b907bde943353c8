import type { HeartItemType } from '@flow/contracts';
import type { PrayableType } from '../intercessions/intercessions.repo';
import type { IntercessionsService } from '../intercessions/intercessions.service';
import { viewerKey } from './viewer-events';
import type { ItemsOfType, ViewerStateRepo } from './viewer-state.repo';
import { ViewerStates, type ViewerFacts } from './viewer-states';

/** What one viewer sees of their own on a page. Keys of `liked` and `prayed` are `type:id`. */
export interface ViewerView extends ViewerFacts {
  /** People who prayed for each of the viewer's own items on the page. */
  counts: Map<string, number>;
}

export interface PageForViewer {
  prayable: ItemsOfType<PrayableType>;
  hearts: ReadonlyArray<ItemsOfType<HeartItemType>>;
  /** The page's items the viewer wrote (their prayer counts are theirs to see). */
  own: readonly string[];
}

/**
 * The viewer's part of a wall page. Their hearts and today's prayers come from what this
 * process keeps of them (ViewerStates, one lookup per viewer until they change something), the
 * counts on their own items from IntercessionsService's short-lived counts.
 */
export class ViewerLookup {
  constructor(
    private readonly repo: ViewerStateRepo,
    private readonly intercessions: IntercessionsService,
    private readonly states = new ViewerStates(),
  ) {}

  async forPage(viewer: string, page: PageForViewer): Promise<ViewerView> {
    const day = this.intercessions.today();
    const [facts, counts] = await Promise.all([
      this.states.get(viewerKey(viewer), day, (limit) => this.repo.load(viewer, day, limit)),
      page.own.length ? this.intercessions.countsOf(page.prayable.type, page.own) : Promise.resolve(new Map<string, number>()),
    ]);
    if (facts) return { ...facts, counts };
    // Too many to keep: this page's items only.
    const rows = await this.repo.among(viewer, page.hearts, page.prayable, day);
    return { liked: new Set(rows.liked), prayed: new Set(rows.prayed), counts };
  }

  /** One viewer's own hearts or prayers changed (`key`: viewerKey of the identity). */
  viewerChanged(key: string): void {
    this.states.forget(key);
  }
}
