/**
 * The teleprompter's keyboard map as data (docs/PRODUCT.md §screens.teleprompter): the page's key
 * handler asks `shortcutFor` and runs the action, and the 'Atalhos' help lists `SHORTCUTS`.
 *
 * Up and right speed up, down and left slow down: the issue asks for "the arrows change the speed
 * by ±5", and a remote clicker's next/previous keys send right/left, so all four arrows steer.
 */
export type ShortcutAction =
  'toggle' | 'faster' | 'slower' | 'biggerText' | 'smallerText' | 'reset' | 'fullscreen' | 'escape';

export const SHORTCUTS: ReadonlyArray<{ keys: string; action: string }> = [
  { keys: 'Espaço', action: 'Iniciar / pausar' },
  { keys: '↑ ou →', action: 'Mais rápido (+5)' },
  { keys: '↓ ou ←', action: 'Mais devagar (−5)' },
  { keys: '+ / −', action: 'Aumentar / diminuir o texto' },
  { keys: 'R', action: 'Reiniciar (volta ao topo)' },
  { keys: 'F', action: 'Tela cheia' },
  { keys: 'Esc', action: 'Sair da tela cheia ou da edição' },
];

/** What the handler knows of the focused element: enough to leave typing and native controls alone. */
export interface KeyTarget {
  tagName: string;
  type?: string;
  role?: string | null;
  isContentEditable?: boolean;
}

export interface KeyPress {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  target?: KeyTarget | null;
}

const TEXT_INPUTS = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number', '']);
const NATIVE_SPACE_ROLES = new Set(['button', 'checkbox', 'switch', 'radio', 'link', 'menuitem', 'tab', 'option']);
const NATIVE_ARROW_ROLES = new Set(['slider', 'radio', 'tab', 'menuitem', 'option', 'listbox', 'spinbutton']);

function isTyping(t: KeyTarget): boolean {
  const tag = t.tagName.toUpperCase();
  if (t.isContentEditable || tag === 'TEXTAREA' || tag === 'SELECT') return true;
  return tag === 'INPUT' && TEXT_INPUTS.has((t.type ?? '').toLowerCase());
}

/** Keys the focused control already answers: Space on a button or switch, arrows on a slider or radio. */
function handledNatively(key: string, t: KeyTarget): boolean {
  const tag = t.tagName.toUpperCase();
  const type = (t.type ?? '').toLowerCase();
  const role = (t.role ?? '').toLowerCase();
  if (key === ' ' || key === 'Enter')
    return tag === 'BUTTON' || tag === 'A' || tag === 'SUMMARY' || tag === 'INPUT' || NATIVE_SPACE_ROLES.has(role);
  if (key.startsWith('Arrow'))
    return (tag === 'INPUT' && (type === 'range' || type === 'radio')) || NATIVE_ARROW_ROLES.has(role);
  return false;
}

/** The action for a key press on the page, or null when the key belongs to someone else. */
export function shortcutFor(press: KeyPress): ShortcutAction | null {
  if (press.ctrlKey || press.metaKey || press.altKey) return null; // the browser's own shortcuts
  const t = press.target;
  if (press.key === 'Escape') return 'escape';
  if (t && (isTyping(t) || handledNatively(press.key, t))) return null;
  switch (press.key) {
    case ' ':
    case 'Spacebar':
      return 'toggle';
    case 'ArrowUp':
    case 'ArrowRight':
      return 'faster';
    case 'ArrowDown':
    case 'ArrowLeft':
      return 'slower';
    case '+':
    case '=':
      return 'biggerText';
    case '-':
    case '_':
    case '−':
      return 'smallerText';
    case 'r':
    case 'R':
      return 'reset';
    case 'f':
    case 'F':
      return 'fullscreen';
    default:
      return null;
  }
}
