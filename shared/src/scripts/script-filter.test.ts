import {
  isEmptyFilter,
  matchesScriptFilter,
  normalizeSearch,
  scriptKindOf,
  scriptPlatformOf,
  scriptTypeLabel,
  searchTextOf,
  searchWords,
} from './script-filter';
import { SIMPLE_NICHE, SIMPLE_OBJECTIVE } from './script-options';

const base = {
  text: '[GANCHO] Você erra o fermento do pão caseiro.',
  niche: 'Confeitaria',
  theme: 'Pão Caseiro',
  objective: 'vendas',
  favorite: false,
  seriesId: null,
  request: null,
};

describe('script filters (docs/DATA-MODEL.md S3)', () => {
  it('normalizes case, accents and spaces, and keeps at most 5 distinct words', () => {
    expect(normalizeSearch('  Pão   CASEIRO ação ')).toBe('pao caseiro acao');
    expect(searchWords('Pão pão a b c d e f')).toEqual(['pao', 'a', 'b', 'c', 'd']);
    expect(searchWords('   ')).toEqual([]);
    expect(searchTextOf(base)).toBe('pao caseiro confeitaria [gancho] voce erra o fermento do pao caseiro.');
    expect(searchTextOf({ ...base, text: `${'x'.repeat(2000)}fermento` })).not.toContain('fermento');
  });

  it("names an idea tool's save by its tool, not 'Completo' (issue 27)", () => {
    expect(scriptTypeLabel({ ...base, origin: 'news' })).toBe('Notícias');
    expect(scriptTypeLabel({ ...base, origin: 'viral-short' })).toBe('Viral Curto');
    expect(scriptTypeLabel(base)).toBe('Completo');
    expect(scriptTypeLabel({ ...base, request: { mode: 'trend' } })).toBe('Tendência');
    // …and the creator's mode filter does not list it as one
    expect(matchesScriptFilter({ ...base, origin: 'news' }, { kind: 'complete' })).toBe(false);
    expect(matchesScriptFilter({ ...base, origin: 'news' }, { origin: 'news' })).toBe(true);
    expect(matchesScriptFilter(base, { kind: 'complete' })).toBe(true);
  });

  it('counts a script without its form the way loading it restores it', () => {
    expect(scriptKindOf({ ...base, objective: SIMPLE_OBJECTIVE })).toBe('simple');
    expect(scriptKindOf({ ...base, niche: SIMPLE_NICHE })).toBe('simple');
    expect(scriptKindOf({ ...base, seriesId: 's1' })).toBe('series');
    expect(scriptKindOf(base)).toBe('complete');
    expect(scriptKindOf({ ...base, request: { mode: 'turbo', plataforma: 'tiktok' } })).toBe('turbo');
    expect(scriptPlatformOf({ request: { mode: 'turbo', plataforma: 'tiktok' } })).toBe('tiktok');
    expect(scriptPlatformOf({ request: { mode: 'simple' } })).toBeNull();
    expect(scriptPlatformOf(base)).toBeNull();
  });

  it('matches every filter given, each word of a search anywhere, accents ignored', () => {
    expect(matchesScriptFilter(base, { q: 'pao fermento' })).toBe(true);
    expect(matchesScriptFilter(base, { q: 'CONFEITÁRIA' })).toBe(true);
    expect(matchesScriptFilter(base, { q: 'pao bolo' })).toBe(false);
    expect(matchesScriptFilter(base, { favorites: true })).toBe(false);
    expect(matchesScriptFilter({ ...base, favorite: true }, { favorites: true, kind: 'complete' })).toBe(true);
    expect(matchesScriptFilter(base, { kind: 'simple' })).toBe(false);
    expect(matchesScriptFilter(base, { platform: 'tiktok' })).toBe(false);
    expect(matchesScriptFilter(base, {})).toBe(true);
    expect(isEmptyFilter({ q: '  ' })).toBe(true);
    expect(isEmptyFilter({ kind: 'trend' })).toBe(false);
  });
});
