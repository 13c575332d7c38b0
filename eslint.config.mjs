// @ts-check
/**
 * Lint, run first by `npm test`. Beyond the usual TypeScript rules, its job is to keep the
 * layers one-way (docs/ARCHITECTURE.md §layers), as excalidraw does with `no-restricted-imports`:
 * - shared/ is pure TypeScript + zod: no AWS SDK, React, Node built-ins, web/ or functions/;
 * - functions/src/core/ and the use cases know nothing of Lambda, the AWS SDK or adapters;
 * - web/ imports nothing from functions/ or infra/, and its UI kit (web/src/ui/) no feature;
 * - no '/api/…' string in web/ or shared/ outside the typed API client.
 * `scripts/lint/layer-rules.test.ts` lints fixture imports to prove each zone can fail.
 */
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The feature folders of functions/src: adapters may reach only their ports and errors. */
const FEATURES = [
  'accounts',
  'billing',
  'contact',
  'credits',
  'health',
  'ideas',
  'images',
  'jobs',
  'news',
  'objects',
  'profile',
  'realtime',
  'scripts',
  'subscription',
  'teleprompter',
  'viral-questions',
  'viral-short',
].join('|');

/**
 * The floors of functions/src's domain, lowest first (docs/ARCHITECTURE.md §functions-floors):
 * the shared floors every feature may import, then the features, which reach each other (and
 * a floor reaches anything above it) only through a `ports.ts` or a `*-errors.ts`.
 */
const FEATURE_FOLDERS = FEATURES.split('|').filter((folder) => !['credits', 'ideas', 'objects'].includes(folder));
/** @type {Array<{ folders: string[]; above: string[] }>} */
const USE_CASE_FLOORS = [
  { folders: ['.'], above: [] },
  { folders: ['core', 'credits', 'objects'], above: ['generation', 'ideas', ...FEATURE_FOLDERS] },
  { folders: ['generation'], above: ['ideas', ...FEATURE_FOLDERS] },
  { folders: ['ideas'], above: FEATURE_FOLDERS },
  ...FEATURE_FOLDERS.map((folder) => ({
    folders: [folder],
    above: FEATURE_FOLDERS.filter((other) => other !== folder),
  })),
];

const NODE_BUILTINS = [
  'assert',
  'buffer',
  'child_process',
  'crypto',
  'events',
  'fs',
  'fs/promises',
  'http',
  'https',
  'net',
  'os',
  'path',
  'process',
  'stream',
  'url',
  'util',
  'worker_threads',
  'zlib',
];

const awsSdk = {
  group: ['@aws-sdk/*', 'aws-sdk', 'aws-lambda', 'aws-cdk-lib', 'aws-cdk-lib/*'],
  message: 'shared/ é puro: nada de AWS aqui (docs/ARCHITECTURE.md §layers).',
};

/** @param {string} message */
const restrict = (message, /** @type {string[]} */ group) => ({ group, message });

