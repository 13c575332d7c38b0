import { useKeptState } from '../../lib/use-kept-state';

/**
 * /auth's step: the tabs, or the sign-up code step for an e-mail. The code step survives a reload
 * (docs/PRODUCT.md §flows.sign-up): its e-mail is kept in sessionStorage (this tab only), never the
 * password, which lives in memory only. Storage may be refused (private mode): the step is then
 * simply not kept.
 */
export type AuthStep = { kind: 'tabs' } | { kind: 'confirm'; email: string; password?: string };

export const PENDING_CONFIRMATION_KEY = 'viraliza-confirmacao-pendente';
const TABS: AuthStep = { kind: 'tabs' };

export function readAuthStep(storage: Pick<Storage, 'getItem'>): AuthStep {
  try {
    const email = storage.getItem(PENDING_CONFIRMATION_KEY);
    return email ? { kind: 'confirm', email } : TABS;
  } catch {
    return TABS;
  }
}

export function writeAuthStep(storage: Pick<Storage, 'setItem' | 'removeItem'>, step: AuthStep): void {
  try {
    if (step.kind === 'confirm') storage.setItem(PENDING_CONFIRMATION_KEY, step.email);
    else storage.removeItem(PENDING_CONFIRMATION_KEY);
  } catch {
    // refused: the step is only kept as a convenience
  }
}

/** The code step is done (the e-mail is confirmed): a later visit to /auth starts on the tabs. */
export function clearPendingConfirmation(storage: Pick<Storage, 'setItem' | 'removeItem'> = sessionStorage): void {
  writeAuthStep(storage, TABS);
}

/** /auth's step, kept across a reload; on the pre-rendered page the tabs show until hydration is over. */
export function useAuthStep() {
  return useKeptState<AuthStep>(
    () => readAuthStep(sessionStorage),
    TABS,
    (step) => writeAuthStep(sessionStorage, step),
  );
}
