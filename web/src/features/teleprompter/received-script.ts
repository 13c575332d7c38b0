/** The script handed over by /criar (navigation state `{ script }`, already cleaned), if any. */
export function receivedScript(state: unknown): string | null {
  const script = (state as { script?: unknown } | null)?.script;
  return typeof script === 'string' && script.trim() ? script : null;
}

/** The saved script's id handed over with it (`{ script, scriptId }`): its takes remember it. */
export function receivedScriptId(state: unknown): string | null {
  const id = (state as { scriptId?: unknown } | null)?.scriptId;
  return typeof id === 'string' && id ? id : null;
}