const webNoServer = restrict(
  'web/ não importa functions/ nem infra/: o contrato vive em shared/ (docs/ARCHITECTURE.md §layers).',
  ['**/functions/**', '**/infra/**', 'aws-cdk-lib', 'aws-cdk-lib/*', 'aws-lambda'],
);

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'cdk.out/',
      '.data/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'scripts/local/npm-stubs/',
      'web/public/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.cjs', 'jest.config.*', 'scripts/test/jest-env.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // ── web/: the browser ───────────────────────────────────────────────────────────
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [webNoServer],
        },
      ],
    },
  },

  // ── web/src/ui/: the kit sits under the features and knows none of them ─────────
  {
    files: ['web/src/ui/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            webNoServer,
            restrict('O kit (web/src/ui/) não importa features/ nem app/ (docs/ARCHITECTURE.md §ui-kit).', [
              '**/features/**',
              '**/app/**',
            ]),
          ],
        },
      ],
    },
  },

  // ── shared/: pure TypeScript + zod ─────────────────────────────────────────────
  {
    files: ['shared/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: NODE_BUILTINS.map((name) => ({
            name,
            message: 'shared/ é puro: sem APIs do Node (docs/ARCHITECTURE.md §layers).',
          })),
          patterns: [
            awsSdk,
            restrict('shared/ é puro: sem APIs do Node (docs/ARCHITECTURE.md §layers).', ['node:*']),
            restrict('shared/ é puro: sem React (docs/ARCHITECTURE.md §layers).', [
              'react',
              'react-dom',
              'react/*',
              'react-dom/*',
              '@chakra-ui/*',
            ]),
            restrict('shared/ não importa web/ nem functions/ nem infra/ (docs/ARCHITECTURE.md §layers).', [
              '**/web/**',
              '**/functions/**',
              '**/infra/**',
            ]),
            // the repository's scripts/ is two or more levels up; '../scripts/' is shared's own shared/src/scripts
            {
              regex: '^(\\.\\./){2,}scripts/',
              message: 'shared/ não importa scripts/ (docs/ARCHITECTURE.md §layers).',
            },
          ],
        },
      ],
    },
  },

  // ── functions/: core and use cases know only ports ──────────────────────────────
  // One block per floor of functions/src (docs/ARCHITECTURE.md §functions-floors): the same
  // patterns everywhere, plus which folders of the same floor or above it the floor may reach
  // only through their ports.ts and *-errors.ts.
  ...USE_CASE_FLOORS.map(({ folders, above }) => ({
    files: folders.map((folder) => (folder === '.' ? 'functions/src/*.ts' : `functions/src/${folder}/**/*.ts`)),
    ignores: ['functions/src/**/*.test.ts', 'functions/src/**/test-support.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            restrict(
              'Casos de uso e core falam com portas, não com a AWS nem com o Lambda (docs/ARCHITECTURE.md §layers).',
              ['@aws-sdk/*', 'aws-sdk', 'aws-lambda', '@aws-lambda-powertools/*', 'jose', 'stripe', 'stripe/*'],
            ),
            restrict('Casos de uso e core não importam adaptadores: recebem portas (docs/ARCHITECTURE.md §layers).', [
              '**/adapters/**',
              '**/adapters',
              '**/http/**',
              '**/composition/**',
              '**/composition',
              '**/handlers/**',
            ]),
            ...(above.length === 0
              ? []
              : [
                  {
                    regex: `^(\\.\\./)+(${above.join('|')})/(?!ports$|[a-z-]+-errors$)`,
                    message:
                      'Uma feature usa outra só pelas portas (ports.ts) e erros (*-errors.ts) dela; o que várias usam mora num andar abaixo: generation/, ideas/ (docs/ARCHITECTURE.md §functions-floors).',
                  },
                ]),
          ],
        },
      ],
    },
  })),

  // ── functions/src/adapters/: implement ports, never call a use case ─────────────────
  {
    files: ['functions/src/adapters/**/*.ts'],
    ignores: ['functions/src/**/*.test.ts', 'functions/src/**/test-support.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // A feature's ports and errors (and its types) only: docs/ARCHITECTURE.md §layers.
              regex: `^(\\.\\./)+(${FEATURES})/(?!ports$|[a-z-]+-errors$)`,
              allowTypeImports: true,
              message:
                'Adaptadores implementam portas: importam só ports.ts e *-errors.ts de uma feature, nunca um caso de uso (docs/ARCHITECTURE.md §layers).',
            },
            restrict('Adaptadores não importam a composição nem o HTTP (docs/ARCHITECTURE.md §layers).', [
              '**/composition/**',
              '**/composition',
              '**/http/**',
            ]),
          ],
        },
      ],
    },
  },

  // ── the API's paths: only the typed client builds them (docs/ARCHITECTURE.md §api-contract) ──
  // A call names a route of shared/src/<feature>/<feature>.api.ts, never a '/api/…' string.
  // Tests are left out: they check the very URL that goes on the wire.
  {
    files: ['web/src/**/*.{ts,tsx}', 'shared/src/**/*.ts'],
    ignores: ['web/src/lib/api-client.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        // A module specifier ('../api/api-route') is not a path of the API.
        ...[
          ':not(ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration, ImportExpression) > Literal[value=/\\/api\\//]',
          'TemplateElement[value.raw=/\\/api\\//]',
        ].map((selector) => ({
          selector,
          message:
            'Caminhos da API só no cliente: chame api.call(<rota do contrato>) (docs/ARCHITECTURE.md §api-contract).',
        })),
      ],
    },
  },

  // Tests may use jest's globals.
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', '**/test-support.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
  prettier,
);
