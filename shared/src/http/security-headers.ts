/**
 * The security headers, defined once: CloudFront's response headers policy
 * (infra/lib/constructs/hosting.ts), the local server (scripts/local/server.ts) and the API's
 * JSON answers (functions/src/http/http-handler.ts) all send these
 * (docs/LOCAL-MODE.md §security-headers).
 */

import { FINDER_PLAYER_ORIGIN } from '../finder/finder-options';
import { COLOR_MODE_SCRIPT_HASH } from './color-mode-script';

/** Hosts the SPA may reach beyond its own origin, per CSP directive. */
export interface CspSources {
  connect: readonly string[];
  img: readonly string[];
  form: readonly string[];
}

/**
 * The Viral Finder's outside media (docs/PRODUCT.md §screens.viral-finder): the thumbnails of the videos
 * it finds, from each platform's image CDN, and YouTube's privacy-enhanced player in the preview dialog.
 */
export const FINDER_THUMBNAIL_HOSTS = [
  'https://i.ytimg.com',
  'https://*.cdninstagram.com',
  'https://*.fbcdn.net',
  'https://*.tiktokcdn.com',
  'https://*.tiktokcdn-us.com',
  'https://media.licdn.com',
] as const;

/**
 * The SPA's Content-Security-Policy. One inline script only, allowed by its hash: the pre-paint
 * color-mode script (color-mode-script.ts); inline styles are allowed because Chakra UI (emotion)
 * injects <style> tags and the pre-rendered pages carry their critical CSS inline. `upgradeInsecureRequests` is
 * for https only: on http://localhost it would turn the local ws:// socket into wss://.
 */
export function contentSecurityPolicy(sources: CspSources, opts: { upgradeInsecureRequests: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'self' '${COLOR_MODE_SCRIPT_HASH}'`,
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...sources.img, ...FINDER_THUMBNAIL_HOSTS].join(' '),
    "font-src 'self' data:",
    ["connect-src 'self'", ...sources.connect].join(' '),
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    `frame-src ${FINDER_PLAYER_ORIGIN}`,
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...sources.form].join(' '),
    "frame-ancestors 'none'",
    ...(opts.upgradeInsecureRequests ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** The SPA's other security headers. HSTS is sent over https only (CloudFront). */
export const SITE_HEADERS = {
  hstsMaxAgeSeconds: 730 * 24 * 60 * 60,
  contentTypeOptions: 'nosniff',
  frameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  permissionsPolicy: 'camera=(self), microphone=(self), geolocation=(), payment=()',
} as const;

/** The headers of a page or asset of the SPA, as CloudFront sends them (HSTS aside). */
export function siteSecurityHeaders(csp: string): Record<string, string> {
  return {
    'content-security-policy': csp,
    'x-content-type-options': SITE_HEADERS.contentTypeOptions,
    'x-frame-options': SITE_HEADERS.frameOptions,
    'referrer-policy': SITE_HEADERS.referrerPolicy,
    'permissions-policy': SITE_HEADERS.permissionsPolicy,
  };
}

/** Every API answer: JSON that no page may render, frame or leak a referrer from. */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};
