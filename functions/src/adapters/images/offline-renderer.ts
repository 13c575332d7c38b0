import type { ImageStyle } from '@shared/images/image-styles';
import type { ImageModel, ImageModelRequest } from '../../images/ports';
import { makeRandom, type Random } from '../text/offline/prng';
import { contentWords } from '../text/offline/words';

/**
 * Local mode's image model (docs/LOCAL-MODE.md §image-renderer): no network, no model. It draws
 * a real picture from the prompt — a composition and a palette chosen from its words and the
 * seed, and the prompt's key words as the title — as an SVG, which sharp rasterises to a PNG of
 * exactly the asked size. Deterministic: the same prompt, style, size and seed give the same bytes.
 */

/** Words that steer the palette (hue in degrees); any other prompt takes a hue from its hash. */
const HUES: ReadonlyArray<[RegExp, number]> = [
  [/^(mar|praia|oceano|azul|céu|ceu|água|agua|piscina|onda)/, 205],
  [/^(floresta|verde|planta|jardim|natureza|folha|mato|árvore|arvore)/, 130],
  [/^(fogo|vermelh|paix|amor|sangue|pimenta|morango)/, 355],
  [/^(sol|pôr|por-do-sol|verão|verao|laranja|outono|abóbora)/, 28],
  [/^(café|cafe|chocolate|terra|madeira|bolo|pão|pao)/, 25],
  [/^(noite|lua|estrela|galáxia|galaxia|espaço|espaco|roxo|neon)/, 265],
  [/^(rosa|flor|doce|beleza|maquiagem)/, 330],
  [/^(ouro|dourad|amarel|dinheiro|luxo)/, 45],
  [/^(gelo|neve|inverno|frio)/, 190],
];

/** Shown when the prompt has no content word left after the stop words (a prompt of only "de um"). */
const FALLBACK_WORDS = ['imagem', 'viraliza'];

export interface Palette {
  background: [string, string];
  accents: [string, string, string];
  text: string;
  shadow: string;
}

export function keyWords(prompt: string, max = 4): string[] {
  const words = contentWords(prompt).filter((w) => w.length >= 3);
  return (words.length ? words : FALLBACK_WORDS).slice(0, max);
}

