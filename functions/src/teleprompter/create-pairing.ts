import { randomInt } from 'node:crypto';
import { PAIRING_CODE_ALPHABET, PAIRING_CODE_LENGTH, PAIRING_TTL_SECONDS } from '@shared/teleprompter/remote.schema';
import type { Pairing } from '@shared/teleprompter/remote.schema';
import { ConflictError } from '../core/errors';
import type { Clock } from '../core/ports';
import type { PairingStore } from './ports';

/** New codes tried before giving up: with 887 million codes, a second collision is already rare. */
export const PAIRING_CREATE_ATTEMPTS = 5;

export const PAIRING_CONFLICT_MESSAGE = 'Não foi possível criar o código do controle remoto. Tente de novo.';

/** A code of the unambiguous alphabet, each character drawn uniformly from a CSPRNG. */
export function randomPairingCode(draw: (max: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < PAIRING_CODE_LENGTH; i++) code += PAIRING_CODE_ALPHABET[draw(PAIRING_CODE_ALPHABET.length)];
  return code;
}

export interface CreatePairingDeps {
  pairings: Pick<PairingStore, 'create'>;
  clock: Clock;
  newCode?: () => string;
}

/**
 * `POST /api/teleprompter/remote` (docs/PRODUCT.md §flows.teleprompter-remote): a new code for the
 * caller's prompter tab, valid for 2 hours. The code is its own item, written only where no live
 * pairing holds it (P1); a collision draws another code.
 */
export async function createPairing(deps: CreatePairingDeps, userId: string, sessionId: string): Promise<Pairing> {
  const now = deps.clock.now();
  const createdAt = Math.floor(now.getTime() / 1000);
  const expiresAt = createdAt + PAIRING_TTL_SECONDS;
  const newCode = deps.newCode ?? randomPairingCode;
  for (let attempt = 0; attempt < PAIRING_CREATE_ATTEMPTS; attempt++) {
    const code = newCode();
    if (await deps.pairings.create({ code, userId, sessionId, createdAt, expiresAt }, now))
      return { code, expiresAt: new Date(expiresAt * 1000).toISOString() };
  }
  throw new ConflictError(PAIRING_CONFLICT_MESSAGE);
}
