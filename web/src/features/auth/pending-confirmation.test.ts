import {
  PENDING_CONFIRMATION_KEY,
  clearPendingConfirmation,
  readAuthStep,
  writeAuthStep,
} from './pending-confirmation';
import { memoryStorage } from '../../lib/test-support';

describe('the sign-up code step kept across a reload (issue 27)', () => {
  it('keeps the e-mail of the code step, never the password, and reads it back', () => {
    const storage = memoryStorage();
    writeAuthStep(storage, { kind: 'confirm', email: 'ana@exemplo.com', password: 'segredo1' });
    expect([...storage.items.values()]).toEqual(['ana@exemplo.com']);
    expect(readAuthStep(storage)).toEqual({ kind: 'confirm', email: 'ana@exemplo.com' });
  });

  it('forgets it on the tabs and once the e-mail is confirmed', () => {
    const storage = memoryStorage();
    writeAuthStep(storage, { kind: 'confirm', email: 'ana@exemplo.com' });
    writeAuthStep(storage, { kind: 'tabs' });
    expect(readAuthStep(storage)).toEqual({ kind: 'tabs' });
    writeAuthStep(storage, { kind: 'confirm', email: 'ana@exemplo.com' });
    clearPendingConfirmation(storage);
    expect(storage.items.has(PENDING_CONFIRMATION_KEY)).toBe(false);
  });

  it('starts on the tabs when storage is refused', () => {
    const refused = memoryStorage({ refuse: true });
    refused.getItem = () => {
      throw new DOMException('negado', 'SecurityError');
    };
    expect(readAuthStep(refused)).toEqual({ kind: 'tabs' });
    expect(() => writeAuthStep(refused, { kind: 'confirm', email: 'a@b.co' })).not.toThrow();
  });
});
