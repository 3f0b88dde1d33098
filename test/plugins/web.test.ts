// promptforge/web against a real local HTTP server (reference §11.3; language.md §8): the fetch
// address policy, redirects, size and time limits, content classes, and search against a fake
// SearXNG instance and a fake Brave Search API on the same server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { loadPromptSource, run } from '../../compiler/api.js';
import { webPlugin, type WebPluginOptions } from '../../runtime/host/plugins/web/index.js';
import { isGlobalAddress } from '../../runtime/host/plugins/web/address-policy.js';
import type { JsonObject } from '../../runtime/engine/json.js';
import type { PluginContext, ToolDefinition } from '../../runtime/engine/plugin-types.js';

const ARTICLE = `<!doctype html><html><head><title>Lua</title></head><body>
<nav><a href="/">Home</a> | <a href="/about">About</a></nav>
<article><h1>What is Lua?</h1>
<p>Lua is a powerful, efficient, lightweight, <a href="/about">embeddable</a> scripting language. It supports procedural
programming, object-oriented programming, functional programming, data-driven programming, and data description.</p>
<p>Lua combines simple procedural syntax with powerful data description constructs based on associative
arrays and extensible semantics. Lua is dynamically typed, runs by interpreting bytecode with a register-based
virtual machine, and has automatic memory management with incremental garbage collection.</p>
</article><footer>Copyright FOOTERTEXT</footer></body></html>`;
const TABLE = `<html><body><table><tr><th>Item</th><th>Price</th></tr><tr><td>WIDGETROW</td><td>1</td></tr>
<tr><td>GADGETROW</td><td>2</td></tr></table></body></html>`;

let server: Server;
let port = 0;
const seen: Record<string, string | undefined> = {};

