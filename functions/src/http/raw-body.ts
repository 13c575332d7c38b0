/**
 * A request's or frame's body exactly as the client sent it: API Gateway may hand it over
 * base64-encoded. Signed webhooks verify their signature over this text, so it is never
 * re-serialised. Its own module so the WebSocket entries take it without the HTTP wrapper.
 */
export function rawBody(event: { body?: string | null; isBase64Encoded?: boolean }): string {
  if (!event.body) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}
