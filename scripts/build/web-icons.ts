import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

/**
 * The PNGs the web manifest, iOS and link previews need, drawn at build time from the SVG sources
 * (web/public/favicon.svg, web/icons/*.svg) with sharp, so no binary image lives in git and a
 * new logo is one SVG edit. Browsers that take SVG icons use favicon.svg itself.
 */
export const WEB_ICONS = [
  { file: 'icon-192.png', source: 'public/favicon.svg', width: 192, height: 192 },
  { file: 'icon-512.png', source: 'public/favicon.svg', width: 512, height: 512 },
  // Full-bleed background with the mark inside the 80 % safe zone (Android's adaptive icons crop the rest).
  { file: 'icon-maskable-512.png', source: 'icons/maskable.svg', width: 512, height: 512 },
  { file: 'apple-touch-icon.png', source: 'icons/maskable.svg', width: 180, height: 180 },
  // The link preview (og:image, twitter:image): 1200 × 630, the size every network crops least.
  { file: 'og-image.png', source: 'icons/og-image.svg', width: 1200, height: 630 },
] as const;

/** Renders every icon of WEB_ICONS from `webDir`'s sources into `outdir`. */
export async function writeWebIcons(webDir: string, outdir: string): Promise<void> {
  await Promise.all(
    WEB_ICONS.map(async ({ file, source, width, height }) => {
      const svg = await readFile(join(webDir, source));
      // Rasterise at the target size (not a small bitmap scaled up): density in dpi, 72 = the SVG's own size.
      const { width: w = width } = await sharp(svg).metadata();
      const png = await sharp(svg, { density: Math.ceil((72 * width) / w) })
        .resize(width, height, { fit: 'cover' })
        .png({ compressionLevel: 9 })
        .toBuffer();
      await writeFile(join(outdir, file), png);
    }),
  );
}
