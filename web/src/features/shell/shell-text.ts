import { pluralDays } from '@shared/format/format';

/** "Renova em 12 dias", "Renova em 1 dia", "Renova hoje". */
export function renewalText(days: number): string {
  return days <= 0 ? 'Renova hoje' : `Renova em ${pluralDays(days)}`;
}

/** The avatar's letter: the e-mail's first character, uppercased (docs/PRODUCT.md §screens.shell). */
export function avatarLetter(email: string | undefined): string {
  return (email?.trim().charAt(0) || '?').toUpperCase();
}
