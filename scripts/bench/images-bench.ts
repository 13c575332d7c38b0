/**
 * Image generator figures (docs/PRODUCT.md §flows.images), all in this process, no network:
 * - local mode's offline renderer: time to draw each format's PNG and the PNG's size;
 * - the AWS path's resize: Nova Canvas draws the nearest size it allows (functions/src/adapters/
 *   images/nova-canvas-size.ts) and the pure-JS resizer brings it to the format's exact size, the
 *   CPU a Lambda spends besides the model.
 * `benchImages()` returns a markdown section for scripts/bench/bench.ts; run alone
 * (`npx tsx scripts/bench/images-bench.ts`) it prints the section and replaces it in docs/BENCH.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { IMAGE_FORMATS } from '@shared/images/image-formats';
import { OfflineImageRenderer } from '../../functions/src/adapters/images/offline-renderer';
import { novaCanvasSize } from '../../functions/src/adapters/images/nova-canvas-size';
import { pngSize } from '../../functions/src/adapters/images/png';
import { PngResizer } from '../../functions/src/adapters/images/png-resizer';

const RUNS = 5;
const PROMPT = 'Uma xícara de café numa mesa de madeira, luz da manhã entrando pela janela';
const HEADING = '## Image generator';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (n: number) => `${n.toFixed(0)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

export async function benchImages(): Promise<string> {
  const renderer = new OfflineImageRenderer();
  const resizer = new PngResizer();
  const out: string[] = [
    `${HEADING} (local: offline renderer; the resize of the AWS path)`,
    '',
    `The offline renderer draws "${PROMPT}" in the Fotográfico style (its slowest composition: a`,
    `Gaussian blur per light) for seeds 1–${RUNS}; *render* is the median time from the request to the PNG bytes`,
    '(SVG composed, rasterised by sharp/librsvg, encoded). *resize* takes one of those PNGs drawn at the size Nova',
    "Canvas is asked for and brings it to the format's size with the pure-JS resizer a Lambda runs (decode, Catmull-Rom,",
    `encode with adaptive filters), median of ${RUNS}. Load average when measured: ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs.`,
    '',
    '| format | size | render (median) | render runs (ms) | PNG size | Nova Canvas size | resize (median) | resized PNG |',
    '|---|---|---:|---|---:|---|---:|---:|',
  ];
  for (const f of IMAGE_FORMATS) {
    const renders: number[] = [];
    const bytes: number[] = [];
    for (let seed = 1; seed <= RUNS; seed++) {
      const t0 = performance.now();
      const png = await renderer.generate({
        prompt: PROMPT,
        style: 'fotografico',
        width: f.width,
        height: f.height,
        seed,
      });
      renders.push(performance.now() - t0);
      bytes.push(png.length);
      const real = pngSize(png);
      if (real.width !== f.width || real.height !== f.height)
        throw new Error(`${f.id} drew ${real.width}×${real.height}`);
    }
    const nova = novaCanvasSize(f.width, f.height);
    let resize = '— (already allowed)';
    let resized = '—';
    if (nova.width !== f.width || nova.height !== f.height) {
      const drawn = await renderer.generate({ prompt: PROMPT, style: 'fotografico', ...nova, seed: 1 });
      const times: number[] = [];
      let size = 0;
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        const exact = await resizer.toExactSize(drawn, { width: f.width, height: f.height });
        times.push(performance.now() - t0);
        size = exact.png.length;
      }
      resize = ms(median(times));
      resized = kb(size);
    }
    out.push(
      `| ${f.label} | ${f.width} × ${f.height} | ${ms(median(renders))} | ${renders.map((n) => n.toFixed(0)).join(', ')} | ${kb(median(bytes))} | ${nova.width} × ${nova.height} | ${resize} | ${resized} |`,
    );
  }
  return out.join('\n');
}

/** Replaces this section of docs/BENCH.md (or appends it), leaving the others as they were measured. */
function spliceSection(doc: string, section: string): string {
  const start = doc.indexOf(HEADING);
  if (start < 0) return `${doc.trimEnd()}\n\n${section}\n`;
  const next = doc.indexOf('\n## ', start + HEADING.length);
  return `${doc.slice(0, start)}${section}\n${next < 0 ? '' : doc.slice(next)}`;
}

if (require.main === module) {
  void benchImages().then((section) => {
    console.log(section);
    const file = path.resolve(__dirname, '../../docs/BENCH.md');
    fs.writeFileSync(file, spliceSection(fs.readFileSync(file, 'utf8'), section));
    console.log('\n→ docs/BENCH.md');
  });
}
