import * as fs from 'node:fs';
import * as path from 'node:path';
import { COGNITO_TRIGGERS, HTTP_ROUTES, WEBSOCKET_ROUTES } from '../../functions/src/routes';
import { JOB_TASKS } from '../../functions/src/jobs/job-tasks';
import { FUNCTIONS_SRC } from '../lib/config';
import { functionIdFor } from '../lib/lambda-bundles';

/** Every file under functions/src ending in `suffix`, as a path relative to it (the form routes.ts uses). */
function sourceFiles(suffix: string): string[] {
  return (fs.readdirSync(FUNCTIONS_SRC, { recursive: true }) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f.endsWith(suffix))
    .sort();
}
const handlerFiles = () => sourceFiles('.handler.ts');

const taskEntries = Object.values(JOB_TASKS).map((t) => t.entry as string);
const wiredEntries = [
  ...HTTP_ROUTES.map((r) => r.entry),
  ...WEBSOCKET_ROUTES.map((r) => r.entry),
  ...Object.values(COGNITO_TRIGGERS).map((t) => t.entry),
  ...taskEntries,
];

describe('route table ↔ handler files', () => {
  it('finds the handler files (guards the glob itself)', () => {
    expect(handlerFiles().length).toBeGreaterThan(0);
  });

  it.each(handlerFiles())('%s is wired to a route or a trigger', (file) => {
    expect(wiredEntries).toContain(file);
  });

  it('wires every Step Functions task file (*.task.ts) through JOB_TASKS, and only those', () => {
    expect(sourceFiles('.task.ts')).toEqual([...taskEntries].sort());
    for (const entry of taskEntries) expect(entry).toMatch(/\.task\.ts$/);
  });

  it.each(wiredEntries)('entry %s exists under functions/src', (entry) => {
    expect(fs.existsSync(path.join(FUNCTIONS_SRC, entry))).toBe(true);
  });

  it('has no duplicate HTTP route key, and every path is under /api', () => {
    const keys = HTTP_ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const r of HTTP_ROUTES) expect(r.path).toMatch(/^\/api(\/|$)/);
  });

  it('gives every Lambda a distinct construct id (handler basenames are unique)', () => {
    const ids = wiredEntries.map(functionIdFor);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('makes only /api/health, webhooks and the contact form public (everything else sits behind the JWT authorizer)', () => {
    const publicPaths = HTTP_ROUTES.filter((r) => r.public).map((r) => r.path);
    expect(publicPaths).toContain('/api/health');
    // /api/contact: anyone may write to us; it is limited per address instead (docs/PRODUCT.md §limits.contact)
    for (const p of publicPaths) expect(p).toMatch(/^\/api\/(health|contact|webhooks\/[a-z0-9-]+)$/);
  });
});
