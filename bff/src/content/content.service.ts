import { VERSE_TRANSLATION, type MannaImageBody, type MannaImageResult, type RandomVerse, type SiteInfo } from '@flow/contracts';
import { mannaSvg } from './manna-image/manna-svg';
import type { MannaImagePool } from './manna-image/manna-image.pool';
import type { VersesRepo } from './verses.repo';

export class ContentService {
  constructor(
    private readonly verses: VersesRepo,
    private readonly site: SiteInfo,
    private readonly images: MannaImagePool,
    private readonly random: () => number = Math.random,
  ) {}

  /** Spec 001 §7: the shareable image of a verse, drawn offline (SVG rendered in a worker). */
  async mannaImage(body: MannaImageBody): Promise<MannaImageResult> {
    const png = await this.images.render(mannaSvg(body));
    return { imageUrl: `data:image/png;base64,${png.toString('base64')}` };
  }

  siteInfo(): SiteInfo {
    return this.site;
  }

  /** Spec 001 §4 "Get New Verse": any verse of the pool, never the one the page already shows. */
  randomVerse(except?: string): RandomVerse {
    const pool = this.verses.standalone();
    const choices = except ? pool.filter((v) => v.reference !== except) : pool;
    const picked = choices[Math.floor(this.random() * choices.length)] ?? pool[0];
    return { verse: picked.text, reference: picked.reference, source: picked.source, translation: VERSE_TRANSLATION };
  }
}
