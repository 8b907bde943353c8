export { filterContent, mentionsSelfHarm, normalize, tidy } from './filter';
export type { FilterResult, FilterVerdict } from './filter';
export { LANGUAGES as SAFETY_LANGUAGES, LEXICON } from './lexicon';
export type { Lexicon, SafetyLanguage } from './lexicon';
export { CRISIS_LINES } from './crisis';
export type { CrisisLine } from './crisis';
export { assessDistress } from './distress';
export type { DistressAssessment, DistressLevel } from './distress';
