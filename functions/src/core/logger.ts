import type { Logger } from './ports';

/** One JSON line per entry, so CloudWatch Logs Insights can query every field. */
export function jsonLogger(
  base: Record<string, unknown> = {},
  write: (line: string) => void = (l) => process.stdout.write(l + '\n'),
): Logger {
  const emit = (level: string, message: string, fields?: Record<string, unknown>) =>
    write(JSON.stringify({ level, time: new Date().toISOString(), message, ...base, ...fields }));
  return {
    info: (m, f) => emit('info', m, f),
    warn: (m, f) => emit('warn', m, f),
    error: (m, f) => emit('error', m, f),
    child: (fields) => jsonLogger({ ...base, ...fields }, write),
  };
}

/** Turns an unknown thrown value into loggable fields (JSON.stringify(error) gives {}). */
export function errorFields(err: unknown): Record<string, unknown> {
  if (err instanceof Error) return { errorName: err.name, errorMessage: err.message, stack: err.stack };
  return { errorMessage: String(err) };
}
