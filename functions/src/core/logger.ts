/** Turns an unknown thrown value into loggable fields (JSON.stringify(error) gives {}). */
export function errorFields(err: unknown): Record<string, unknown> {
  if (err instanceof Error) return { errorName: err.name, errorMessage: err.message, stack: err.stack };
  return { errorMessage: String(err) };
}
