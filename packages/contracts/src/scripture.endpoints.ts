import { endpoint } from './endpoint';
import { GrammarPreviewBody, GrammarPreviewResult } from './guidance';

/** The scripture and guidance calls; merged into `endpoints` (endpoints.ts). */
export const scriptureEndpoints = {
  grammarPreview: endpoint('POST', '/api/prayer-requests/grammar-preview', GrammarPreviewBody, GrammarPreviewResult),
} as const;
