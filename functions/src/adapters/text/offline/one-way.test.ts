import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The offline modules a module reaches through its relative imports (type imports too). */
function reached(from: string, seen = new Set<string>()): Set<string> {
  const source = readFileSync(join(__dirname, `${from}.ts`), 'utf8');
  for (const [, path] of source.matchAll(/from '\.\/([^']+)'/g)) {
    if (seen.has(path!)) continue;
    seen.add(path!);
    reached(path!, seen);
  }
  return seen;
}

// docs/LOCAL-MODE.md §writer: the request is read once (analyse.ts, topic.ts), and the composers
// write from the Brief and the phrase data alone, never calling back into the analysis
describe('the offline writer runs one way', () => {
  it.each(['compose', 'edit'])('%s.ts never reaches the analysis', (composer) => {
    const modules = reached(composer);
    expect(modules).toContain('brief');
    expect(modules).not.toContain('analyse');
    expect(modules).not.toContain('topic');
  });
});
