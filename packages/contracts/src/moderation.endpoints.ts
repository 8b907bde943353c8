import { endpoint } from './endpoint';
import {
  AuthorNoteResult,
  CareNoteList,
  ModerationDecisionBody,
  ModerationDecisionResult,
  ModerationItemRef,
  ModerationQueue,
} from './moderation';

/** The moderation calls; every one but careNotes needs a moderator's session. */
export const moderationEndpoints = {
  moderationQueue: endpoint('GET', '/api/moderation/queue', undefined, ModerationQueue),
  moderationDecide: endpoint('POST', '/api/moderation/decisions', ModerationDecisionBody, ModerationDecisionResult),
  moderationNoteAuthor: endpoint('POST', '/api/moderation/author-notes', ModerationItemRef, AuthorNoteResult),
  careNotes: endpoint('GET', '/api/care-notes', undefined, CareNoteList),
} as const;
