import type { ReactNode } from 'react';
import {
  Field,
  HStack,
  NativeSelect,
  RadioCard,
  RadioGroup,
  SimpleGrid,
  Text,
  Textarea,
  type TextareaProps,
} from '@chakra-ui/react';
import { APPEAR_OPTIONS, type AppearOption } from '@shared/scripts/script-options';

/** Labelled controls of the creator's forms; each shows its inline pt-BR error. */

export function TextAreaField({
  label,
  value,
  onValueChange,
  error,
  helperText,
  ...textarea
}: Omit<TextareaProps, 'value' | 'onChange'> & {
  label: string;
  value: string;
  onValueChange: (v: string) => void;
  error?: string;
  helperText?: ReactNode;
}) {
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <Textarea value={value} onChange={(e) => onValueChange(e.target.value)} autoresize minH="24" {...textarea} />
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

export function SelectField<V extends string | number>({
  label,
  value,
  options,
  onValueChange,
  error,
  helperText,
  placeholder,
}: {
  label: string;
  value: V | '';
  options: readonly { value: V; label: string }[];
  onValueChange: (v: V) => void;
  error?: string;
  helperText?: ReactNode;
  placeholder?: string;
}) {
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={String(value)}
          onChange={(e) => {
            const picked = options.find((o) => String(o.value) === e.target.value);
            if (picked) onValueChange(picked.value);
          }}
        >
          {placeholder ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options.map((o) => (
            <option key={String(o.value)} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/** A visible '*' for sighted users and '(obrigatório)' for screen readers. */
export function RequiredMark() {
  return (
    <>
      <Text as="span" color="fg.error" aria-hidden="true" ms="1">
        *
      </Text>
      <Text as="span" srOnly>
        (obrigatório)
      </Text>
    </>
  );
}

/** Radio cards with a label and a one-line hint each (angles, objectives, formats, tones). */
export function ChoiceCards({
  label,
  value,
  items,
  onValueChange,
  error,
  required = false,
  columns = { base: 1, md: 2 },
}: {
  label: string;
  value: string;
  items: readonly { id: string; label: string; hint?: string }[];
  onValueChange: (v: string) => void;
  error?: string;
  /** Shows the required marker (docs/PRODUCT.md §validation.creator: objective and format). */
  required?: boolean;
  columns?: { base: number; md?: number; lg?: number };
}) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <RadioCard.Root
        value={value || null}
        onValueChange={(e) => e.value && onValueChange(e.value)}
        size="sm"
        w="full"
        colorPalette="brand"
      >
        <RadioCard.Label fontWeight="medium" fontSize="sm" mb="2">
          {label}
          {required ? <RequiredMark /> : null}
        </RadioCard.Label>
        <SimpleGrid columns={columns} gap="2">
          {items.map((item) => (
            <RadioCard.Item key={item.id} value={item.id}>
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <RadioCard.ItemContent>
                  <RadioCard.ItemText>{item.label}</RadioCard.ItemText>
                  {item.hint ? <RadioCard.ItemDescription>{item.hint}</RadioCard.ItemDescription> : null}
                </RadioCard.ItemContent>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </SimpleGrid>
      </RadioCard.Root>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/** 'Aparecer no vídeo?' Sim / Não. */
export function AppearField({
  value,
  onValueChange,
  label = 'Aparecer no vídeo?',
  hint,
}: {
  value: AppearOption;
  onValueChange: (v: AppearOption) => void;
  label?: string;
  hint?: string;
}) {
  return (
    <Field.Root>
      <RadioGroup.Root
        value={value}
        onValueChange={(e) => e.value && onValueChange(e.value as AppearOption)}
        colorPalette="brand"
      >
        <RadioGroup.Label fontWeight="medium" fontSize="sm">
          {label}
        </RadioGroup.Label>
        <HStack gap="6" mt="2">
          {APPEAR_OPTIONS.map((option) => (
            <RadioGroup.Item key={option} value={option}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{option}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
      {hint ? (
        <Text fontSize="xs" color="fg.muted" mt="1">
          {hint}
        </Text>
      ) : null}
    </Field.Root>
  );
}
