// The `fetch` tool (reference §11.3): arguments, admission, redirects, body limits, the content
// classes and the provenance header. Hard failures throw; soft failures are returned as the text.
import type { IncomingMessage } from 'node:http';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import type { JsonObject } from '../../../engine/json.js';
import { admitUrl, displayUrl, parseUrl } from './address-policy.js';
import type { ResolvedPolicy } from './policy.js';
import { classify, cutChars, decoderFor, htmlToMarkdown, parseContentType } from './content.js';
import { getOnce, HopFailure } from './http-get.js';
import {
  bodyRead, contentTypeRefused, downgradeRefused, fetchMaxChars, fetchMissingUrl, fetchRaw, httpStatus, invalidUrl,
  networkError, noContentType, redirectRefused, sizeCap, timedOut, tooManyRedirects, unknownCharset,
} from './messages.js';

/** The checked arguments: the URL text, the effective character limit, raw. */
function readArgs(args: JsonObject, limit: number): { url: string; maxChars: number; raw: boolean } {
  const url = args.url;
  if (typeof url !== 'string') throw new Error(fetchMissingUrl());
  const m = args.max_chars;
  if (m !== undefined && m !== null && !(typeof m === 'number' && Number.isInteger(m) && m >= 1)) throw new Error(fetchMaxChars());
  const raw = args.raw;
  if (raw !== undefined && raw !== null && typeof raw !== 'boolean') throw new Error(fetchRaw());
  return { url, maxChars: typeof m === 'number' ? Math.min(m, limit) : limit, raw: raw === true };
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Runs one fetch; resolves to the result text (success or soft failure). */
export async function runFetch(args: JsonObject, policy: ResolvedPolicy, signal: AbortSignal): Promise<string> {
  const { url: text, maxChars, raw } = readArgs(args, policy.maxChars);
  let url = parseUrl(text);
  if (url === undefined) throw new Error(invalidUrl());
  const first = admitUrl(url, policy);
  if (!first.ok) {
    if (first.hard) throw new Error(first.message);
    return first.message;
  }
  const deadline = AbortSignal.any([signal, AbortSignal.timeout(policy.timeoutMs)]);
  let response: IncomingMessage;
  for (let hops = 0; ; hops++) {
    try {
      response = await getOnce(url, policy, deadline);
    } catch (e) {
      if (!(e instanceof HopFailure)) throw e;
      if (e.kind === 'hard') throw new Error(e.message);
      if (e.kind === 'soft') return e.message;
      if (e.kind === 'timeout') return timedOut(displayUrl(url));
      return networkError(url.href);
    }
    const location = response.headers.location;
    if (!REDIRECTS.has(response.statusCode ?? 0) || location === undefined) break;
    response.destroy();
    const next = parseUrl(location, url);
    if (next === undefined) return redirectRefused(displayUrl(url), location, invalidUrl());
    const from = displayUrl(url), to = displayUrl(next);
    if (hops + 1 > policy.maxRedirects) return redirectRefused(from, to, tooManyRedirects(policy.maxRedirects));
    if (url.protocol === 'https:' && next.protocol === 'http:') return redirectRefused(from, to, downgradeRefused());
    const admitted = admitUrl(next, policy);
    if (!admitted.ok) return redirectRefused(from, to, admitted.message);
    url = next;
  }
  return readResponse(response, url, { maxChars, raw }, policy, deadline);
}

/** The final response: status, content type, charset, body limits, then the text and header. */
async function readResponse(
  response: IncomingMessage, url: URL, want: { maxChars: number; raw: boolean }, policy: ResolvedPolicy, deadline: AbortSignal,
): Promise<string> {
  const shown = displayUrl(url);
  const status = response.statusCode ?? 0;
  const refuse = (text: string) => {
    response.destroy();
    return text;
  };
  if (status < 200 || status > 299) return refuse(httpStatus(shown, status));
  const header = response.headers['content-type'];
  if (header === undefined || header.trim() === '') return refuse(noContentType(shown));
  const { media, charset } = parseContentType(header);
  const kind = classify(media);
  if (kind === 'refused') return refuse(contentTypeRefused(header.split(';')[0]!.trim(), shown));
  const decoder = decoderFor(charset);
  if (decoder === undefined) return refuse(unknownCharset(shown, charset!));
  const declared = Number(response.headers['content-length']);
  if (kind !== 'flat' && Number.isFinite(declared) && declared > policy.maxBytes && response.headers['content-encoding'] === undefined) {
    return refuse(sizeCap(shown, policy.maxBytes));
  }
  const body = await readBody(response, policy.maxBytes, deadline);
  if (body === 'failed') return bodyRead(shown);
  if (body.over && kind !== 'flat') return sizeCap(shown, policy.maxBytes);
  const decoded = decoder.decode(body.bytes);
  let content: string, extraction: 'readability' | 'raw-html' | 'plain';
  if (kind === 'html') ({ text: content, extraction } = await htmlToMarkdown(decoded, url.href, want.raw));
  else [content, extraction] = [decoded, 'plain'];
  const cut = cutChars(content, want.maxChars);
  return `url: ${url.href}\ntruncated: ${cut.cut || body.over}\nextraction: ${extraction}\n\n${cut.text}`;
}

function decompressed(response: IncomingMessage): Readable {
  switch ((response.headers['content-encoding'] ?? '').trim().toLowerCase()) {
    case 'gzip': case 'x-gzip': return response.pipe(createGunzip());
    case 'deflate': return response.pipe(createInflate());
    case 'br': return response.pipe(createBrotliDecompress());
    default: return response;
  }
}

/** Reads at most `cap` bytes after decompression; `over` says more was coming. */
async function readBody(response: IncomingMessage, cap: number, deadline: AbortSignal): Promise<{ bytes: Uint8Array; over: boolean } | 'failed'> {
  const stream = decompressed(response);
  const chunks: Buffer[] = [];
  let size = 0;
  const stop = () => stream.destroy(new Error('deadline'));
  if (deadline.aborted) stop();
  deadline.addEventListener('abort', stop, { once: true });
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (size + chunk.length > cap) {
        chunks.push(chunk.subarray(0, cap - size));
        size = cap;
        response.destroy();
        return { bytes: Buffer.concat(chunks), over: true };
      }
      chunks.push(chunk);
      size += chunk.length;
    }
    // A connection that closes before Content-Length bytes arrived broke off.
    if (!response.complete) return 'failed';
    return { bytes: Buffer.concat(chunks), over: false };
  } catch {
    return 'failed';
  } finally {
    deadline.removeEventListener('abort', stop);
  }
}
