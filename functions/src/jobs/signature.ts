import { createHmac, timingSafeEqual } from 'node:crypto';

/** Header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const SIGNATURE_HEADER = 'x-viraliza-signature';
/** A signature older or newer than this is refused (replay window). */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

export function sign(rawBody: string, secret: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${rawBody}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/**
 * The header's parts when it has the expected shape (`t=<integer>,v1=<64 hex>`) and a
 * timestamp inside the replay window; null otherwise. Needs no secret, so a missing or
 * garbled header is refused before any secret is read.
 */
export function parseSignatureHeader(header: string | undefined, now: Date): { t: number; v1: string } | null {
  if (!header) return null;
  const parts = new Map(header.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(v1)) return null;
  if (Math.abs(now.getTime() / 1000 - t) > SIGNATURE_TOLERANCE_SECONDS) return null;
  return { t, v1 };
}

/** True when the header is a fresh HMAC of this exact body with this secret (constant-time compare). */
export function verifySignature(rawBody: string, header: string | undefined, secret: string, now: Date): boolean {
  const parsed = parseSignatureHeader(header, now);
  if (!parsed || !secret) return false;
  const expected = createHmac('sha256', secret).update(`${parsed.t}.${rawBody}`).digest();
  return timingSafeEqual(expected, Buffer.from(parsed.v1, 'hex'));
}
