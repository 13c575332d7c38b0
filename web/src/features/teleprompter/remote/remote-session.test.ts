import { savePairing, savedPairing, tabSessionId, expiryLabel } from './remote-session';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('the tab’s remote session', () => {
  it('makes the session id once and keeps it', () => {
    const storage = memoryStorage();
    const id = tabSessionId(storage, () => '0b6f3f0e-6a53-4a43-9d6c-5c1b8d3c0f11');
    expect(id).toBe('0b6f3f0e-6a53-4a43-9d6c-5c1b8d3c0f11');
    expect(tabSessionId(storage, () => 'other-id-123')).toBe(id);
  });

  it('keeps a pairing while it is live, with a minute of margin', () => {
    const storage = memoryStorage();
    const pairing = { code: 'AB3K7P', expiresAt: '2026-03-15T11:30:00.000Z' };
    savePairing(storage, pairing);
    expect(savedPairing(storage, Date.parse('2026-03-15T11:00:00Z'))).toEqual(pairing);
    expect(savedPairing(storage, Date.parse('2026-03-15T11:29:30Z'))).toBeNull();
  });

  it('ignores what it cannot read', () => {
    const storage = memoryStorage();
    storage.setItem('viraliza.teleprompter.remote.pairing', '{nope');
    expect(savedPairing(storage)).toBeNull();
    storage.setItem('viraliza.teleprompter.remote.pairing', '{"code":"AB3K0P","expiresAt":"2099-01-01T00:00:00Z"}');
    expect(savedPairing(storage)).toBeNull();
  });

  it('shows the expiry as the hour', () => {
    expect(expiryLabel('2026-03-15T14:30:00.000Z', 'America/Sao_Paulo')).toBe('11:30');
  });
});
