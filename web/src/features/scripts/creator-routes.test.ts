import { CREATOR_PATHS, isCreatorNav, parseCreatorPath } from './creator-routes';

describe('the creator URLs (docs/PRODUCT.md §flows.creator.urls)', () => {
  it.each([
    ['', { kind: 'choose' }],
    ['simples', { kind: 'simple' }],
    ['avancado/1', { kind: 'advanced', step: 1 }],
    ['avancado/6', { kind: 'advanced', step: 6 }],
    ['roteiro/01JD8Z6Q0000000000000000AB', { kind: 'result', id: '01JD8Z6Q0000000000000000AB' }],
  ])('/criar/%s is a screen', (rest, screen) => {
    expect(parseCreatorPath(rest)).toEqual(screen);
  });

  it.each([
    ['avancado', '/criar/avancado/1'],
    ['avancado/0', '/criar/avancado/1'],
    ['avancado/7', '/criar/avancado/1'],
    ['avancado/2.5', '/criar/avancado/1'],
    ['avancado/02', '/criar/avancado/1'],
    ['avancado/3/x', '/criar/avancado/1'],
    ['roteiro', '/criar'],
    ['simples/x', '/criar'],
    ['qualquer', '/criar'],
  ])('/criar/%s goes to %s', (rest, to) => {
    expect(parseCreatorPath(rest)).toEqual({ kind: 'redirect', to });
  });

  it('builds the paths the parser reads back', () => {
    expect(parseCreatorPath(CREATOR_PATHS.step(4).slice('/criar/'.length))).toEqual({ kind: 'advanced', step: 4 });
    expect(CREATOR_PATHS.result('a/b')).toBe('/criar/roteiro/a%2Fb');
    expect(parseCreatorPath(CREATOR_PATHS.result('a b').slice('/criar/'.length))).toEqual({
      kind: 'result',
      id: 'a b',
    });
  });

  it("recognises the creator's own forward moves only", () => {
    expect(isCreatorNav({ creator: true })).toBe(true);
    expect(isCreatorNav(null)).toBe(false);
    expect(isCreatorNav({ creator: 'yes' })).toBe(false);
  });
});
