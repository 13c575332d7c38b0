import { createHash, timingSafeEqual } from 'node:crypto';
import type { OriginCheck } from '../../core/ports';
import type { SecretReader } from '../../jobs/ports';

/** Local mode: no distribution in front of the server, so nothing to check (docs/LOCAL-MODE.md §origin-check). */
export const openOrigin: OriginCheck = { enforced: false, matches: async () => true };

/**
 * The distribution's origin header checked against the stack's secret (docs/INFRA-NOTES.md §origin-secret),
 * read through the Parameters and Secrets extension and cached by the reader. Both sides are hashed first,
 * so the comparison takes the same time whatever the lengths, and a wrong value learns nothing of the secret.
 */
export class SecretOriginCheck implements OriginCheck {
  readonly enforced = true;

  constructor(
    private readonly secretId: string,
    private readonly secrets: SecretReader,
  ) {}

  async matches(presented: string | undefined): Promise<boolean> {
    // No header, no read: a direct call costs nothing but its refusal.
    if (!presented) return false;
    const secret = await this.secrets.get(this.secretId);
    return timingSafeEqual(digest(presented), digest(secret));
  }
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
