// The `search` tool's arguments (reference §11.3 "Search options"): checked before anything is sent.
import type { JsonObject } from '../../../engine/json.js';
import {
  searchBadHost, searchCount, searchEmpty, searchFieldLength, searchInvalid, searchTooLong, searchTooManyHosts,
} from './messages.js';

/** A checked search request. */
export interface SearchQuery {
  readonly query: string;
  readonly count?: number;
  readonly freshness?: 'pd' | 'pw' | 'pm' | 'py';
  readonly country?: string;
  readonly search_lang?: string;
  readonly safesearch?: 'off' | 'moderate' | 'strict';
  readonly include_domains?: readonly string[];
  readonly exclude_domains?: readonly string[];
}

/** The eight-field schema the model sees; only `query` is required. */
export const SEARCH_PARAMETERS: JsonObject = {
  type: 'object',
  properties: {
    query: { type: 'string', minLength: 1, maxLength: 400, description: 'The search text.' },
    count: { type: 'integer', minimum: 1, maximum: 20, description: 'How many results to return.' },
    freshness: { type: 'string', enum: ['pd', 'pw', 'pm', 'py'], description: 'Past day, week, month or year.' },
    country: { type: 'string', description: 'A country code.' },
    search_lang: { type: 'string', description: 'A language code.' },
    safesearch: { type: 'string', enum: ['off', 'moderate', 'strict'] },
    include_domains: { type: 'array', items: { type: 'string' }, maxItems: 20, description: 'Keep only results from these hosts.' },
    exclude_domains: { type: 'array', items: { type: 'string' }, maxItems: 20, description: 'Drop results from these hosts.' },
  },
  required: ['query'],
};

const FIELDS = new Set(Object.keys(SEARCH_PARAMETERS.properties as object));
const invalid = (): never => {
  throw new Error(searchInvalid());
};
const chars = (s: string) => Array.from(s).length;

function hostList(field: 'include_domains' | 'exclude_domains', v: unknown): string[] {
  if (!Array.isArray(v)) return invalid();
  if (v.length > 20) throw new Error(searchTooManyHosts(field));
  for (const h of v as string[]) {
    if (h.trim() === '' || chars(h) > 128 || /[/\s\u0000-\u001f\u007f]/.test(h)) throw new Error(searchBadHost(field));
  }
  return v as string[];
}

/** Checks the arguments in the order of the table: unknown fields and types first, then each rule. */
export function readSearchArgs(args: JsonObject): SearchQuery {
  for (const key of Object.keys(args)) if (!FIELDS.has(key)) invalid();
  const { query, count, freshness, country, search_lang, safesearch, include_domains, exclude_domains } = args;
  if (typeof query !== 'string') return invalid();
  if (count !== undefined && !(typeof count === 'number' && Number.isInteger(count) && count >= 0)) invalid();
  if (freshness !== undefined && !['pd', 'pw', 'pm', 'py'].includes(freshness as string)) invalid();
  if (safesearch !== undefined && !['off', 'moderate', 'strict'].includes(safesearch as string)) invalid();
  for (const v of [country, search_lang]) if (v !== undefined && typeof v !== 'string') invalid();
  for (const v of [include_domains, exclude_domains]) {
    if (v !== undefined && !(Array.isArray(v) && v.every((h) => typeof h === 'string'))) invalid();
  }
  if (query.trim() === '') throw new Error(searchEmpty());
  if (chars(query) > 400) throw new Error(searchTooLong());
  if (typeof count === 'number' && (count < 1 || count > 20)) throw new Error(searchCount());
  for (const [field, v] of [['country', country], ['search_lang', search_lang]] as const) {
    if (typeof v === 'string' && (v.trim() === '' || chars(v) > 128)) throw new Error(searchFieldLength(field));
  }
  return {
    query,
    ...(typeof count === 'number' ? { count } : {}),
    ...(freshness !== undefined ? { freshness: freshness as SearchQuery['freshness'] & string } : {}),
    ...(typeof country === 'string' ? { country } : {}),
    ...(typeof search_lang === 'string' ? { search_lang } : {}),
    ...(safesearch !== undefined ? { safesearch: safesearch as SearchQuery['safesearch'] & string } : {}),
    ...(include_domains !== undefined ? { include_domains: hostList('include_domains', include_domains) } : {}),
    ...(exclude_domains !== undefined ? { exclude_domains: hostList('exclude_domains', exclude_domains) } : {}),
  };
}