function send(res: ServerResponse, status: number, type: string | undefined, body: string | Buffer, extra: Record<string, string> = {}) {
  res.writeHead(status, { ...(type !== undefined ? { 'Content-Type': type } : {}), ...extra });
  res.end(body);
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    const p = url.pathname;
    seen.userAgent = req.headers['user-agent'];
    seen.cookie = req.headers.cookie;
    const r = /^\/r\/(\d+)$/.exec(p);
    if (r !== null) {
      const n = Number(r[1]);
      return send(res, 302, undefined, '', { Location: n === 0 ? '/json' : `/r/${n - 1}` });
    }
    switch (p) {
      case '/article': return send(res, 200, 'text/html; charset=utf-8', ARTICLE);
      case '/table': return send(res, 200, 'text/html', TABLE);
      case '/json': return send(res, 200, 'application/json', '{"key":"value","q":' + JSON.stringify(url.search) + '}');
      case '/ld': return send(res, 200, 'application/ld+json', '{"@id":"x"}');
      case '/pdf': return send(res, 200, 'application/pdf', '%PDF-1.4');
      case '/svg': return send(res, 200, 'image/svg+xml', '<svg/>');
      case '/notype': return send(res, 200, undefined, 'hello');
      case '/latin1': return send(res, 200, 'text/plain; charset=ISO-8859-1', Buffer.from([0x63, 0x61, 0x66, 0xe9]));
      case '/badcharset': return send(res, 200, 'text/plain; charset=not-a-charset', 'x');
      case '/big-json': return send(res, 200, 'application/json', `[${'1,'.repeat(2000)}1]`);
      case '/big-text': return send(res, 200, 'text/plain', 'a'.repeat(5000));
      case '/gzip': return send(res, 200, 'text/html', gzipSync(ARTICLE), { 'Content-Encoding': 'gzip' });
      case '/gzip-bomb': return send(res, 200, 'application/json', gzipSync(`"${' '.repeat(100_000)}"`), { 'Content-Encoding': 'gzip' });
      case '/missing': return send(res, 404, 'text/html', '<p>secret error page</p>');
      case '/slow-body':
        res.writeHead(200, { 'Content-Type': 'text/plain' });
        res.write('partial');
        return; // never ends: the whole-request limit runs out while the body arrives
      case '/slow-headers': return; // never answers
      case '/broken':
        res.writeHead(200, { 'Content-Type': 'text/plain', 'Content-Length': '1000' });
        res.write('only a little');
        setTimeout(() => res.socket?.destroy(), 20);
        return;
      case '/to-port': return send(res, 302, undefined, '', { Location: `http://localhost:1/x?secret=1` });
      case '/to-ip': return send(res, 302, undefined, '', { Location: `http://127.0.0.1:${port}/json` });
      case '/to-internal': return send(res, 302, undefined, '', { Location: `http://internal.test:${port}/json` });
      case '/to-ftp': return send(res, 301, undefined, '', { Location: 'ftp://localhost/file' });
      // A fake SearXNG instance.
      case '/searxng/search':
        seen.searxng = url.search;
        return send(res, 200, 'application/json', JSON.stringify({
          query: url.searchParams.get('q'),
          results: [
            { title: 'Lua', url: 'https://www.lua.org/', content: 'The programming language', engine: 'x' },
            { title: 'Wiki', url: 'https://en.wikipedia.org/wiki/Lua', content: 'Encyclopedia entry' },
            { title: 'Other', url: 'https://example.com/lua', content: 'Other' },
          ],
        }));
      // A fake Brave Search API.
      case '/brave/res/v1/web/search':
        seen.brave = `${req.headers['x-subscription-token']} ${url.search}`;
        if (req.headers['x-subscription-token'] !== 'k3y') return send(res, 401, 'application/json', '{"error":"bad key"}\n\tline two');
        return send(res, 200, 'application/json', JSON.stringify({
          web: { results: [{ title: 'Lua', url: 'https://www.lua.org/', description: 'Official site', age: '2 days ago', profile: { name: 'Lua.org' } }] },
        }));
      case '/bad/search': return send(res, 200, 'text/html', '<html>not json</html>');
      case '/huge/search': return send(res, 200, 'application/json', `{"results":[],"pad":"${'x'.repeat(300_000)}"}`);
      case '/emptyurl/search': return send(res, 200, 'application/json', '{"results":[{"title":"a","url":"https://a.example"},{"title":"b","url":"  "}]}');
      case '/down/search': return send(res, 503, 'text/plain', '');
      default: return send(res, 404, 'text/plain', 'no');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const ctx: PluginContext = { signal: new AbortController().signal, store: undefined as never, services: { has: () => false, get: () => undefined } };
/** The local test policy: http, any port, loopback allowed for `localhost` only, short limits. */
const LOCAL = { allowHttp: true, allowPorts: 'any', allowPrivateAddresses: ['localhost'], maxBytes: 2048, timeoutMs: 400,
  resolve: async (host: string) => {
    if (host === 'localhost' || host === 'internal.test') return ['127.0.0.1'];
    throw new Error('ENOTFOUND');
  } } as const;

function tool(name: 'fetch' | 'search', options: WebPluginOptions = { fetch: LOCAL }): ToolDefinition {
  const tools = webPlugin(options).tools as readonly ToolDefinition[];
  return tools.find((t) => t.name === name)!;
}
const fetchWith = (args: JsonObject, options?: WebPluginOptions) => Promise.resolve(tool('fetch', options).run(args, ctx));
const local = (path: string) => `http://localhost:${port}${path}`;

describe('fetch: content', () => {
  it('extracts an HTML article with readability and renders it as markdown under the provenance header', async () => {
    const out = await fetchWith({ url: local('/article#frag') });
    expect(out.split('\n').slice(0, 4)).toEqual([`url: ${local('/article')}`, 'truncated: false', 'extraction: readability', '']);
    expect(out).toContain(`Lua is a powerful, efficient, lightweight, [embeddable](${local('/about')}) scripting language.`);
    expect(out).not.toContain('FOOTERTEXT');
    expect(seen.userAgent).toBe('harness-webfetch/0.0');
    expect(seen.cookie).toBeUndefined();
  });

  it('renders the whole page for raw, and for a page whose article is under 100 bytes', async () => {
    const raw = await fetchWith({ url: local('/table'), raw: true });
    expect(raw).toMatch(/^url: .*\ntruncated: false\nextraction: raw-html\n\n/);
    expect(raw).toContain('WIDGETROW');
    expect(raw).toContain('GADGETROW');
    expect(await fetchWith({ url: local('/table'), raw: null })).toContain('extraction: raw-html');
  });

  it('returns JSON (+json too) verbatim, decodes a declared charset, and decompresses gzip', async () => {
    expect(await fetchWith({ url: local('/json?a=1') })).toBe(`url: ${local('/json?a=1')}\ntruncated: false\nextraction: plain\n\n{"key":"value","q":"?a=1"}`);
    expect(await fetchWith({ url: local('/ld') })).toMatch(/extraction: plain\n\n\{"@id":"x"\}$/);
    expect(await fetchWith({ url: local('/latin1') })).toMatch(/\n\ncafé$/);
    expect(await fetchWith({ url: local('/gzip') })).toContain('Lua is a powerful');
  });

  it('refuses other and missing content types, and unknown charsets, as soft text', async () => {
    expect(await fetchWith({ url: local('/pdf?q=secret') })).toBe(
      `content type application/pdf from ${local('/pdf')} cannot be returned as text; try an HTML version of the page or a different URL`);
    expect(await fetchWith({ url: local('/svg') })).toMatch(/^content type image\/svg\+xml from/);
    expect(await fetchWith({ url: local('/notype') })).toBe(
      `response from ${local('/notype')} declared no content type; refusing to guess its format; try a different URL`);
    expect(await fetchWith({ url: local('/badcharset') })).toBe(
      `response from ${local('/badcharset')} declared unknown charset not-a-charset; cannot decode its text`);
  });

  it('answers a non-success status with the status, never the error page', async () => {
    expect(await fetchWith({ url: local('/missing?x=1') })).toBe(`${local('/missing')} answered HTTP 404; try a different URL`);
  });

  it('applies max_chars on characters, and checks the arguments', async () => {
    expect(await fetchWith({ url: local('/latin1'), max_chars: 3 })).toMatch(/truncated: true\n[^]*\n\ncaf$/);
    expect(await fetchWith({ url: local('/latin1'), max_chars: 4 })).toMatch(/truncated: false\n[^]*\n\ncafé$/);
    await expect(fetchWith({})).rejects.toThrow(/^web_fetch: missing url argument$/);
    await expect(fetchWith({ url: local('/json'), max_chars: 0 })).rejects.toThrow(/^web_fetch: max_chars must be a positive integer$/);
    await expect(fetchWith({ url: local('/json'), max_chars: 1.5 })).rejects.toThrow(/^web_fetch: max_chars must be a positive integer$/);
    await expect(fetchWith({ url: local('/json'), raw: 'yes' })).rejects.toThrow(/^web_fetch: raw must be a boolean$/);
  });
});

describe('fetch: size and time limits', () => {
  it('refuses an oversized JSON body whole (also when it only inflates past the cap) and cuts flat text', async () => {
    expect(await fetchWith({ url: local('/big-json') })).toBe(`response from ${local('/big-json')} exceeds the 2048-byte size cap`);
    expect(await fetchWith({ url: local('/gzip-bomb') })).toBe(`response from ${local('/gzip-bomb')} exceeds the 2048-byte size cap`);
    const text = await fetchWith({ url: local('/big-text') });
    expect(text).toMatch(/^url: .*\ntruncated: true\nextraction: plain\n\na{2048}$/);
  });

  it('a body that breaks off or outlasts the whole-request limit is a body-read failure; no headers in time is a timeout', async () => {
    expect(await fetchWith({ url: local('/broken') })).toBe(`the response body from ${local('/broken')} could not be read; try again or use a different URL`);
    expect(await fetchWith({ url: local('/slow-body') })).toBe(`the response body from ${local('/slow-body')} could not be read; try again or use a different URL`);
    expect(await fetchWith({ url: local('/slow-headers?q=1') })).toBe(`request to ${local('/slow-headers')} timed out; try again or use a different URL`);
  });
});

describe('fetch: redirects', () => {
  it('follows up to 5 redirects and refuses the sixth', async () => {
    expect(await fetchWith({ url: local('/r/4') })).toMatch(new RegExp(`^url: ${local('/json')}\\n`));
    expect(await fetchWith({ url: local('/r/5') })).toBe(`redirect from ${local('/r/0')} to ${local('/json')} refused: exceeded max redirects (5)`);
  });

  it('checks every hop with the admission rules, as soft refusals', async () => {
    expect(await fetchWith({ url: local('/to-ip') })).toBe(`redirect from ${local('/to-ip')} to http://127.0.0.1:${port}/json refused: ip literal host not allowed: 127.0.0.1`);
    expect(await fetchWith({ url: local('/to-ftp') })).toBe(`redirect from ${local('/to-ftp')} to ftp://localhost/file refused: scheme not allowed: ftp`);
    const ports = { fetch: { ...LOCAL, allowPorts: [port] } };
    expect(await fetchWith({ url: local('/to-port') }, ports)).toBe(`redirect from ${local('/to-port')} to http://localhost:1/x refused: port not allowed: 1`);
  });

  it('resolves every hop again: a redirect to a name with only blocked addresses fails the call', async () => {
    await expect(fetchWith({ url: local('/to-internal') })).rejects.toThrow(/^host internal\.test has no allowed address$/);
  });
});

describe('fetch: address policy', () => {
  it('by default fetches https only, on ports 80 and 443, never an IP literal, never a loopback address', async () => {
    const strict: WebPluginOptions = {};
    expect(await fetchWith({ url: local('/json') }, strict)).toBe('scheme not allowed: http');
    await expect(fetchWith({ url: `https://localhost:${port}/` }, strict)).rejects.toThrow(`port not allowed: ${port}`);
    await expect(fetchWith({ url: 'https://localhost/' }, strict)).rejects.toThrow(/^host localhost has no allowed address$/);
    for (const [url, address] of [['https://0177.0.0.1/', '127.0.0.1'], ['https://2130706433/', '127.0.0.1'], ['https://127.1/', '127.0.0.1'], ['https://[::1]/', '::1']]) {
      await expect(fetchWith({ url: url! }, strict)).rejects.toThrow(`ip literal host not allowed: ${address}`);
    }
    await expect(fetchWith({ url: 'https://user:pw@example.com/' }, strict)).rejects.toThrow(/^url must not contain userinfo$/);
    await expect(fetchWith({ url: 'not a url' }, strict)).rejects.toThrow(/^invalid url$/);
    // Loopback stays refused even with http and every port allowed, unless the Host names the host.
    await expect(fetchWith({ url: local('/json') }, { fetch: { allowHttp: true, allowPorts: 'any' } })).rejects.toThrow('host localhost has no allowed address');
  });

  it('a failed lookup is soft text', async () => {
    expect(await fetchWith({ url: local('/json').replace('localhost', 'nowhere.test') })).toBe('dns resolution failed for nowhere.test');
  });

  it('blocks every non-global range and nothing just outside them', () => {
    for (const a of ['10.0.0.5', '100.64.0.0', '100.127.255.255', '172.31.255.255', '169.254.169.254', '::ffff:1.1.1.1', '::169.254.169.254', '64:ff9b::7f00:1', 'fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'fe80::1', '255.255.255.255']) {
      expect(isGlobalAddress(a), a).toBe(false);
    }
    for (const a of ['1.1.1.1', '93.184.216.34', '11.0.0.0', '172.32.0.0', '223.255.255.255', '2606:4700:4700::1111', '2001:db9::1', '3fff:1000::1']) {
      expect(isGlobalAddress(a), a).toBe(true);
    }
  });
});

describe('search', () => {
  const searxng = (): WebPluginOptions => ({ search: { provider: 'searxng', url: local('/searxng') } });
  const search = (args: JsonObject, options: WebPluginOptions = searxng()) => Promise.resolve(tool('search', options).run(args, ctx));

  it('queries a SearXNG instance and returns the results as JSON text, narrowed by count and domains', async () => {
    const out = JSON.parse(await search({ query: 'lua', count: 2, freshness: 'pw', safesearch: 'strict' }));
    expect(out).toEqual({ query: 'lua', results: [
      { title: 'Lua', url: 'https://www.lua.org/', description: 'The programming language' },
      { title: 'Wiki', url: 'https://en.wikipedia.org/wiki/Lua', description: 'Encyclopedia entry' },
    ] });
    expect(seen.searxng).toBe('?q=lua&format=json&safesearch=2&time_range=week');
    const only = JSON.parse(await search({ query: 'lua', include_domains: ['wikipedia.org'] }));
    expect(only.results.map((r: { url: string }) => r.url)).toEqual(['https://en.wikipedia.org/wiki/Lua']);
  });

  it('queries the Brave Search API with its key', async () => {
    const brave: WebPluginOptions = { search: { provider: 'brave', apiKey: 'k3y', endpoint: local('/brave/res/v1/web/search') } };
    expect(await search({ query: 'lua', count: 3, country: 'us' }, brave)).toBe(
      '{"query":"lua","results":[{"title":"Lua","url":"https://www.lua.org/","description":"Official site","age":"2 days ago","site_name":"Lua.org"}]}');
    expect(seen.brave).toBe('k3y ?q=lua&count=3&country=us');
    const wrongKey: WebPluginOptions = { search: { provider: 'brave', apiKey: 'nope', endpoint: local('/brave/res/v1/web/search') } };
    await expect(search({ query: 'lua' }, wrongKey)).rejects.toThrow('web_search: backend returned 401: {"error":"bad key"}\\n\\tline two');
  });

  it('fails clearly when no backend is configured', async () => {
    await expect(search({ query: 'lua' }, {})).rejects.toThrow(/^web_search: no search backend is configured/);
  });

  it('checks every argument before sending anything', async () => {
    const cases: Array<[JsonObject, string]> = [
      [{}, 'web_search: invalid arguments'],
      [{ query: 'x', extra: 1 }, 'web_search: invalid arguments'],
      [{ query: 'x', freshness: 'pz' }, 'web_search: invalid arguments'],
      [{ query: 'x', count: 1.5 }, 'web_search: invalid arguments'],
      [{ query: '  ' }, 'web_search: query must not be empty'],
      [{ query: 'é'.repeat(401) }, 'web_search: query exceeds 400 characters'],
      [{ query: 'x', count: 21 }, 'web_search: count must be between 1 and 20'],
      [{ query: 'x', country: '' }, 'web_search: country must be 1..=128 characters'],
      [{ query: 'x', include_domains: Array(21).fill('a.com') }, 'web_search: include_domains may list at most 20 hostnames'],
      [{ query: 'x', exclude_domains: ['a.com/path'] }, 'web_search: exclude_domains contains an invalid hostname'],
    ];
    for (const [args, message] of cases) await expect(search(args), JSON.stringify(args)).rejects.toThrow(message);
    expect(await search({ query: 'é'.repeat(400) })).toContain('"results"');
  });

  it('reports backend failures', async () => {
    const at = (path: string): WebPluginOptions => ({ search: { provider: 'searxng', url: local(path) } });
    await expect(search({ query: 'x' }, at('/bad'))).rejects.toThrow(/^web_search: malformed search response$/);
    await expect(search({ query: 'x' }, at('/huge'))).rejects.toThrow(/^web_search: response body exceeded 262144 bytes$/);
    await expect(search({ query: 'x' }, at('/emptyurl'))).rejects.toThrow(/^web_search: malformed search response: result 1 has an empty url$/);
    await expect(search({ query: 'x' }, at('/down'))).rejects.toThrow(/^web_search: backend returned 503: \(empty body\)$/);
    await expect(search({ query: 'x' }, { search: { provider: 'searxng', url: 'http://localhost:1/' } })).rejects.toThrow(/^web_search: request failed$/);
  });
});

describe('through a prompt', () => {
  it('a script call receives the fetch output in the untrusted envelope; a hard failure is a Tool run error', async () => {
    const prompt = await loadPromptSource(Buffer.from(`---
name: page-fetcher
description: d
promptforge: 0
plugins:
  - promptforge/web
tools:
  fetch: promptforge/web/fetch
---

# Page fetcher

## Fetch

\`\`\`lua
return tools.call('fetch', { url = args })
\`\`\`
`), 'page-fetcher.md');
    const config = { plugins: [webPlugin({ fetch: LOCAL })] };
    const ok = await run(prompt, { args: local('/json'), config, seed: 1 });
    expect(ok.ok && ok.result).toMatch(/^.*\n<untrusted_input_[0-9a-f]{32}>\nurl: http:\/\/localhost:\d+\/json\ntruncated: false\nextraction: plain\n/);
    const bad = await run(prompt, { args: 'https://u:p@example.com/', config, seed: 1 });
    expect(bad).toEqual({ ok: false, error: { phase: 'run', kind: 'Tool', message: 'tool call failure: url must not contain userinfo' } });
  });
});
