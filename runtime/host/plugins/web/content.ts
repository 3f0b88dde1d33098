// What a fetched body becomes (reference §11.3 "What a fetch returns"): the content-type classes,
// charset decoding, and HTML to Markdown through @mozilla/readability on a linkedom document plus
// turndown (maintained libraries, so no extraction or conversion is written here).
import type TurndownService from 'turndown';

/** How a content type is handled: HTML, JSON/XML (whole), flat text (may be cut), or refused. */
export type ContentClass = 'html' | 'structured' | 'flat' | 'refused';

/** The media type (lowercased, no parameters) and the charset parameter of a Content-Type value. */
export function parseContentType(value: string): { readonly media: string; readonly charset: string | undefined } {
  const [media = '', ...params] = value.split(';');
  let charset: string | undefined;
  for (const p of params) {
    const m = /^\s*charset\s*=\s*"?([^";]*)"?\s*$/i.exec(p);
    if (m !== null) charset = m[1]!;
  }
  return { media: media.trim().toLowerCase(), charset };
}

/** The class of a media type (reference §11.3 "Content types"). */
export function classify(media: string): ContentClass {
  const m = /^([a-z0-9!#$&^_.+-]+)\/([a-z0-9!#$&^_.+-]+)$/.exec(media);
  if (m === null) return 'refused';
  const [, type, subtype] = m as unknown as [string, string, string];
  if (media === 'text/html' || media === 'application/xhtml+xml') return 'html';
  const jsonOrXml = (s: string) => s === 'json' || s === 'xml' || s.endsWith('+json') || s.endsWith('+xml');
  if (type === 'application' && jsonOrXml(subtype)) return 'structured';
  if (type === 'text') return jsonOrXml(subtype) ? 'structured' : 'flat';
  return 'refused';
}

/** A decoder for the declared charset (UTF-8 when none); undefined for a label nobody knows. */
export function decoderFor(charset: string | undefined): TextDecoder | undefined {
  try {
    return new TextDecoder(charset ?? 'utf-8');
  } catch {
    return undefined;
  }
}

/**
 * The HTML libraries, loaded on the first HTML page: importing `promptforge-js` (every CLI start)
 * would otherwise pay ~0.5 s for linkedom, readability and turndown.
 */
async function htmlLibraries() {
  const [{ Readability }, { parseHTML }, { default: Turndown }] = await Promise.all([
    import('@mozilla/readability'), import('linkedom'), import('turndown'),
  ]);
  return { Readability, parseHTML, Turndown };
}

function turndown(Turndown: typeof TurndownService): TurndownService {
  const service = new Turndown({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-' });
  service.remove(['script', 'style', 'noscript', 'template']);
  return service;
}

/** An article shorter than this (bytes, trimmed) falls back to the whole page (reference §11.3). */
const MIN_ARTICLE_BYTES = 100;

/** An HTML page as Markdown: the readability article, or the whole page when `raw` or too short. */
export async function htmlToMarkdown(html: string, url: string, raw: boolean): Promise<{ readonly text: string; readonly extraction: 'readability' | 'raw-html' }> {
  const { Readability, parseHTML, Turndown } = await htmlLibraries();
  if (!raw) {
    const { document } = parseHTML(html);
    // Readability resolves relative links against baseURI, which a linkedom document lacks (a
    // <base href> would change it in a browser; the page's URL is what it falls back to).
    const base = document.querySelector('base[href]')?.getAttribute('href');
    let baseURI = url;
    try {
      if (base) baseURI = new URL(base, url).href;
    } catch {
      // an unusable <base href> is ignored, as browsers do
    }
    Object.defineProperty(document, 'documentURI', { value: url, configurable: true });
    Object.defineProperty(document, 'baseURI', { value: baseURI, configurable: true });
    let article: { content?: string | null } | null = null;
    try {
      article = new Readability(document as unknown as Document).parse();
    } catch {
      article = null;
    }
    const text = article?.content ? turndown(Turndown).turndown(article.content).trim() : '';
    if (Buffer.byteLength(text) >= MIN_ARTICLE_BYTES) return { text, extraction: 'readability' };
  }
  const { document } = parseHTML(html);
  const body = document.body?.innerHTML ?? html;
  return { text: turndown(Turndown).turndown(body).trim(), extraction: 'raw-html' };
}

/** Cuts text to `max` characters (code points, so no character is split). */
export function cutChars(text: string, max: number): { readonly text: string; readonly cut: boolean } {
  if (text.length <= max) return { text, cut: false };
  const chars = Array.from(text);
  return chars.length <= max ? { text, cut: false } : { text: chars.slice(0, max).join(''), cut: true };
}
