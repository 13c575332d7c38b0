import { isIP } from 'node:net';
import type { OriginCheck } from '../core/ports';

/**
 * The header the distribution adds to every request it sends the APIs, with the stack's secret as
 * its value (docs/INFRA-NOTES.md §origin-secret). A viewer's own header of that name is replaced by CloudFront.
 */
export const ORIGIN_HEADER = 'x-viraliza-origin';
/** CloudFront's `ip:port` of the viewer (docs/INFRA-NOTES.md §viewer-address). */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';
/** What a request that bypassed the distribution is told (403). */
export const ORIGIN_REFUSED_MESSAGE = 'Acesso negado: a API só atende pelo endereço do site.';
/** What a WebSocket upgrade that bypassed the distribution is told (403). */
export const ORIGIN_REFUSED_WS_MESSAGE = 'Acesso negado: conecte-se pelo endereço do site.';

type Headers = Record<string, string | undefined> | null | undefined;

/** A header's value whatever its case: the HTTP API lowercases names, the WebSocket API keeps them as sent. */
export function headerOf(headers: Headers, name: string): string | undefined {
  if (!headers) return undefined;
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === wanted) return value;
  return undefined;
}

/**
 * The IP of a CloudFront-Viewer-Address value, `ip:port`: `198.51.100.10:46532`, or an IPv6 address
 * with the port after its last colon and no brackets (`2001:db8::8:46532`); a bracketed
 * `[2001:db8::8]:46532` is read too. Anything else (no port, two values joined by a comma, not an
 * address) is no address at all, so the caller falls back to API Gateway's own.
 */
export function viewerIpOf(value: string | undefined): string | undefined {
  const raw = value?.trim();
  if (!raw) return undefined;
  const bracketed = /^\[([^\]]+)\]:(\d{1,5})$/.exec(raw);
  const [ip, port] = bracketed
    ? [bracketed[1]!, bracketed[2]!]
    : [raw.slice(0, raw.lastIndexOf(':')), raw.slice(raw.lastIndexOf(':') + 1)];
  if (!/^\d{1,5}$/.test(port) || Number(port) > 65_535) return undefined;
  return isIP(ip) === 0 ? undefined : ip;
}

export type OriginVerdict = { ok: true; clientIp: string | undefined } | { ok: false };

/**
 * Whether to serve a request, and whose address it is (docs/INFRA-NOTES.md §origin-secret). Where the check
 * is enforced (AWS) a request without the distribution's secret is refused, and only one that carries it may
 * name the viewer with CloudFront-Viewer-Address; where it is off (local mode) that header is never read,
 * so no client picks its own address. Without a usable header, the address is the connection's (`sourceIp`).
 */
export async function checkOrigin(
  check: OriginCheck,
  headers: Headers,
  sourceIp: string | undefined,
): Promise<OriginVerdict> {
  if (!check.enforced) return { ok: true, clientIp: sourceIp };
  if (!(await check.matches(headerOf(headers, ORIGIN_HEADER)))) return { ok: false };
  return { ok: true, clientIp: viewerIpOf(headerOf(headers, VIEWER_ADDRESS_HEADER)) ?? sourceIp };
}
