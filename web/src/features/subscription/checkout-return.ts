/** Whether a location is the checkout's success return (`/criar?success=true`, spec §4). */
export function isCheckoutReturn(pathname: string, search: string): boolean {
  return pathname === '/criar' && new URLSearchParams(search).get('success') === 'true';
}
