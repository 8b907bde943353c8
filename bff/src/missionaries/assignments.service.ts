import { detectLanguage } from '../platform/ai/language';
import { now } from '../platform/clock';
import type { Logger } from '../platform/logger';
import type { Mailer } from '../platform/mail';
import type { AssignmentsRepo, Candidate, RequestToAssign } from './assignments.repo';
import { assignmentMail } from './mail';

const primary = (code: string) => code.split('-')[0]!.toLowerCase();
const REASSIGN_BATCH = 100;

/** Least-loaded first; among equals the longest-serving, then by id so the order is stable. */
export function rankCandidates(candidates: Candidate[], language: string, authorId: string): Candidate[] {
  return candidates
    .filter((c) => c.languages.some((code) => primary(code) === primary(language)))
    // Nobody is asked to pray for their own request.
    .filter((c) => c.anonymousId === null || c.anonymousId !== authorId)
    .sort((a, b) => a.load - b.load || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/**
 * Gives each new prayer request to one praying person: an active, approved human missionary who
 * shares the request's language, least-loaded first. A request nobody answers in time moves on.
 */
export class AssignmentService {
  constructor(
    private readonly repo: AssignmentsRepo,
    private readonly mailer: Mailer,
    private readonly logger: Logger,
    private readonly options: { publicUrl: string; reassignAfterMs: number },
  ) {}

  /** Called when a request is shared; a request already assigned (a repeated event) is left alone. */
  async assignNew(requestId: string): Promise<string | null> {
    const request = await this.repo.visibleRequest(requestId);
    if (!request || (await this.repo.isAssigned(requestId))) return null;
    return this.assignNext(request);
  }

  /** Moves assignments nobody answered within the configured time; returns how many moved. */
  async reassignOverdue(at: Date = now()): Promise<number> {
    const overdue = await this.repo.overdue(new Date(at.getTime() - this.options.reassignAfterMs), REASSIGN_BATCH);
    let moved = 0;
    for (const connection of overdue) {
      const request = await this.repo.visibleRequest(connection.requestId);
      if (!request) {
        // Held or removed since: nobody should be asked to pray over it now.
        await this.repo.release(connection.id, 'withdrawn', at);
        continue;
      }
      const next = this.rank(request, await this.repo.candidates(request.id))[0];
      // With nobody else to ask, it stays with the first missionary rather than with no one.
      if (!next) continue;
      if (!(await this.repo.release(connection.id, 'reassigned', at))) continue;
      if (await this.connect(request, next, at)) moved++;
    }
    return moved;
  }

  private rank(request: RequestToAssign, candidates: Candidate[]): Candidate[] {
    return rankCandidates(candidates, detectLanguage(request.content), request.authorId);
  }

  private async assignNext(request: RequestToAssign): Promise<string | null> {
    for (const candidate of this.rank(request, await this.repo.candidates(request.id))) {
      if (await this.connect(request, candidate, now())) return candidate.id;
    }
    return null;
  }

  private async connect(request: RequestToAssign, missionary: Candidate, at: Date): Promise<boolean> {
    if (!(await this.repo.connect(request.id, missionary.id, at))) return false;
    if (missionary.email && missionary.emailNotifications) {
      try {
        await this.mailer.send(assignmentMail(missionary.email, missionary.displayName, missionary.languages, request.content, this.options.publicUrl));
      } catch (err) {
        // The assignment stands; the dashboard shows it even when the mail did not go out.
        this.logger.warn({ err, prayerRequestId: request.id }, 'could not mail a missionary about an assigned prayer request');
      }
    }
    return true;
  }
}

/** Runs the reassignment on every serving instance; each move is a conditional update. */
export function scheduleReassignment(service: AssignmentService, everyMs: number, logger: Logger): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    service
      .reassignOverdue()
      .catch((err: unknown) => logger.error({ err }, 'missionary reassignment failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
