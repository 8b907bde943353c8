import { MannaImageBody, MannaImageResult, RandomVerse, SiteInfo } from './content';
import { endpoint } from './endpoint';

/** The content pages' calls; merged into `endpoints` (endpoints.ts). */
export const contentEndpoints = {
  randomVerse: endpoint('GET', '/api/random-verse', undefined, RandomVerse),
  siteInfo: endpoint('GET', '/api/site-info', undefined, SiteInfo),
  generateMannaImage: endpoint('POST', '/api/generate-manna-image', MannaImageBody, MannaImageResult),
} as const;
