import { VERSE_TRANSLATION, type RandomVerse, type SiteInfo } from '@flow/contracts';
import type { VersesRepo } from './verses.repo';

export class ContentService {
  constructor(
    private readonly verses: VersesRepo,
    private readonly site: SiteInfo,
    private readonly random: () => number = Math.random,
  ) {}

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