export function paletteFor(words: string[], rng: Random, style: ImageStyle | null): Palette {
  const hinted = words.map((w) => HUES.find(([re]) => re.test(w))?.[1]).find((h) => h !== undefined);
  const hue = hinted ?? Math.floor(rng.next() * 360);
  const dark = style === 'cinematografico' || /^(noite|lua|estrela|galáxia|espaço)/.test(words[0] ?? '');
  const light = style === 'minimalista';
  const sat = style === 'minimalista' ? 25 : style === 'fotografico' ? 45 : 70;
  const hsl = (h: number, s: number, l: number) => `hsl(${((h % 360) + 360) % 360}, ${s}%, ${l}%)`;
  const spread = 20 + Math.floor(rng.next() * 40);
  return {
    background: dark
      ? [hsl(hue, sat, 10), hsl(hue + spread, sat, 22)]
      : light
        ? [hsl(hue, sat, 95), hsl(hue + spread, sat, 88)]
        : [hsl(hue, sat, 62), hsl(hue + spread, sat, 38)],
    accents: [hsl(hue + 180, sat + 10, 58), hsl(hue + 150, sat, 70), hsl(hue - spread, sat + 15, 48)],
    text: light ? hsl(hue, 40, 14) : '#ffffff',
    shadow: light ? 'rgba(255,255,255,0.65)' : 'rgba(0,0,0,0.45)',
  };
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

const round = (n: number) => Math.round(n * 10) / 10;

/** The shapes behind the title; the style decides their kind, the seed their places. */
function shapes(style: ImageStyle | null, p: Palette, rng: Random, w: number, h: number): string {
  const m = Math.min(w, h);
  const out: string[] = [];
  const kind = style ?? rng.pick(['fotografico', 'ilustracao', '3d', 'cinematografico'] as const);
  if (kind === 'minimalista') {
    const r = m * (0.18 + rng.next() * 0.1);
    out.push(
      `<circle cx="${round(w * (0.3 + rng.next() * 0.4))}" cy="${round(h * 0.38)}" r="${round(r)}" fill="${p.accents[0]}"/>`,
    );
    out.push(
      `<rect x="${round(w * 0.1)}" y="${round(h * 0.62)}" width="${round(w * 0.8)}" height="${round(m * 0.008)}" fill="${p.text}" opacity="0.35"/>`,
    );
    return out.join('');
  }
  if (kind === '3d') {
    for (let i = 0; i < 5; i++) {
      const r = m * (0.08 + rng.next() * 0.14);
      const cx = w * (0.1 + rng.next() * 0.8);
      const cy = h * (0.12 + rng.next() * 0.5);
      out.push(
        `<ellipse cx="${round(cx + r * 0.25)}" cy="${round(cy + r * 1.05)}" rx="${round(r * 0.9)}" ry="${round(r * 0.22)}" fill="${p.shadow}"/>`,
      );
      out.push(`<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="url(#sphere${i % 3})"/>`);
    }
    return out.join('');
  }
  if (kind === 'ilustracao') {
    // hills and a sun, flat colours with outlines
    out.push(
      `<circle cx="${round(w * (0.2 + rng.next() * 0.6))}" cy="${round(h * 0.3)}" r="${round(m * 0.12)}" fill="${p.accents[1]}" stroke="${p.text}" stroke-width="${round(m * 0.006)}"/>`,
    );
    for (let i = 0; i < 3; i++) {
      const base = h * (0.55 + i * 0.12);
      const peak = base - h * (0.08 + rng.next() * 0.12);
      const x = w * rng.next();
      out.push(
        `<path d="M0 ${round(base)} Q ${round(x)} ${round(peak)} ${w} ${round(base - h * 0.04)} L ${w} ${h} L 0 ${h} Z" fill="${p.accents[i]}" stroke="${p.text}" stroke-width="${round(m * 0.005)}" opacity="0.95"/>`,
      );
    }
    return out.join('');
  }
  if (kind === 'cinematografico') {
    out.push(
      `<circle cx="${round(w * (0.25 + rng.next() * 0.5))}" cy="${round(h * 0.45)}" r="${round(m * 0.3)}" fill="${p.accents[2]}" opacity="0.55" filter="url(#soft)"/>`,
    );
    for (let i = 0; i < 4; i++) {
      const y = h * (0.5 + i * 0.09);
      out.push(
        `<rect x="0" y="${round(y)}" width="${w}" height="${round(h * 0.5)}" fill="${p.background[0]}" opacity="${0.35 + i * 0.12}"/>`,
      );
    }
    // letterbox bars
    out.push(`<rect x="0" y="0" width="${w}" height="${round(h * 0.08)}" fill="#000"/>`);
    out.push(`<rect x="0" y="${round(h * 0.92)}" width="${w}" height="${round(h * 0.08)}" fill="#000"/>`);
    return out.join('');
  }
  // fotografico: soft out-of-focus lights
  for (let i = 0; i < 9; i++) {
    const r = m * (0.04 + rng.next() * 0.12);
    out.push(
      `<circle cx="${round(w * rng.next())}" cy="${round(h * rng.next() * 0.8)}" r="${round(r)}" fill="${rng.pick(p.accents)}" opacity="${round(0.25 + rng.next() * 0.4)}" filter="url(#soft)"/>`,
    );
  }
  return out.join('');
}

/** The title: the key words, upper-cased, on at most two lines, sized to fit the width. */
function title(words: string[], p: Palette, w: number, h: number): string {
  const m = Math.min(w, h);
  const lines = words.length > 2 ? [words.slice(0, 2).join(' '), words.slice(2).join(' ')] : [words.join(' ')];
  const longest = Math.max(...lines.map((l) => l.length));
  // DejaVu Sans Bold capitals are ~0.72 em wide: keep the longest line within 86% of the width
  const size = Math.min(m * 0.11, (w * 0.86) / (longest * 0.72));
  const top = h * 0.72;
  return lines
    .map((line, i) => {
      const y = round(top + i * size * 1.15);
      return `<text x="${round(w / 2)}" y="${y}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="${round(size)}" fill="${p.text}" stroke="${p.shadow}" stroke-width="${round(size * 0.04)}" paint-order="stroke">${escapeXml(line.toUpperCase())}</text>`;
    })
    .join('');
}

/** The picture as SVG, exactly `width` × `height`: pure and deterministic (the tests and the bench read it). */
export function composeSvg(request: Pick<ImageModelRequest, 'prompt' | 'style' | 'width' | 'height' | 'seed'>): string {
  const { width: w, height: h, style } = request;
  const rng = makeRandom(`${request.prompt.trim().toLowerCase()}|${style ?? ''}|${request.seed}`);
  const words = keyWords(request.prompt);
  const p = paletteFor(words, rng, style);
  const angle = Math.floor(rng.next() * 360);
  const defs = [
    `<linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${p.background[0]}"/><stop offset="1" stop-color="${p.background[1]}"/></linearGradient>`,
    ...p.accents.map(
      (c, i) =>
        `<radialGradient id="sphere${i}" cx="0.35" cy="0.3" r="0.75"><stop offset="0" stop-color="#ffffff" stop-opacity="0.9"/><stop offset="0.25" stop-color="${c}"/><stop offset="1" stop-color="${p.background[1]}"/></radialGradient>`,
    ),
    `<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${round(Math.min(w, h) * 0.02)}"/></filter>`,
  ].join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    `<defs>${defs}</defs>`,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    shapes(style, p, rng, w, h),
    title(words, p, w, h),
    '</svg>',
  ].join('');
}

/**
 * The offline renderer behind the ImageModel port. sharp is loaded on first use, never at import:
 * the Lambda bundles keep it external and never reach this class (docs/INFRA-NOTES.md §sharp-on-lambda).
 */
export class OfflineImageRenderer implements ImageModel {
  readonly kind = 'offline' as const;
  private readonly delayMs: number;
  private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;

  /**
   * `delayMs` slows every drawing (the slow local setting); `sleep` is the pacing seam, so tests
   * assert the pause without the wall clock. The pause ends early when the request is aborted.
   */
  constructor(opts: { delayMs?: number; sleep?: (ms: number, signal?: AbortSignal) => Promise<void> } = {}) {
    this.delayMs = opts.delayMs ?? 0;
    this.sleep = opts.sleep ?? abortableSleep;
  }

  async generate(request: ImageModelRequest): Promise<Uint8Array> {
    if (this.delayMs > 0) await this.sleep(this.delayMs, request.signal);
    request.signal?.throwIfAborted();
    const { default: sharp } = await import('sharp');
    const png = await sharp(Buffer.from(composeSvg(request)))
      .removeAlpha()
      .png({ compressionLevel: 6, adaptiveFiltering: true })
      .toBuffer();
    return new Uint8Array(png);
  }
}

const abortableSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(t), resolve()), { once: true });
  });
