import { buildWebWithReport, type BuiltFile } from './build-web';

/**
 * Build CLI. `tsx scripts/build/build.ts web` writes the SPA to dist/web.
 * Flags: --outdir <dir>, --no-minify.
 */
const TARGETS = ['web'] as const;
type Target = (typeof TARGETS)[number];

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function table(title: string, files: BuiltFile[]): string {
  const sorted = [...files].sort((a, b) => b.bytes - a.bytes);
  const total = sorted.reduce((acc, f) => ({ bytes: acc.bytes + f.bytes, gzip: acc.gzip + f.gzipBytes }), {
    bytes: 0,
    gzip: 0,
  });
  const rows = sorted.map(
    (f) => `  ${f.file.padEnd(28)} ${kb(f.bytes).padStart(10)} ${kb(f.gzipBytes).padStart(10)} gz`,
  );
  return [`${title} (${sorted.length} arquivos): ${kb(total.bytes)}, ${kb(total.gzip)} gzip`, ...rows].join('\n');
}

async function main(argv: string[]): Promise<void> {
  const [target, ...rest] = argv;
  if (!target || !(TARGETS as readonly string[]).includes(target)) {
    console.error(`uso: tsx scripts/build/build.ts <${TARGETS.join('|')}> [--outdir dir] [--no-minify]`);
    process.exitCode = 1;
    return;
  }
  const outIndex = rest.indexOf('--outdir');
  const outdir = outIndex >= 0 && rest[outIndex + 1] ? rest[outIndex + 1]! : `dist/${target}`;
  const minify = !rest.includes('--no-minify');

  switch (target as Target) {
    case 'web': {
      const started = Date.now();
      const report = await buildWebWithReport({ outdir, minify });
      console.log(`web: ${outdir} em ${Date.now() - started} ms (entry ${report.entry})`);
      console.log(table('JS inicial', report.initial));
      console.log(table('Todos os arquivos', report.all));
      break;
    }
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
