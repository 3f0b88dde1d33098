// The fetch policy a Host may set (reference §11.3 "The fetch policy"; the option shape is ours).
// No `node:` imports: the Plugin's definition loads without the networking code.
import type { JsonObject } from '../../../engine/json.js';

/** What the Host may change about a fetch (interfaces.md leaves the shape to us; defaults as §11.3). */
export interface FetchPolicy {
  /** Also fetch `http://` URLs (default: https only). A redirect from https to http is still refused. */
  readonly allowHttp?: boolean;
  /** Allowed ports (default 80 and 443), or 'any'. */
  readonly allowPorts?: readonly number[] | 'any';
  /**
   * Let hosts resolve to loopback, private, link-local and other non-global addresses: `true` for
   * every host, or the exact host names allowed (default: none, the SSRF-safe policy).
   */
  readonly allowPrivateAddresses?: boolean | readonly string[];
  readonly maxRedirects?: number;
  /** Body byte cap after decompression (default 8 MiB). */
  readonly maxBytes?: number;
  /** Returned text limit in characters (default 40,000). */
  readonly maxChars?: number;
  readonly connectTimeoutMs?: number;
  readonly timeoutMs?: number;
  readonly userAgent?: string;
  /** Resolves a host name to addresses (default: the system resolver, every address). */
  readonly resolve?: (host: string) => Promise<readonly string[]>;
}

/** The policy with every default filled in. */
export type ResolvedPolicy = Required<Omit<FetchPolicy, 'resolve'>> & Pick<FetchPolicy, 'resolve'>;

export function resolvePolicy(p: FetchPolicy = {}): ResolvedPolicy {
  return {
    allowHttp: p.allowHttp ?? false,
    allowPorts: p.allowPorts ?? [80, 443],
    allowPrivateAddresses: p.allowPrivateAddresses ?? false,
    maxRedirects: p.maxRedirects ?? 5,
    maxBytes: p.maxBytes ?? 8 * 1024 * 1024,
    maxChars: p.maxChars ?? 40_000,
    connectTimeoutMs: p.connectTimeoutMs ?? 5_000,
    timeoutMs: p.timeoutMs ?? 20_000,
    userAgent: p.userAgent ?? 'harness-webfetch/0.0',
    ...(p.resolve !== undefined ? { resolve: p.resolve } : {}),
  };
}


/** The JSON Schema the model sees; `max_chars` publishes the policy's limit. */
export function fetchParameters(maxChars: number): JsonObject {
  return {
    type: 'object',
    properties: {
      url: { type: 'string', description: 'The https URL of the page.' },
      max_chars: { type: 'integer', minimum: 1, maximum: maxChars, description: 'Return at most this many characters.' },
      raw: { type: 'boolean', description: 'Render the whole HTML page instead of extracting the main article.' },
    },
    required: ['url'],
  };
}

