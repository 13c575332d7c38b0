/**
 * The YouTube address rule of 'Viral Curto' (docs/PRODUCT.md §validation.generators): required,
 * and a YouTube video. The web form and the API read it from here, so both answer the same message.
 *
 * Accepted (scheme optional, http or https, any case in the host, extra parameters ignored):
 * - `youtube.com`, `www.youtube.com`, `m.youtube.com` (mobile) and `music.youtube.com` with
 *   `/watch?v=<id>`, `/shorts/<id>`, `/embed/<id>`, `/live/<id>` or `/v/<id>`;
 * - `youtu.be/<id>` (the share link).
 * The id is YouTube's 11 characters of `A–Z a–z 0–9 _ -`. Everything else is refused: other hosts
 * (`youtube.com.evil.example`, `notyoutube.com`), channel, playlist and search pages, a missing or
 * malformed id, credentials in the address, and schemes other than http(s).
 */
export const YOUTUBE_URL_MESSAGES = {
  required: 'Por favor, insira a URL do YouTube',
  invalid: 'Por favor, insira uma URL válida do YouTube',
} as const;

export type YouTubeUrlCheck = { ok: true; videoId: string } | { ok: false; message: string };

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const SHARE_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
/** Paths whose next segment is the video id. */
const ID_PATHS = new Set(['shorts', 'embed', 'live', 'v']);
/** Longer than any real video address with its tracking parameters; refused before parsing. */
const MAX_URL_LENGTH = 2000;

const invalid: YouTubeUrlCheck = { ok: false, message: YOUTUBE_URL_MESSAGES.invalid };

/**
 * Reads a pasted YouTube address.
 *
 * @example parseYouTubeUrl('https://youtu.be/dQw4w9WgXcQ?t=42') // { ok: true, videoId: 'dQw4w9WgXcQ' }
 */
export function parseYouTubeUrl(raw: string | null | undefined): YouTubeUrlCheck {
  const text = (raw ?? '').trim();
  if (!text) return { ok: false, message: YOUTUBE_URL_MESSAGES.required };
  if (text.length > MAX_URL_LENGTH || /\s/.test(text)) return invalid;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  // shared/ has no URL class (no DOM, no Node): the few parts we read, by hand
  const parts = /^https?:\/\/([^/?#]*)([^?#]*)(?:\?([^#]*))?(?:#.*)?$/i.exec(withScheme);
  if (!parts) return invalid;
  const [, authority = '', path = '', query = ''] = parts;
  // no user, password or port; only a plain host name
  if (!/^[a-z0-9.-]+$/i.test(authority)) return invalid;
  const host = authority.toLowerCase().replace(/\.$/, '');
  const segments = path.split('/').filter(Boolean);

  let id: string | null | undefined;
  if (SHARE_HOSTS.has(host)) {
    id = segments.length === 1 ? segments[0] : undefined;
  } else if (YOUTUBE_HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === 'watch') id = queryParam(query, 'v');
    else if (segments.length === 2 && ID_PATHS.has(segments[0]!)) id = segments[1];
  }
  return id && VIDEO_ID.test(id) ? { ok: true, videoId: id } : invalid;
}

/** The first value of `name` in a query string (no decoding: a video id never needs it). */
function queryParam(query: string, name: string): string | undefined {
  for (const pair of query.split('&')) {
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq) === name) return pair.slice(eq + 1);
  }
  return undefined;
}

/** The one address a video id is shown and stored with. */
export function canonicalYouTubeUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${videoId}`;
}
