/**
 * Taps and typing on a pre-rendered page before it hydrates (docs/PERFORMANCE.md §early-input).
 * The page paints before its script runs, and React answers nothing until it has adopted the
 * markup: at 4× CPU slowdown /auth shows its form ~1.4 s before it answers a tap. So the entry
 * holds what the visitor does in that gap and hands it to the app once it is interactive:
 *
 * - a tap on a control (a button, a tab, a checkbox…) is held, its default (a form's native
 *   submission) prevented, and clicked again after hydration, in the order it came;
 * - text typed into a field stays in the field (React keeps a field's value when it hydrates), and
 *   is then handed to the field's React state, or the form would submit, and later render, it empty;
 * - links are left alone: a pre-hydration tap on one loads its page, as it should.
 *
 * The entry imports this module alone, so it stays inside the entry's small file (no React).
 */

/** What the visitor may tap that React alone answers. Links and labels work without it. */
const CONTROLS = [
  'button',
  '[role="button"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="switch"]',
  '[role="radio"]',
  '[role="menuitem"]',
  'input[type="checkbox"]',
  'input[type="radio"]',
  'input[type="submit"]',
  'input[type="button"]',
  'summary',
].join(', ');

/** Set on <html> once the page answers taps (web/src/app/interactive-mark.ts, `dataset.interactive`). */
const INTERACTIVE_ATTRIBUTE = 'data-interactive';

type Held =
  | { kind: 'tap'; control: HTMLElement }
  | { kind: 'typed'; field: HTMLInputElement | HTMLTextAreaElement }
  | { kind: 'submit'; form: HTMLFormElement };

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Makes React see a value it never saw: React compares a field's value with the one it tracked
 * at hydration, which is the typed text, so the field goes through '' first (the instance's value
 * setter, which React tracks) and back to the text behind React's back, then fires `input`.
 */
function handToReact(field: HTMLInputElement | HTMLTextAreaElement, typed: string): void {
  const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (!nativeSetter) return;
  field.value = '';
  nativeSetter.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** `typed`: each field's text as the visitor left it (a render before the replay may empty it). */
async function replay(held: Held[], typed: Map<Element, string>): Promise<void> {
  for (const item of held) {
    // A node the app replaced (another page, a boot error) is not the one the visitor meant.
    if (item.kind === 'typed' && item.field.isConnected) handToReact(item.field, typed.get(item.field) ?? '');
    if (item.kind === 'tap' && item.control.isConnected) item.control.click();
    if (item.kind === 'submit' && item.form.isConnected) item.form.requestSubmit();
    // Each in a task of its own: a submit must see the state the typing before it set.
    await nextTask();
  }
}

/** Holds the early input of a pre-rendered `root` until <html> is marked interactive. */
export function holdEarlyInput(root: HTMLElement | null, doc: Document = document): void {
  if (!root?.hasAttribute('data-prerendered')) return;
  const html = doc.documentElement;
  if (html.hasAttribute(INTERACTIVE_ATTRIBUTE)) return;
  const held: Held[] = [];
  // Handing one field to React renders its form, which puts React's value (still empty) back into
  // the fields not handed over yet: the text is read from here, not from the field.
  const typed = new Map<Element, string>();
  const inPage = (target: EventTarget | null): Element | null =>
    target instanceof Element && root.contains(target) ? target : null;

  const onClick = (event: MouseEvent) => {
    const control = inPage(event.target)?.closest<HTMLElement>(CONTROLS);
    if (!control || !root.contains(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: 'tap', control });
  };
  const onInput = (event: Event) => {
    const field = inPage(event.target);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    if (!typed.has(field)) held.push({ kind: 'typed', field });
    typed.set(field, field.value);
  };
  // Enter in a form without a submit button submits it without a click.
  const onSubmit = (event: Event) => {
    const form = inPage(event.target);
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: 'submit', form });
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('input', onInput, true);
  doc.addEventListener('submit', onSubmit, true);

  const observer = new MutationObserver(() => {
    if (!html.hasAttribute(INTERACTIVE_ATTRIBUTE)) return;
    observer.disconnect();
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('input', onInput, true);
    doc.removeEventListener('submit', onSubmit, true);
    // After the task that marked the page: every effect of the hydrating commit has run by then.
    if (held.length) setTimeout(() => void replay(held, typed), 0);
  });
  observer.observe(html, { attributes: true, attributeFilter: [INTERACTIVE_ATTRIBUTE] });
}
