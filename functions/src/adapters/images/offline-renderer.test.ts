import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_FORMATS } from '@shared/images/image-formats';
import { composeSvg, keyWords, OfflineImageRenderer } from './offline-renderer';

const renderer = new OfflineImageRenderer();
const base = { prompt: 'Um café na praia ao pôr do sol', style: null, seed: 7 } as const;
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

describe('OfflineImageRenderer (docs/LOCAL-MODE.md §image-renderer)', () => {
  it('waits its slow setting before drawing, through its sleep seam, and draws the same picture', async () => {
    const paused: number[] = [];
    const slow = new OfflineImageRenderer({ delayMs: 6000, sleep: async (ms) => void paused.push(ms) });
    const size = { width: 1024, height: 1024 };
    const png = await slow.generate({ ...base, ...size });
    expect(paused).toEqual([6000]);
    expect(sha(png)).toBe(sha(await renderer.generate({ ...base, ...size })));
  });

  it('gives up when its request is aborted during the pause', async () => {
    const slow = new OfflineImageRenderer({ delayMs: 6000, sleep: async () => {} });
    const signal = AbortSignal.abort(new Error('worker deadline'));
    await expect(slow.generate({ ...base, width: 1024, height: 1024, signal })).rejects.toThrow('worker deadline');
  });

  it.each(IMAGE_FORMATS.map((f) => [f.id, f] as const))(
    'draws a real PNG of exactly the %s size',
    async (_, f) => {
      const png = await renderer.generate({ ...base, width: f.width, height: f.height });
      const meta = await sharp(Buffer.from(png)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', f.width, f.height]);
      // not a blank page: the picture has some variety of colour
      const stats = await sharp(Buffer.from(png)).stats();
      expect(Math.max(...stats.channels.map((c) => c.stdev))).toBeGreaterThan(10);
    },
    20_000,
  );

  it('gives the same bytes for the same prompt, style, size and seed; another seed or prompt gives others', async () => {
    const size = { width: 1024, height: 1024 };
    const a = await renderer.generate({ ...base, ...size });
    const b = await renderer.generate({ ...base, ...size });
    const otherSeed = await renderer.generate({ ...base, ...size, seed: 8 });
    const otherPrompt = await renderer.generate({ ...base, ...size, prompt: 'Uma floresta à noite' });
    expect(sha(a)).toBe(sha(b));
    expect(sha(otherSeed)).not.toBe(sha(a));
    expect(sha(otherPrompt)).not.toBe(sha(a));
  }, 20_000);

  it("writes the prompt's key words as the title, never its markup", () => {
    expect(keyWords('Um café na praia ao pôr do sol')).toEqual(['café', 'praia', 'pôr', 'sol']);
    const svg = composeSvg({
      prompt: 'Tom & Jerry <script>',
      style: 'minimalista',
      width: 1024,
      height: 1024,
      seed: 1,
    });
    expect(svg).toContain('>TOM JERRY</text>');
    expect(svg).toContain('>SCRIPT</text>');
    expect(svg).not.toContain('<script>');
  });

  it('draws each style differently', () => {
    const svgs = (['fotografico', 'ilustracao', '3d', 'minimalista', 'cinematografico'] as const).map((style) =>
      composeSvg({ ...base, style, width: 1080, height: 1350 }),
    );
    expect(new Set(svgs).size).toBe(5);
  });
});
