import {
  TELEPROMPTER_COMMAND,
  TELEPROMPTER_REMOTE_JOINED,
  type RealtimeEvent,
} from '@shared/realtime/realtime-event.schema';
import { REMOTE_STATE, type RemoteCommand } from '@shared/teleprompter/remote.schema';
import type { TeleprompterActions, TeleprompterState } from '../teleprompter-store';

/** What each phone button asks of the prompter's store (docs/PRODUCT.md §flows.teleprompter-remote). */
export function applyRemoteCommand(
  command: RemoteCommand,
  store: Pick<TeleprompterActions, 'toggle' | 'faster' | 'slower' | 'backLine'>,
): void {
  switch (command) {
    case 'toggle':
      return store.toggle();
    case 'faster':
      return store.faster();
    case 'slower':
      return store.slower();
    case 'back':
      return store.backLine();
  }
}

/** A realtime event meant for this tab's remote: a command to apply, a phone that joined, or nothing. */
export function remoteEventFor(
  event: RealtimeEvent,
  sessionId: string,
): { kind: 'command'; command: RemoteCommand; sentAt: number } | { kind: 'joined' } | null {
  if (event.type === TELEPROMPTER_COMMAND && event.sessionId === sessionId)
    return { kind: 'command', command: event.command, sentAt: event.sentAt };
  if (event.type === TELEPROMPTER_REMOTE_JOINED && event.sessionId === sessionId) return { kind: 'joined' };
  return null;
}

/** The frame that reports the prompter's state to the phones of its code. */
export function stateFrame(code: string, state: Pick<TeleprompterState, 'playing' | 'speed'>) {
  return { action: REMOTE_STATE, code, playing: state.playing, speed: state.speed };
}
