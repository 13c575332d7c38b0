/**
 * Proves the API-path rule of eslint.config.mjs can fail (docs/ARCHITECTURE.md §api-contract):
 * a '/api/…' string in web/ or shared/ is refused, outside the typed client and tests.
 */
import { expectRule, type LintCase } from './test-support';

const RULE = 'no-restricted-syntax';

const refused: Array<[string, LintCase]> = [
  [
    'a path literal in a feature of web/',
    { file: 'web/src/features/scripts/fixture.ts', code: "export const url = '/api/scripts';" },
  ],
  [
    'a path template in a component',
    {
      file: 'web/src/features/images/fixture.tsx',
      code: 'export const url = (id: string) => `/api/images/${id}/cover`;',
    },
  ],
  [
    'a full path in a contract of shared/',
    { file: 'shared/src/news/fixture.api.ts', code: "export const save = { method: 'POST', path: '/api/news/save' };" },
  ],
];

const allowed: Array<[string, LintCase]> = [
  [
    'a contract path relative to the API base',
    { file: 'shared/src/news/fixture.api.ts', code: "export const p = '/news';" },
  ],
  ['the client itself', { file: 'web/src/lib/api-client.ts', code: "export const base = 'https://x.example/api/';" }],
  ['a test checking the URL on the wire', { file: 'web/src/lib/fixture.test.ts', code: "export const u = '/api/x';" }],
  [
    'a module specifier that names an api folder',
    { file: 'shared/src/news/fixture.ts', code: "export type { ApiRoute } from '../api/api-route';" },
  ],
];

describe('API path lint (eslint.config.mjs)', () => {
  expectRule(RULE, refused, allowed);
});
