import { useCallback, useEffect, useState } from 'react';
import type { Pairing } from '@shared/teleprompter/remote.schema';
import { useServices } from '../../../lib/services';
import { realtimeBus } from '../../realtime/realtime-bus';
import { useRealtimeEvents } from '../../realtime/use-realtime-events';
import { useTeleprompterStore } from '../teleprompter-store';
import { createPairing } from './remote-api';
import { applyRemoteCommand, remoteEventFor, stateFrame } from './remote-commands';
import { savePairing, savedPairing, tabSessionId } from './remote-session';

export type PairingStatus = 'idle' | 'creating' | 'failed';

/**
 * The prompter side of the phone remote (docs/PRODUCT.md §flows.teleprompter-remote): makes and
 * keeps this tab's pairing, applies the commands meant for this tab to the teleprompter store,
 * and reports the store's play state and speed to the phones whenever they change or a phone joins.
 */
export function useRemotePairing() {
  const { api } = useServices();
  const [sessionId] = useState(() => tabSessionId(sessionStorage));
  const [pairing, setPairing] = useState<Pairing | null>(() => savedPairing(sessionStorage));
  const [status, setStatus] = useState<PairingStatus>('idle');
  const [connected, setConnected] = useState(false);
  const [lastLatencyMs, setLastLatencyMs] = useState<number | null>(null);

  const create = useCallback(async () => {
    setStatus('creating');
    try {
      const next = await createPairing(api, sessionId);
      savePairing(sessionStorage, next);
      setPairing(next);
      setConnected(false);
      setStatus('idle');
    } catch (err) {
      console.error('controle remoto: não foi possível criar o código', err);
      setStatus('failed');
    }
  }, [api, sessionId]);

  // The code stops working at its expiry: forget it then, so the panel offers a new one.
  useEffect(() => {
    if (!pairing) return;
    const timer = setTimeout(
      () => {
        setPairing(savedPairing(sessionStorage));
        setConnected(false);
      },
      Math.max(0, Date.parse(pairing.expiresAt) - 60_000 - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [pairing]);

  const code = pairing?.code ?? null;
  const reportState = useCallback(() => {
    if (code) realtimeBus.send(stateFrame(code, useTeleprompterStore.getState()));
  }, [code]);

  useRealtimeEvents((event) => {
    if (!code) return;
    const remote = remoteEventFor(event, sessionId);
    if (!remote) return;
    setConnected(true);
    if (remote.kind === 'joined') return reportState();
    const before = useTeleprompterStore.getState();
    applyRemoteCommand(remote.command, before);
    setLastLatencyMs(Math.max(0, Date.now() - remote.sentAt));
    // A change reports itself (below); one that changed nothing (back a line, faster at 100) is
    // answered too, so the phone always hears back.
    const after = useTeleprompterStore.getState();
    if (after.playing === before.playing && after.speed === before.speed) reportState();
  });

  useEffect(() => {
    if (!code) return;
    return useTeleprompterStore.subscribe((s, prev) => {
      if (s.playing !== prev.playing || s.speed !== prev.speed) reportState();
    });
  }, [code, reportState]);

  return { sessionId, pairing, status, connected, lastLatencyMs, create };
}
