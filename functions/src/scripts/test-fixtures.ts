import type { StoredScript } from './ports';

/**
 * A saved simple script with every field at its empty value, for the tests of the store, the use
 * cases and the integration harness: a field added to the contract is added here once.
 */
export function aStoredScript(overrides: Partial<StoredScript> & Pick<StoredScript, 'id'>): StoredScript {
  const createdAt = overrides.createdAt ?? '2026-03-01T00:00:00.000Z';
  return {
    text: 'Roteiro.',
    niche: '',
    theme: '',
    objective: '',
    format: 'reels',
    details: '',
    duration: 30,
    favorite: false,
    createdAt,
    updatedAt: createdAt,
    writer: 'offline',
    request: null,
    seriesId: null,
    seriesIndex: null,
    versionCount: 0,
    extras: null,
    ...overrides,
  };
}
