import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TARGETS, kb } from '../bench/web-report';
import { guardProblems, pageInitialJs, readReport } from './build-guard';
import { cognitoLocalPrivateJwk, knownSecretValues, secretProblems, textFilesOf } from './bundle-secrets';

/**
 * `tsx scripts/build/check-build.ts <since-ms>`: the build guard over the last build of dist/web
 * (docs/ARCHITECTURE.md §build-guard), and no secret in it (docs/QUALITY.md §web-security.bundle). scripts/test/run-all.ts runs it after the e2e step, whose
 * server built the app: one build, checked.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const WEB_OUTDIR = join(ROOT, 'dist', 'web');

const report = readReport(WEB_OUTDIR, Number(process.argv[2] ?? 0));
const files = textFilesOf(WEB_OUTDIR);
const problems = [
  ...guardProblems(report, (file) => existsSync(join(WEB_OUTDIR, file))),
  // every file of dist/web is public: none may carry a server secret (docs/QUALITY.md §web-security.bundle)
  ...secretProblems(files, knownSecretValues(process.env, cognitoLocalPrivateJwk(ROOT))),
];
if (problems.length) {
  console.error(`✗ build do app web:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
const js = pageInitialJs(report, '/');
console.log(
  `✓ build do app web: JS inicial de / ${kb(js.gzipBytes)} gzip (limite ${kb(TARGETS.landingInitialJsGzBytes)}), ` +
    `${report.barrel.rewrittenFiles} arquivos com imports de barrel reescritos, ${report.pages.length} páginas pré-renderizadas, nenhum segredo em ${files.length} arquivos`,
);
