import { CONFIRMATION_CODE_LENGTH } from '@shared/auth/auth.schema';

/** Keeps only the digits of what was typed or pasted ("123 456", "12-34-56"), up to the code's length. */
export function toConfirmationCode(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, CONFIRMATION_CODE_LENGTH);
}
