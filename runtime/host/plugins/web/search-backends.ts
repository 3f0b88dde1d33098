// Where `search` sends a query: a SearXNG instance (its JSON API) or the Brave Search API, as the
// Host configures (language.md §8). Both answers become the one result shape of reference §11.3:
// {"query", "results": [{title, url, description, age?, site_name?, extra_snippets?}]}.
import type { SearchQuery } from './search-args.js';
import {
  searchBackendStatus, searchBackendUnreadable, searchEmptyUrl, searchMalformed, searchNotConfigured, searchNotUtf8,
  searchReadFailed, searchRequestFailed, searchTooBig,
} from './messages.js';

/** The search backend a Host configures. */
export type SearchBackend =
  | { readonly provider: 'searxng'; /** The instance's base URL, e.g. `https://searx.example.org`. */ readonly url: string }
  | { readonly provider: 'brave'; readonly apiKey: string; /** Default: the public Brave API endpoint. */ readonly endpoint?: string };

const BRAVE_ENDPOINT = 'https://api.search.brave.com/res/v1/web/search';
const RESPONSE_CAP = 262_144;
const DEADLINE_MS = 30_000;
const ERROR_BODY_BYTES = 2000;

interface Row { title: string; url: string; description: string; age?: string; site_name?: string; extra_snippets?: string[] }

function searxngRequest(base: string, q: SearchQuery): Request {
  const url = new URL('search', base.endsWith('/') ? base : `${base}/`);
  url.searchParams.set('q', q.query);
  url.searchParams.set('format', 'json');
  if (q.search_lang !== undefined) url.searchParams.set('language', q.search_lang);
  if (q.safesearch !== undefined) url.searchParams.set('safesearch', String(['off', 'moderate', 'strict'].indexOf(q.safesearch)));
  if (q.freshness !== undefined) url.searchParams.set('time_range', { pd: 'day', pw: 'week', pm: 'month', py: 'year' }[q.freshness]);
  return new Request(url, { headers: { Accept: 'application/json' } });
}

function braveRequest(endpoint: string, apiKey: string, q: SearchQuery): Request {
  const url = new URL(endpoint);
  url.searchParams.set('q', q.query);
  for (const key of ['count', 'freshness', 'country', 'search_lang', 'safesearch'] as const) {
    if (q[key] !== undefined) url.searchParams.set(key, String(q[key]));
  }
  return new Request(url, { headers: { Accept: 'application/json', 'X-Subscription-Token': apiKey } });
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The provider's rows in our shape; undefined when the answer has the wrong shape. */
function rowsOf(backend: SearchBackend, data: unknown): Row[] | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  // Brave leaves `web` out when nothing matched.
  const web = (data as { web?: { results?: unknown } }).web;
  const list = backend.provider === 'brave' ? (web === undefined ? [] : web?.results) : (data as { results?: unknown }).results;
  if (!Array.isArray(list)) return undefined;
  const rows: Row[] = [];
  for (const r of list as Array<Record<string, unknown>>) {
    if (typeof r !== 'object' || r === null || typeof r.url !== 'string') return undefined;
    const row: Row = { title: str(r.title), url: r.url, description: str(backend.provider === 'brave' ? r.description : r.content) };
    if (typeof r.age === 'string') row.age = r.age;
    const site = backend.provider === 'brave' ? (r.profile as { name?: unknown } | undefined)?.name : r.engine;
    if (backend.provider === 'brave' && typeof site === 'string') row.site_name = site;
    if (Array.isArray(r.extra_snippets) && r.extra_snippets.every((s) => typeof s === 'string')) row.extra_snippets = r.extra_snippets as string[];
    rows.push(row);
  }
  return rows;
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
}
const under = (host: string, domain: string) => host === domain.toLowerCase() || host.endsWith(`.${domain.toLowerCase()}`);

/** Site filters and count, applied to the rows here so both backends honour them the same way. */
function narrow(rows: Row[], q: SearchQuery): Row[] {
  let out = rows;
  if (q.include_domains !== undefined) out = out.filter((r) => q.include_domains!.some((d) => under(hostOf(r.url), d)));
  if (q.exclude_domains !== undefined) out = out.filter((r) => !q.exclude_domains!.some((d) => under(hostOf(r.url), d)));
  return q.count !== undefined ? out.slice(0, q.count) : out;
}

/** An error body quoted on one line: about 2000 bytes, control characters escaped. */
function quoteBody(bytes: Uint8Array): string {
  if (bytes.length === 0) return '(empty body)';
  const text = new TextDecoder().decode(bytes);
  return text.replace(/[\u0000-\u001f\u007f]/g, (c) =>
    c === '\n' ? '\\n' : c === '\r' ? '\\r' : c === '\t' ? '\\t' : `\\u{${c.charCodeAt(0).toString(16).padStart(4, '0')}}`);
}

/** Reads a body up to `cap` bytes; `over` says it was larger (the bytes are then a prefix). */
async function readCapped(res: Response, cap: number): Promise<{ bytes: Uint8Array; over: boolean }> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (res.body === null) return { bytes: new Uint8Array(), over: false };
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size > cap) {
      void res.body.cancel().catch(() => undefined);
      return { bytes: Buffer.concat(chunks).subarray(0, cap), over: true };
    }
  }
  return { bytes: Buffer.concat(chunks), over: false };
}

/** Runs one search; resolves to the result JSON text or throws the failure message. */
export async function runSearch(backend: SearchBackend | undefined, q: SearchQuery, signal: AbortSignal): Promise<string> {
  if (backend === undefined) throw new Error(searchNotConfigured());
  const request = backend.provider === 'searxng' ? searxngRequest(backend.url, q) : braveRequest(backend.endpoint ?? BRAVE_ENDPOINT, backend.apiKey, q);
  const deadline = AbortSignal.any([signal, AbortSignal.timeout(DEADLINE_MS)]);
  let res: Response;
  try {
    res = await fetch(request, { signal: deadline, redirect: 'follow' });
  } catch {
    throw new Error(searchRequestFailed());
  }
  if (!res.ok) {
    let prefix: Uint8Array;
    try {
      prefix = (await readCapped(res, ERROR_BODY_BYTES)).bytes;
    } catch {
      throw new Error(searchBackendUnreadable(res.status));
    }
    throw new Error(searchBackendStatus(res.status, quoteBody(prefix)));
  }
  let body: { bytes: Uint8Array; over: boolean };
  try {
    body = await readCapped(res, RESPONSE_CAP);
  } catch {
    throw new Error(searchReadFailed());
  }
  if (body.over) throw new Error(searchTooBig(RESPONSE_CAP));
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body.bytes);
  } catch {
    throw new Error(searchNotUtf8());
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error(searchMalformed());
  }
  const rows = rowsOf(backend, data);
  if (rows === undefined) throw new Error(searchMalformed());
  const empty = rows.findIndex((r) => r.url.trim() === '');
  if (empty >= 0) throw new Error(searchEmptyUrl(empty));
  return JSON.stringify({ query: q.query, results: narrow(rows, q) });
}
