import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { HEAD_MARKER } from './web-html';
import { WEB_ICONS, writeWebIcons } from './web-icons';

const WEB = path.resolve(__dirname, '../../web');

describe('the web icons, the manifest and the static head', () => {
  let out: string;
  beforeAll(async () => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'viraliza-icons-'));
    await writeWebIcons(WEB, out);
  });
  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

  it.each(WEB_ICONS.map((i) => [i.file, i.width, i.height] as const))('draws %s at %i × %i', async (file, w, h) => {
    const meta = await sharp(path.join(out, file)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', w, h]);
  });

  it('names only icons the build ships, in pt-BR, with the theme colour of index.html', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(WEB, 'public/manifest.webmanifest'), 'utf8'));
    expect(manifest).toMatchObject({ lang: 'pt-BR', short_name: 'Viraliza', display: 'standalone' });
    const shipped = new Set([...fs.readdirSync(path.join(WEB, 'public')), ...WEB_ICONS.map((i) => i.file)]);
    for (const icon of manifest.icons) expect(shipped).toContain(icon.src.replace(/^\//, ''));
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    const html = fs.readFileSync(path.join(WEB, 'index.html'), 'utf8');
    expect(html).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('<html lang="pt-BR">');
    // Each page's title and description are written at build time (web-html.test.ts), for crawlers that run no script.
    expect(html).toContain(HEAD_MARKER);
  });
});
