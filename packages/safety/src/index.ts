export { filterContent, mentionsSelfHarm, normalize, stripInvisible, tidy } from './filter';
export type { FilterResult, FilterVerdict } from './filter';
export { LANGUAGES as SAFETY_LANGUAGES, LEXICON } from './lexicon';
export type { Lexicon, SafetyLanguage } from './lexicon';
export {
  COUNTRY_LINES,
  INTERNATIONAL_DIRECTORY,
  LANGUAGE_COUNTRIES,
  crisisAnswer,
  crisisLinesFor,
  isDialable,
  linesOf,
  smsHref,
  telHref,
} from './crisis/lines';
export type { CountryLines, CrisisAnswer, CrisisLine, CrisisLineView, LineHours, LineKind, Source } from './crisis/lines';
export { assessDistress, bereavedBySuicide } from './distress';
export type { DistressAssessment, DistressLevel } from './distress';
