import { pairingSchema, type Pairing } from '@shared/teleprompter/remote.schema';

/**
 * Where a prompter tab keeps its remote's identity (docs/PRODUCT.md §flows.teleprompter-remote):
 * its session id (commands for this tab carry it) and its live pairing, both in sessionStorage,
 * so a reload keeps them and another tab gets its own.
 */
const SESSION_KEY = 'viraliza.teleprompter.remote.session';
const PAIRING_KEY = 'viraliza.teleprompter.remote.pairing';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** This tab's session id, made once (a UUID). */
export function tabSessionId(storage: KeyValueStorage, newId: () => string = () => crypto.randomUUID()): string {
  const saved = storage.getItem(SESSION_KEY);
  if (saved && /^[A-Za-z0-9-]{8,64}$/.test(saved)) return saved;
  const id = newId();
  storage.setItem(SESSION_KEY, id);
  return id;
}

/** The tab's pairing while it is live (a minute of margin), else null. */
export function savedPairing(storage: KeyValueStorage, now: number = Date.now()): Pairing | null {
  let json: unknown;
  try {
    json = JSON.parse(storage.getItem(PAIRING_KEY) ?? 'null');
  } catch {
    return null;
  }
  const parsed = pairingSchema.safeParse(json);
  if (!parsed.success || Date.parse(parsed.data.expiresAt) - 60_000 <= now) return null;
  return parsed.data;
}

export function savePairing(storage: KeyValueStorage, pairing: Pairing): void {
  storage.setItem(PAIRING_KEY, JSON.stringify(pairing));
}

/** '11:30': when a code stops working, in the viewer's time. */
export function expiryLabel(expiresAt: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(expiresAt));
}
