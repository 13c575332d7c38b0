/** The script handed over by /criar (navigation state `{ script }`, already cleaned), if any. */
export function receivedScript(state: unknown): string | null {
  const script = (state as { script?: unknown } | null)?.script;
  return typeof script === 'string' && script.trim() ? script : null;
}
