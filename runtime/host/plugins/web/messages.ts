// Every message of the web Plugin `promptforge/web`, in the order of reference §11.3 (fetch, then
// search). Hard failures are thrown (the call fails); soft failures are the fetch's result text.

/** Tool descriptions (reference §11.3). */
export const FETCH_DESCRIPTION = 'Fetch a web page and return its main content as markdown.';
export const SEARCH_DESCRIPTION = 'Search the web and return a list of results (title, url, description).';

// fetch: hard failures (tool error kind InvalidArguments).
export const fetchMissingUrl = (): string => 'web_fetch: missing url argument';
export const fetchMaxChars = (): string => 'web_fetch: max_chars must be a positive integer';
export const fetchRaw = (): string => 'web_fetch: raw must be a boolean';
export const invalidUrl = (): string => 'invalid url';
export const userinfoRefused = (): string => 'url must not contain userinfo';
export const portRefused = (port: number): string => `port not allowed: ${port}`;
export const ipLiteralRefused = (address: string): string => `ip literal host not allowed: ${address}`;
export const noAllowedAddress = (host: string): string => `host ${host} has no allowed address`;

// fetch: soft failures (the call's result text).
export const schemeRefused = (scheme: string): string => `scheme not allowed: ${scheme}`;
export const dnsFailed = (host: string): string => `dns resolution failed for ${host}`;
export const timedOut = (url: string): string => `request to ${url} timed out; try again or use a different URL`;
export const httpStatus = (url: string, status: number): string => `${url} answered HTTP ${status}; try a different URL`;
export const redirectRefused = (from: string, to: string, reason: string): string => `redirect from ${from} to ${to} refused: ${reason}`;
export const tooManyRedirects = (max: number): string => `exceeded max redirects (${max})`;
export const downgradeRefused = (): string => 'refusing https to http downgrade';
export const noContentType = (url: string): string =>
  `response from ${url} declared no content type; refusing to guess its format; try a different URL`;
export const contentTypeRefused = (type: string, url: string): string =>
  `content type ${type} from ${url} cannot be returned as text; try an HTML version of the page or a different URL`;
export const unknownCharset = (url: string, charset: string): string =>
  `response from ${url} declared unknown charset ${charset}; cannot decode its text`;
export const sizeCap = (url: string, limit: number): string => `response from ${url} exceeds the ${limit}-byte size cap`;
export const bodyRead = (url: string): string => `the response body from ${url} could not be read; try again or use a different URL`;
export const networkError = (url: string): string => `fetch failed for ${url}: network error; try a different URL`;

// search (every failure fails the call).
export const searchInvalid = (): string => 'web_search: invalid arguments';
export const searchEmpty = (): string => 'web_search: query must not be empty';
export const searchTooLong = (): string => 'web_search: query exceeds 400 characters';
export const searchCount = (): string => 'web_search: count must be between 1 and 20';
export const searchFieldLength = (field: string): string => `web_search: ${field} must be 1..=128 characters`;
export const searchTooManyHosts = (field: string): string => `web_search: ${field} may list at most 20 hostnames`;
export const searchBadHost = (field: string): string => `web_search: ${field} contains an invalid hostname`;
export const searchRequestFailed = (): string => 'web_search: request failed';
export const searchReadFailed = (): string => 'web_search: reading response failed';
export const searchBackendStatus = (code: number, body: string): string => `web_search: backend returned ${code}: ${body}`;
export const searchBackendUnreadable = (code: number): string =>
  `web_search: backend returned ${code}, and its error body could not be read`;
export const searchTooBig = (limit: number): string => `web_search: response body exceeded ${limit} bytes`;
export const searchNotUtf8 = (): string => 'web_search: response body was not valid UTF-8';
export const searchMalformed = (): string => 'web_search: malformed search response';
export const searchEmptyUrl = (index: number): string => `web_search: malformed search response: result ${index} has an empty url`;
/** Ours: language.md §8 asks for a clear failure when the Host configured no search backend. */
export const searchNotConfigured = (): string =>
  'web_search: no search backend is configured; give webPlugin({ search }) a SearXNG instance or a Brave Search API key';
