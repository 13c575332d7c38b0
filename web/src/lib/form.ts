import type * as z from 'zod/mini';

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/**
 * Validates form values with a shared schema and returns either the parsed data or the
 * first pt-BR message per field, ready for `<Field.ErrorText>`.
 */
export function validateForm<S extends z.ZodMiniObject>(
  schema: S,
  values: unknown,
): { ok: true; data: z.infer<S> } | { ok: false; errors: FieldErrors<z.infer<S>> } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return { ok: false, errors: errors as FieldErrors<z.infer<S>> };
}
