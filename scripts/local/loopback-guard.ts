/**
 * Who may drive the local server (docs/LOCAL-MODE.md §host-origin): requests that name this
 * machine's loopback with the server's port in `Host`, so a page on a rebinding domain
 * (`evil.example` resolving to 127.0.0.1) is refused; and, on every state-changing request and
 * every WebSocket upgrade that carries an `Origin`, a loopback origin with the same port.
 */

/** The names of this machine's loopback, as `Host` and `Origin` spell them. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

export const HOST_REFUSED_MESSAGE =
  'Endereço não atendido: o Viraliza local só responde em localhost, 127.0.0.1 ou [::1], na porta em que foi iniciado.';
export const ORIGIN_REFUSED_MESSAGE =
  'Origem não permitida: o Viraliza local só aceita pedidos das suas próprias páginas.';

/** `localhost:PORT`, `127.0.0.1:PORT` or `[::1]:PORT`; a bare name only on port 80, where a browser leaves the port out. */
export function isLoopbackHost(host: string | undefined, port: number): boolean {
  if (!host) return false;
  const h = host.toLowerCase();
  return LOOPBACK_NAMES.some((name) => h === `${name}:${port}` || (port === 80 && h === name));
}

/** No `Origin` (curl, cognito-local's Lambda client, the realtime publisher), or a loopback one with this port. */
export function isAllowedOrigin(origin: string | undefined, port: number): boolean {
  if (origin === undefined) return true;
  const o = origin.toLowerCase();
  return LOOPBACK_NAMES.some((name) => o === `http://${name}:${port}` || (port === 80 && o === `http://${name}`));
}

/** Methods that change nothing by the fetch standard's rules; any other one has its Origin checked. */
export const isSafeMethod = (method: string | undefined): boolean =>
  method === 'GET' || method === 'HEAD' || method === 'OPTIONS';

export type LoopbackRefusal = { status: 421 | 403; message: string };

/** Why the local server must not answer this request, or null when it may. */
export function loopbackRefusal(
  headers: { host?: string; origin?: string | string[] },
  method: string | undefined,
  port: number,
  upgrade = false,
): LoopbackRefusal | null {
  if (!isLoopbackHost(headers.host, port)) return { status: 421, message: HOST_REFUSED_MESSAGE };
  const origin = Array.isArray(headers.origin) ? headers.origin.join(',') : headers.origin;
  if ((upgrade || !isSafeMethod(method)) && !isAllowedOrigin(origin, port))
    return { status: 403, message: ORIGIN_REFUSED_MESSAGE };
  return null;
}
