import { TextField, type TextFieldProps } from '../../lib/form-field';
import { toConfirmationCode } from './confirmation-code';

type FieldProps = Pick<TextFieldProps, 'value' | 'onValueChange' | 'error' | 'helperText'>;

/** The e-mail input every auth form has: the right keyboard on phones and the browser's autofill. */
export function EmailField(props: FieldProps) {
  return <TextField label="E-mail" type="email" autoComplete="email" inputMode="email" required {...props} />;
}

/**
 * A password input. `autoComplete` tells password managers whether to fill a saved password
 * (sign-in) or offer a new one (sign-up, reset).
 */
export function PasswordField({
  label,
  autoComplete,
  ...props
}: FieldProps & { label: string; autoComplete: 'current-password' | 'new-password' }) {
  return <TextField label={label} type="password" autoComplete={autoComplete} required {...props} />;
}

/**
 * The e-mailed code (sign-up confirmation and password reset): digits only, one-time-code
 * autofill. No `maxLength`: the browser would cut a pasted "123 456" to "123 45" before the
 * filter sees it; the filter itself stops at the code's length.
 */
export function ConfirmationCodeField({ onValueChange, ...props }: FieldProps) {
  return (
    <TextField
      label="Código de confirmação"
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      onValueChange={(typed) => onValueChange(toConfirmationCode(typed))}
      {...props}
    />
  );
}
