/**
 * The hold rule moved to `moderation/visibility.ts`; these names stay importable from here for
 * the reports module.
 */
export { ITEM_TABLE, holdItem, type HoldReason, type ModeratedItemType } from '../moderation/visibility';
