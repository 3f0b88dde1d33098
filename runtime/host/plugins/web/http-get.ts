// One GET of one admitted URL under the fetch policy (reference §11.3 "The fetch policy"): the
// host resolved and every address checked before connecting (the connection goes to a checked
// address, so DNS rebinding cannot slip in), connect and whole-request limits, anonymous headers.
import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { addressAllowed } from './address-policy.js';
import type { ResolvedPolicy } from './policy.js';
import { dnsFailed, noAllowedAddress } from './messages.js';

/** A failure of one hop: `hard` fails the call, the rest become soft text by kind. */
export class HopFailure {
  constructor(
    readonly kind: 'hard' | 'soft' | 'timeout' | 'network',
    readonly message = '',
  ) {}
}

async function resolveHost(host: string, policy: ResolvedPolicy): Promise<string> {
  let addresses: readonly string[];
  try {
    addresses = policy.resolve !== undefined
      ? await policy.resolve(host)
      : (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    throw new HopFailure('soft', dnsFailed(host));
  }
  // Every lookup is checked afresh: no approval is cached between hops or calls.
  const allowed = addresses.find((a) => addressAllowed(policy, host, a));
  if (allowed === undefined) throw new HopFailure('hard', noAllowedAddress(host));
  return allowed;
}

/**
 * Sends the GET and resolves with the response once its headers arrive. `deadline` is the
 * whole-request signal (20 s); the connect limit applies to this hop's connection.
 */
export async function getOnce(url: URL, policy: ResolvedPolicy, deadline: AbortSignal): Promise<IncomingMessage> {
  const address = await resolveHost(url.hostname, policy);
  const https = url.protocol === 'https:';
  const send = https ? httpsRequest : httpRequest;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const req = send({
      host: address,
      port: url.port !== '' ? Number(url.port) : https ? 443 : 80,
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      agent: false,
      ...(https ? { servername: url.hostname } : {}),
      // Anonymous: no cookies, no Authorization, no Referer (reference §11.3).
      headers: { Host: url.host, 'User-Agent': policy.userAgent, Accept: '*/*', 'Accept-Encoding': 'gzip, deflate, br' },
    });
    let timedOut = false;
    const onDeadline = () => {
      timedOut = true;
      req.destroy();
    };
    if (deadline.aborted) onDeadline();
    deadline.addEventListener('abort', onDeadline, { once: true });
    const connectTimer = setTimeout(() => {
      timedOut = true;
      req.destroy();
    }, policy.connectTimeoutMs);
    req.on('socket', (socket) => socket.once(https ? 'secureConnect' : 'connect', () => clearTimeout(connectTimer)));
    req.on('response', (res) => {
      clearTimeout(connectTimer);
      deadline.removeEventListener('abort', onDeadline);
      resolve(res);
    });
    req.on('error', () => {
      clearTimeout(connectTimer);
      deadline.removeEventListener('abort', onDeadline);
      reject(new HopFailure(timedOut ? 'timeout' : 'network'));
    });
    req.end();
  });
}
