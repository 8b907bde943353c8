import { RandomVerse } from './content';
import { endpoint } from './endpoint';

/** The content pages' calls; merged into `endpoints` (endpoints.ts). */
export const contentEndpoints = {
  randomVerse: endpoint('GET', '/api/random-verse', undefined, RandomVerse),
} as const;
