/** @jest-environment jsdom */
import { memoryStorage } from '../../lib/test-support';
import { applyTheme, keptTheme, paintTheme } from './hub-theme';

describe("the shop's active theme on <html> (docs/ARCHITECTURE.md §hub-themes)", () => {
  const root = () => document.documentElement;
  afterEach(() => root().removeAttribute('data-tema'));

  it('paints a bought theme and keeps it for the next load, per user', () => {
    const storage = memoryStorage();
    applyTheme('ana', 'neon', { storage, root: root() });
    expect(root().getAttribute('data-tema')).toBe('neon');
    expect(keptTheme('ana', storage)).toBe('neon');
    expect(keptTheme('bia', storage)).toBeNull();
  });

  it("goes back to the app's own look on 'default', and forgets the kept one", () => {
    const storage = memoryStorage();
    applyTheme('ana', 'retro', { storage, root: root() });
    applyTheme('ana', 'default', { storage, root: root() });
    expect(root().hasAttribute('data-tema')).toBe(false);
    expect(keptTheme('ana', storage)).toBeNull();
  });

  it('never paints an id it has no palette for', () => {
    paintTheme('inventado', root());
    expect(root().hasAttribute('data-tema')).toBe(false);
  });

  it('still paints when the storage refuses to keep it', () => {
    applyTheme('ana', 'tropical', { storage: memoryStorage({ refuse: true }), root: root() });
    expect(root().getAttribute('data-tema')).toBe('tropical');
  });
});
