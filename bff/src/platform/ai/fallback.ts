import type { GrammarPreviewMode, GrammarPreviewResult } from '@flow/contracts';
import type { Logger } from '../logger';
import { detectLanguage } from './language';
import { assessCare } from './offline';
import type { AiEngine, Guidance, GuidanceRequest } from './types';

/** Tries the remote engine; on any failure (timeout, bad output, invented verse) the offline one answers. */
export class FallbackEngine implements AiEngine {
  readonly name: string;

  constructor(
    private readonly primary: AiEngine,
    private readonly fallback: AiEngine,
    private readonly logger: Logger,
  ) {
    this.name = `${primary.name}+${fallback.name}`;
  }

  async guidance(request: GuidanceRequest): Promise<Guidance> {
    // Crisis, abuse and the filter's replacement text get the reviewed safety copy, never a model's improvisation.
    const care = assessCare(request.text, detectLanguage(request.text));
    if (care.care || care.replaced) return this.fallback.guidance(request);
    try {
      return await this.primary.guidance(request);
    } catch (err) {
      this.logger.warn({ err: String(err), engine: this.primary.name }, 'AI guidance failed; answering offline');
      return this.fallback.guidance(request);
    }
  }

  async grammar(text: string, mode: GrammarPreviewMode): Promise<GrammarPreviewResult> {
    try {
      return await this.primary.grammar(text, mode);
    } catch (err) {
      this.logger.warn({ err: String(err), engine: this.primary.name }, 'AI grammar check failed; correcting offline');
      return this.fallback.grammar(text, mode);
    }
  }
}
