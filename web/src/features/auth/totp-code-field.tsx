import { TextField, type TextFieldProps } from '../../lib/form-field';
import { toConfirmationCode } from './confirmation-code';

/** The authenticator app's 6-digit code (sign-in's second step, TOTP set-up): digits only, one-time-code autofill. */
export function TotpCodeField({
  onValueChange,
  label = 'Código do autenticador',
  ...props
}: Pick<TextFieldProps, 'value' | 'onValueChange' | 'error' | 'helperText' | 'autoFocus'> & { label?: string }) {
  return (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      onValueChange={(typed) => onValueChange(toConfirmationCode(typed))}
      {...props}
    />
  );
}
