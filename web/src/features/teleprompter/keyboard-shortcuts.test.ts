import { SHORTCUTS, shortcutFor, type KeyTarget } from './keyboard-shortcuts';

const body: KeyTarget = { tagName: 'BODY' };

describe('shortcutFor (docs/PRODUCT.md §screens.teleprompter)', () => {
  it.each([
    [' ', 'toggle'],
    ['ArrowUp', 'faster'],
    ['ArrowRight', 'faster'],
    ['ArrowDown', 'slower'],
    ['ArrowLeft', 'slower'],
    ['+', 'biggerText'],
    ['=', 'biggerText'],
    ['-', 'smallerText'],
    ['r', 'reset'],
    ['R', 'reset'],
    ['f', 'fullscreen'],
    ['F', 'fullscreen'],
    ['Escape', 'escape'],
    ['x', null],
    ['Enter', null],
    ['Tab', null],
  ])('%j on the page → %s', (key, action) => {
    expect(shortcutFor({ key, target: body })).toBe(action);
  });

  it('leaves typing alone: textarea, text inputs, selects, contenteditable (Esc still leaves)', () => {
    const typing: KeyTarget[] = [
      { tagName: 'TEXTAREA' },
      { tagName: 'INPUT', type: 'text' },
      { tagName: 'INPUT', type: 'number' },
      { tagName: 'SELECT' },
      { tagName: 'DIV', isContentEditable: true },
    ];
    for (const target of typing) {
      for (const key of [' ', 'r', 'f', '+', 'ArrowUp']) expect(shortcutFor({ key, target })).toBeNull();
      expect(shortcutFor({ key: 'Escape', target })).toBe('escape');
    }
  });

  it('lets a focused control answer its own keys, and takes the others', () => {
    const button = { tagName: 'BUTTON' };
    expect(shortcutFor({ key: ' ', target: button })).toBeNull(); // the button clicks itself
    expect(shortcutFor({ key: 'ArrowUp', target: button })).toBe('faster');
    const slider = { tagName: 'DIV', role: 'slider' };
    expect(shortcutFor({ key: 'ArrowLeft', target: slider })).toBeNull(); // the slider moves itself
    expect(shortcutFor({ key: 'r', target: slider })).toBe('reset');
    const aSwitch = { tagName: 'INPUT', type: 'checkbox' };
    expect(shortcutFor({ key: ' ', target: aSwitch })).toBeNull();
    expect(shortcutFor({ key: '+', target: aSwitch })).toBe('biggerText');
    expect(shortcutFor({ key: 'ArrowDown', target: { tagName: 'INPUT', type: 'radio' } })).toBeNull();
  });

  it('never takes the browser’s own shortcuts (Ctrl/Cmd/Alt)', () => {
    expect(shortcutFor({ key: 'r', ctrlKey: true, target: body })).toBeNull();
    expect(shortcutFor({ key: 'f', metaKey: true, target: body })).toBeNull();
    expect(shortcutFor({ key: '+', altKey: true, target: body })).toBeNull();
  });

  it('documents every action in the help', () => {
    expect(SHORTCUTS.map((s) => s.keys)).toEqual(['Espaço', '↑ ou →', '↓ ou ←', '+ / −', 'R', 'F', 'Esc']);
  });
});
