import {
  INVALID_PAIRING_CODE_MESSAGE,
  REMOTE_COMMAND,
  REMOTE_ERROR,
  REMOTE_FRAME_MAX_BYTES,
  REMOTE_JOIN,
  REMOTE_STATE,
  remoteClientFrameSchema,
} from '@shared/teleprompter/remote.schema';
import { TELEPROMPTER_COMMAND, TELEPROMPTER_REMOTE_JOINED } from '@shared/realtime/realtime-event.schema';
import type { Clock, RealtimePublisher } from '../core/ports';
import type { PairingStore, RemoteChannel } from './ports';

export const INVALID_FRAME_MESSAGE = 'Mensagem inválida.';
export const REMOTE_ONLY_MESSAGE = 'Só o controle remoto pareado envia comandos.';
export const PROMPTER_ONLY_MESSAGE = 'Só o teleprompter envia o seu estado.';

/** What became of a frame (logged; the tests read it). */
export type RelayOutcome =
  'command' | 'joined' | 'state' | 'invalid' | 'unknown-connection' | 'wrong-side' | 'not-owner';

export interface RelayDeps {
  pairings: Pick<PairingStore, 'ownerOf' | 'withRemotes'>;
  realtime: RealtimePublisher;
  remotes: RemoteChannel;
  clock: Clock;
}

/**
 * The WebSocket's `$default` route for the teleprompter remote (docs/ARCHITECTURE.md §realtime-remote).
 * Who sent the frame comes from its connection's row only, never from the frame:
 * - a phone's command (or its `join`) goes to the owner's app connections as a realtime event for
 *   the pairing's prompter tab: one GetItem (P4), then the fan-out's Query (C3) and PostToConnection;
 * - the prompter's state goes to the phones of a code the caller owns (P5).
 * A frame that is not JSON, not in the shared contract, from the wrong side or for another user's
 * code is answered with a `teleprompter.error` frame and goes nowhere else.
 */
export async function relayRemoteFrame(
  deps: RelayDeps,
  connectionId: string,
  body: string | undefined,
): Promise<RelayOutcome> {
  const refuse = async (outcome: RelayOutcome, message: string): Promise<RelayOutcome> => {
    await deps.remotes.send(connectionId, { type: REMOTE_ERROR, message });
    return outcome;
  };
  if (!body || body.length > REMOTE_FRAME_MAX_BYTES) return refuse('invalid', INVALID_FRAME_MESSAGE);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return refuse('invalid', INVALID_FRAME_MESSAGE);
  }
  const parsed = remoteClientFrameSchema.safeParse(json);
  if (!parsed.success) return refuse('invalid', INVALID_FRAME_MESSAGE);
  const frame = parsed.data;

  const now = deps.clock.now();
  const owner = await deps.pairings.ownerOf(connectionId, now);
  if (!owner) return refuse('unknown-connection', INVALID_PAIRING_CODE_MESSAGE);

  if (frame.action === REMOTE_COMMAND || frame.action === REMOTE_JOIN) {
    if (owner.kind !== 'remote') return refuse('wrong-side', REMOTE_ONLY_MESSAGE);
    if (frame.action === REMOTE_JOIN) {
      await deps.realtime.publish(owner.userId, { type: TELEPROMPTER_REMOTE_JOINED, sessionId: owner.sessionId });
      return 'joined';
    }
    await deps.realtime.publish(owner.userId, {
      type: TELEPROMPTER_COMMAND,
      sessionId: owner.sessionId,
      command: frame.command,
      sentAt: now.getTime(),
    });
    return 'command';
  }

  if (frame.action === REMOTE_STATE) {
    if (owner.kind !== 'app') return refuse('wrong-side', PROMPTER_ONLY_MESSAGE);
    const { pairing, remoteIds } = await deps.pairings.withRemotes(frame.code, now);
    if (!pairing || pairing.userId !== owner.userId) return refuse('not-owner', INVALID_PAIRING_CODE_MESSAGE);
    await Promise.all(
      remoteIds.map((id) => deps.remotes.send(id, { type: REMOTE_STATE, playing: frame.playing, speed: frame.speed })),
    );
    return 'state';
  }
  return refuse('invalid', INVALID_FRAME_MESSAGE);
}
