import type { RealtimeEvent } from '@shared/realtime/realtime-event.schema';
import type { RemoteServerFrame } from '@shared/teleprompter/remote.schema';
import type { ConnectionOwner, PairAttempts, PairingStore, RemoteChannel, StoredPairing } from './ports';

/**
 * Tests only: the phone remote's ports in memory, with the same rules as the DynamoDB adapter
 * (a live pairing holds its code; expired rows read as absent).
 */
export class MemoryPairingStore implements PairingStore, PairAttempts {
  readonly pairings = new Map<string, StoredPairing>();
  readonly owners = new Map<string, ConnectionOwner & { expiresAt: number }>();
  readonly remotes = new Map<string, Set<string>>();
  readonly failureCounts = new Map<string, number>();

  async create(pairing: StoredPairing, now: Date): Promise<boolean> {
    const held = this.pairings.get(pairing.code);
    if (held && held.expiresAt > seconds(now)) return false;
    this.pairings.set(pairing.code, pairing);
    return true;
  }

  async get(code: string, now: Date): Promise<StoredPairing | null> {
    const p = this.pairings.get(code);
    return p && p.expiresAt > seconds(now) ? p : null;
  }

  async addRemote(connectionId: string, p: StoredPairing): Promise<void> {
    this.owners.set(connectionId, {
      kind: 'remote',
      userId: p.userId,
      code: p.code,
      sessionId: p.sessionId,
      expiresAt: p.expiresAt,
    });
    this.remotes.set(p.code, (this.remotes.get(p.code) ?? new Set()).add(connectionId));
  }

  /** An app connection (what C1 records on a token $connect). */
  addApp(connectionId: string, userId: string, expiresAt = Number.MAX_SAFE_INTEGER): void {
    this.owners.set(connectionId, { kind: 'app', userId, expiresAt });
  }

  async ownerOf(connectionId: string, now: Date): Promise<ConnectionOwner | null> {
    const o = this.owners.get(connectionId);
    if (!o || o.expiresAt <= seconds(now)) return null;
    const { expiresAt: _, ...owner } = o;
    return owner;
  }

  async withRemotes(code: string, now: Date): Promise<{ pairing: StoredPairing | null; remoteIds: string[] }> {
    const pairing = await this.get(code, now);
    const remoteIds = [...(this.remotes.get(code) ?? [])].filter(
      (id) => (this.owners.get(id)?.expiresAt ?? 0) > seconds(now),
    );
    return { pairing, remoteIds };
  }

  async failures(clientKey: string): Promise<number> {
    return this.failureCounts.get(clientKey) ?? 0;
  }

  async count(clientKey: string, max: number): Promise<boolean> {
    const n = this.failureCounts.get(clientKey) ?? 0;
    if (n >= max) return false;
    this.failureCounts.set(clientKey, n + 1);
    return true;
  }

  async uncount(clientKey: string): Promise<void> {
    const n = (this.failureCounts.get(clientKey) ?? 0) - 1;
    if (n > 0) this.failureCounts.set(clientKey, n);
    else this.failureCounts.delete(clientKey);
  }
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** Tests only: what was pushed, to whom. */
export function recordingPushes() {
  const published: Array<[string, RealtimeEvent]> = [];
  const sent: Array<[string, RemoteServerFrame]> = [];
  const realtime = { publish: async (userId: string, event: RealtimeEvent) => void published.push([userId, event]) };
  const remotes: RemoteChannel = { send: async (id, frame) => void sent.push([id, frame]) };
  return { published, sent, realtime, remotes };
}

export const aPairing = (over: Partial<StoredPairing> = {}): StoredPairing => ({
  code: 'AB3K7P',
  userId: 'ana',
  sessionId: 'tab-0001-ana',
  createdAt: Date.parse('2026-03-15T09:00:00Z') / 1000,
  expiresAt: Date.parse('2026-03-15T11:00:00Z') / 1000,
  ...over,
});
