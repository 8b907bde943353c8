import { z } from 'zod';
import { endpoint } from './endpoint';

export const CRISIS_LANGUAGES = ['en', 'pt-BR', 'es', 'fr', 'zh-CN', 'ko', 'ja', 'hi', 'ru'] as const;

/** `?lang=` is the visitor's interface language; English when absent. */
export const CrisisLinesQuery = z.object({
  lang: z.enum(CRISIS_LANGUAGES, { error: 'lang must be one of the interface languages' }).default('en'),
});
export type CrisisLinesQuery = z.infer<typeof CrisisLinesQuery>;

const Link = z.object({ display: z.string(), href: z.string().regex(/^(tel|sms):/) });

export const CrisisLineInfo = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['crisis', 'abuse']),
  call: Link.nullable(),
  text: Link.extend({ body: z.string().nullable() }).nullable(),
  chatUrl: z.string().url().nullable(),
  hours: z.enum(['always', 'varies']),
  languages: z.array(z.string()),
  /** A menu option to choose after dialling ("option 4"), when there is one. */
  option: z.string().nullable(),
  /**
   * Where the number was read: `official` is the operator's or a public authority's own page,
   * `secondary` a news or reference page kept because no official one was found.
   */
  source: z.object({ url: z.string(), retrieved: z.string(), kind: z.enum(['official', 'secondary']) }),
});
export type CrisisLineInfo = z.infer<typeof CrisisLineInfo>;

export const CountryCrisisLines = z.object({
  /** ISO 3166-1 alpha-2. */
  countryCode: z.string().length(2),
  /**
   * The country's name in the requested language ("Reino Unido", "영국"). Absent from crisis
   * lines stored in chat messages before it existed; readers then name the code themselves.
   */
  name: z.string().min(1).optional(),
  emergency: Link.nullable(),
  lines: z.array(CrisisLineInfo),
});
export type CountryCrisisLines = z.infer<typeof CountryCrisisLines>;

/**
 * The visitor's country first (resolved by the server from the request's address, `null` when
 * unknown), then the countries where their language is mostly spoken, then a worldwide directory.
 */
export const CrisisLinesResult = z.object({
  countryCode: z.string().length(2).nullable(),
  countries: z.array(CountryCrisisLines),
  international: z.object({ name: z.string(), url: z.string().url() }),
});
export type CrisisLinesResult = z.infer<typeof CrisisLinesResult>;

export const crisisEndpoints = {
  /** Query string `?lang=` (CrisisLinesQuery). */
  crisisLines: endpoint('GET', '/api/crisis-lines', undefined, CrisisLinesResult),
} as const;
