import * as z from 'zod/mini';
import { SPEED_LIMITS } from './presets';
import { REMOTE_COMMANDS } from './remote-commands';

export { REMOTE_COMMANDS, type RemoteCommand } from './remote-commands';

/**
 * The teleprompter's phone remote (docs/PRODUCT.md §flows.teleprompter-remote): the pairing the
 * prompter asks for over HTTP, and the frames the phone and the prompter send over the product's
 * WebSocket (docs/ARCHITECTURE.md §realtime-remote). What the server pushes back to the prompter
 * is in the one realtime contract (`teleprompter.command`, `teleprompter.remote-joined`).
 */

/**
 * The pairing code's characters: no 0/O, 1/I/L, so a code read off a screen is typed right.
 * 31 characters, 6 of them: 31^6 ≈ 887 million codes.
 */
export const PAIRING_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PAIRING_CODE_LENGTH = 6;
/** A pairing lasts a recording session: 2 hours (the item's DynamoDB ttl too). */
export const PAIRING_TTL_SECONDS = 2 * 60 * 60;
/** The phone's page, `/remoto/<code>`, what the QR code opens. */
export const REMOTE_PATH = '/remoto';

export const INVALID_PAIRING_CODE_MESSAGE = 'Código inválido ou expirado';

const CODE_PATTERN = new RegExp(`^[${PAIRING_CODE_ALPHABET}]{${PAIRING_CODE_LENGTH}}$`);

/** What a person typed, as a code: upper case, without spaces or dashes ('abc 234' → 'ABC234'). */
export function normalizePairingCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]+/g, '');
}

export function isPairingCode(value: string): boolean {
  return CODE_PATTERN.test(value);
}

// Each schema is marked pure: a Lambda that imports only the names leaves them out of its bundle.
export const pairingCodeSchema = /* @__PURE__ */ (() =>
  z.string().check(z.regex(CODE_PATTERN, 'Código de pareamento inválido.')))();

/** Where a command goes: the prompter's tab, one id per tab (kept in its sessionStorage). */
export const remoteSessionIdSchema = /* @__PURE__ */ (() =>
  z
    .string({ message: 'Informe a sessão do teleprompter.' })
    .check(
      z.minLength(8, 'Sessão do teleprompter inválida.'),
      z.maxLength(64, 'Sessão do teleprompter inválida.'),
      z.regex(/^[A-Za-z0-9-]+$/, 'Sessão do teleprompter inválida.'),
    ))();

/** POST /api/teleprompter/remote */
export const createPairingBodySchema = /* @__PURE__ */ (() => z.object({ sessionId: remoteSessionIdSchema }))();
export type CreatePairingBody = z.infer<typeof createPairingBodySchema>;

/** Its answer: the code and when it stops working (ISO 8601). */
export const pairingSchema = /* @__PURE__ */ (() => z.object({ code: pairingCodeSchema, expiresAt: z.string() }))();
export type Pairing = z.infer<typeof pairingSchema>;

export const REMOTE_COMMAND = 'teleprompter.command';
export const REMOTE_JOIN = 'teleprompter.join';
export const REMOTE_STATE = 'teleprompter.state';
export const REMOTE_ERROR = 'teleprompter.error';

const speedSchema = /* @__PURE__ */ (() =>
  z.number().check(z.int(), z.minimum(SPEED_LIMITS.min), z.maximum(SPEED_LIMITS.max)))();

/**
 * Frames sent to the WebSocket's `$default` route:
 * - from a phone (a connection opened with `?pair=<code>`): a command, or `join` once it is open;
 * - from the prompter (its own signed-in connection): the state to show on the phones of its code.
 */
export const remoteClientFrameSchema = /* @__PURE__ */ (() =>
  z.discriminatedUnion('action', [
    z.object({ action: z.literal(REMOTE_COMMAND), command: z.enum(REMOTE_COMMANDS) }),
    z.object({ action: z.literal(REMOTE_JOIN) }),
    z.object({ action: z.literal(REMOTE_STATE), code: pairingCodeSchema, playing: z.boolean(), speed: speedSchema }),
  ]))();
export type RemoteClientFrame = z.infer<typeof remoteClientFrameSchema>;

/** Frames the server sends to a phone: the prompter's state, or why a frame was refused (pt-BR). */
export const remoteServerFrameSchema = /* @__PURE__ */ (() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal(REMOTE_STATE), playing: z.boolean(), speed: speedSchema }),
    z.object({ type: z.literal(REMOTE_ERROR), message: z.string() }),
  ]))();
export type RemoteServerFrame = z.infer<typeof remoteServerFrameSchema>;

/** A frame over this is refused unread (API Gateway would take 128 KB). */
export const REMOTE_FRAME_MAX_BYTES = 1024;
