import type { FormEvent, ReactNode, Ref } from 'react';
import { Field, Input, Stack, type InputProps } from '@chakra-ui/react';

export interface TextFieldProps extends Omit<InputProps, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  helperText?: ReactNode;
  /** The input itself (React 19 passes it as a prop), e.g. to focus it when a submit finds it invalid. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its inline error; the label names the input for assistive tech. */
export function TextField({ label, value, onValueChange, error, helperText, required, ...input }: TextFieldProps) {
  return (
    <Field.Root invalid={!!error} required={required}>
      {/* No visible asterisk: every field on our forms is required, and a bare label keeps
          getByLabel('Nova senha', { exact: true }) working (aria-required still says it). */}
      <Field.Label>{label}</Field.Label>
      <Input value={value} onChange={(e) => onValueChange(e.target.value)} {...input} />
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/** A vertical form with the browser's own validation off: the shared zod schemas speak pt-BR. */
export function FormStack({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <Stack asChild gap="4">
      <form onSubmit={onSubmit} noValidate aria-label={label}>
        {children}
      </form>
    </Stack>
  );
}
