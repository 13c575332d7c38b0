import type { Script } from '@shared/scripts/script.schema';

/** A saved script as the API returns it; override what a test cares about. */
export function aScript(overrides: Partial<Script> = {}): Script {
  return {
    id: 's1',
    text: 'GANCHO: Você sabia?\nBeba água.',
    niche: 'Ideia simples',
    theme: 'Beber água',
    objective: 'Roteiro simples',
    format: 'reels',
    details: '',
    duration: 30,
    favorite: false,
    createdAt: '2026-11-22T15:05:00.000Z',
    updatedAt: '2026-11-22T15:05:00.000Z',
    writer: 'offline',
    request: { mode: 'simple', idea: 'Beber água', duracao: 30, aparecer: 'Sim', influencer: '' },
    seriesId: null,
    seriesIndex: null,
    versionCount: 0,
    extras: null,
    ...overrides,
  };
}
