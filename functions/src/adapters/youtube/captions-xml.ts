import { XMLParser } from 'fast-xml-parser';
import type { TranscriptSegment } from '../../viral-short/ports';

/**
 * YouTube's caption track ("timedtext") as segments. Two formats come back: the default
 * `<transcript><text start="1.2" dur="3.4">…</text>` (seconds) and srv3
 * `<timedtext format="3"><body><p t="1200" d="3400">…</p>` (milliseconds, automatic captions
 * with a `<s>` per word). fast-xml-parser reads the XML (it is already a dependency of the
 * functions, and a hand-written reader would get CDATA, attributes and entities wrong).
 *
 * The text is HTML escaped *inside* the XML (`&amp;#39;` is an apostrophe), so after the XML's own
 * entities it is decoded once more. Sound tags such as `[Música]` or `[Aplausos]` are not speech
 * and go, as do stray tags (`<font color>`) and line breaks.
 */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: true,
  htmlEntities: true,
  isArray: (name) => name === 'text' || name === 'p' || name === 's',
});

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** One pass over `&#39;`, `&#x27;`, `&quot;`… (a single pass: `&amp;lt;` stays `&lt;`, as written). */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8});/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
    }
    return NAMED[code.toLowerCase()] ?? whole;
  });
}

/** Speech only: entities decoded, tags, sound labels and line breaks gone. */
export function cleanCaptionText(raw: string): string {
  return decodeHtmlEntities(raw)
    .replace(/<[^>]*>/g, ' ')
    .replace(/\[[^\]]{0,40}\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

type Node = Record<string, unknown>;

function textOf(node: unknown): string {
  if (typeof node === 'string') return node;
  if (!node || typeof node !== 'object') return '';
  const n = node as Node;
  const own = typeof n['#text'] === 'string' ? n['#text'] : '';
  // srv3 automatic captions: one <s> per word, the first without a leading space
  const words = Array.isArray(n.s) ? n.s.map(textOf).join('') : '';
  return own + words;
}

const num = (v: unknown): number => (typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN);

/** The segments of a caption track's XML; [] for anything that is not one (an HTML error page, an empty body). */
export function parseCaptionsXml(xml: string): TranscriptSegment[] {
  let doc: Node;
  try {
    doc = parser.parse(xml) as Node;
  } catch {
    return [];
  }
  const out: TranscriptSegment[] = [];
  const push = (startS: number, durationS: number, raw: string) => {
    const text = cleanCaptionText(raw);
    if (!text || !Number.isFinite(startS) || startS < 0) return;
    out.push({ startS, durationS: Number.isFinite(durationS) && durationS > 0 ? durationS : 0, text });
  };
  const transcript = doc.transcript as Node | undefined;
  if (transcript && Array.isArray(transcript.text)) {
    for (const t of transcript.text as Node[]) push(num(t.start), num(t.dur), textOf(t));
  }
  const body = (doc.timedtext as Node | undefined)?.body as Node | undefined;
  if (body && Array.isArray(body.p)) {
    for (const p of body.p as Node[]) push(num(p.t) / 1000, num(p.d) / 1000, textOf(p));
  }
  return out.sort((a, b) => a.startS - b.startS);
}
