/** The avatar's letter: the e-mail's first character, uppercased (docs/PRODUCT.md §screens.shell). */
export function avatarLetter(email: string | undefined): string {
  return (email?.trim().charAt(0) || '?').toUpperCase();
}
