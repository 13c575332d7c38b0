/** /reset-password?email=… so the e-mail is already filled in. */
export function resetPasswordHref(email: string): string {
  return `/reset-password?${new URLSearchParams({ email }).toString()}`;
}
