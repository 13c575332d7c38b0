import type { FetchedTranscript, TranscriptSource } from '../../viral-short/ports';
import { parseCaptionsXml } from './captions-xml';

/**
 * The AWS transcript source (docs/ARCHITECTURE.md §ports): YouTube's own captions, as the watch
 * page offers them to its player. Two outbound HTTPS GETs, no key and no IAM right: the watch page
 * (its `ytInitialPlayerResponse` lists the caption tracks and the video's length), then the chosen
 * track's XML. Anything unexpected (no captions, a private video, a consent or bot-check page, a
 * changed page, a timeout) answers null and the user pastes the transcript instead. YouTube does
 * not promise this page's shape, so it can stop working without notice; that too ends in null.
 */

export interface CaptionTrack {
  baseUrl: string;
  languageCode: string;
  /** 'asr' for automatic captions. */
  kind?: string;
}

const WATCH_URL = 'https://www.youtube.com/watch';
const HEADERS = {
  'accept-language': 'pt-BR,pt;q=0.9,en;q=0.5',
  // the consent page (EU) replaces the watch page without this cookie
  cookie: 'CONSENT=YES+cb; SOCS=CAI',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
};
/** A watch page is ~1–2 MB; a caption track a few hundred KB. Larger answers are not what we asked for. */
const MAX_PAGE_BYTES = 5_000_000;

/**
 * The JSON object that starts at the first `{` after `marker`, matched brace by brace (strings
 * and their escapes skipped), parsed; null when absent or broken.
 */
export function jsonAfter(html: string, marker: string): unknown {
  const at = html.indexOf(marker);
  if (at < 0) return null;
  const start = html.indexOf('{', at + marker.length);
  if (start < 0) return null;
  let depth = 0;
  let inString = false;
  for (let i = start; i < html.length; i++) {
    const c = html[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) {
      try {
        return JSON.parse(html.slice(start, i + 1));
      } catch {
        return null;
      }
    }
  }
  return null;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});

/** The caption tracks and the length a watch page's player response lists. */
export function readPlayerResponse(html: string): { tracks: CaptionTrack[]; lengthS: number | null } {
  const player = obj(jsonAfter(html, 'ytInitialPlayerResponse'));
  const list = obj(obj(player.captions).playerCaptionsTracklistRenderer).captionTracks;
  const tracks = (Array.isArray(list) ? list : [])
    .map(obj)
    .filter((t): t is Obj & { baseUrl: string; languageCode: string } => {
      return typeof t.baseUrl === 'string' && typeof t.languageCode === 'string';
    })
    .map((t) => ({
      baseUrl: t.baseUrl,
      languageCode: t.languageCode,
      ...(typeof t.kind === 'string' ? { kind: t.kind } : {}),
    }));
  const length = Number(obj(player.videoDetails).lengthSeconds);
  return { tracks, lengthS: Number.isFinite(length) && length > 0 ? length : null };
}

/**
 * The track to read: Portuguese written by a person (pt-BR first), then Portuguese automatic, then
 * any language by a person, then any automatic one (the writer translates).
 */
export function pickTrack(tracks: readonly CaptionTrack[]): CaptionTrack | null {
  const rank = (t: CaptionTrack) => {
    const lang = t.languageCode.toLowerCase();
    const pt = lang === 'pt' || lang.startsWith('pt-');
    const auto = t.kind === 'asr';
    if (pt && !auto) return lang === 'pt-br' ? 0 : 1;
    if (pt) return 2;
    return auto ? 4 : 3;
  };
  return [...tracks].sort((a, b) => rank(a) - rank(b))[0] ?? null;
}

/** Only YouTube's own timedtext endpoint is fetched, whatever the page says. */
export function trackUrl(baseUrl: string): string | null {
  try {
    const url = new URL(baseUrl, 'https://www.youtube.com');
    const host = url.hostname.toLowerCase();
    if (url.protocol !== 'https:' || (host !== 'www.youtube.com' && host !== 'youtube.com')) return null;
    if (url.pathname !== '/api/timedtext') return null;
    return url.toString();
  } catch {
    return null;
  }
}

export class YouTubeCaptionsSource implements TranscriptSource {
  readonly kind = 'youtube' as const;
  private readonly fetchImpl: typeof fetch;

  constructor(opts: { fetch?: typeof fetch } = {}) {
    this.fetchImpl = opts.fetch ?? ((input, init) => fetch(input, init));
  }

  async fetch(videoId: string, signal: AbortSignal): Promise<FetchedTranscript | null> {
    try {
      const page = await this.text(`${WATCH_URL}?v=${encodeURIComponent(videoId)}&hl=pt-BR`, signal);
      if (!page) return null;
      const { tracks, lengthS } = readPlayerResponse(page);
      const track = pickTrack(tracks);
      const url = track ? trackUrl(track.baseUrl) : null;
      if (!track || !url) return null;
      const xml = await this.text(url, signal);
      const segments = xml ? parseCaptionsXml(xml) : [];
      if (segments.length === 0) return null;
      return { segments, language: track.languageCode, automatic: track.kind === 'asr', videoDurationS: lengthS };
    } catch {
      // network failures and the timeout: no transcript, and the page asks for the pasted one
      return null;
    }
  }

  private async text(url: string, signal: AbortSignal): Promise<string | null> {
    const res = await this.fetchImpl(url, { headers: HEADERS, signal, redirect: 'follow' });
    if (!res.ok) return null;
    const length = Number(res.headers.get('content-length'));
    if (Number.isFinite(length) && length > MAX_PAGE_BYTES) return null;
    const text = await res.text();
    return text.length > MAX_PAGE_BYTES ? null : text;
  }
}
