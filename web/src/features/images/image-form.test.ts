import type { Subscription } from '@shared/subscription/subscription.schema';
import { EMPTY_FORM, generateState, imageFormKey, readImageForm, writeImageForm } from './image-form';
import { memoryStorage } from '../../lib/test-support';

const ID = '01JD3QH9Z8X7W6V5T4S3R2Q1P0';

describe('the kept form (per user and tab)', () => {
  it('keeps each user apart and reads back what was written', () => {
    const storage = memoryStorage();
    const form = { prompt: 'Um gato', format: 'story', style: '3d', lastImageId: ID } as const;
    writeImageForm(storage, 'ana', form);
    expect(readImageForm(storage, 'ana')).toEqual(form);
    expect(readImageForm(storage, 'bia')).toEqual(EMPTY_FORM);
  });

  it('falls back field by field on what it cannot read', () => {
    const storage = memoryStorage();
    storage.setItem(
      imageFormKey('ana'),
      JSON.stringify({ prompt: 'ok', format: 'a4', style: 'oil', lastImageId: '../x' }),
    );
    expect(readImageForm(storage, 'ana')).toEqual({ ...EMPTY_FORM, prompt: 'ok' });
    storage.setItem(imageFormKey('ana'), '{not json');
    expect(readImageForm(storage, 'ana')).toEqual(EMPTY_FORM);
  });

  it('never throws when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    } as unknown as Storage;
    expect(readImageForm(refusing, 'ana')).toEqual(EMPTY_FORM);
    expect(() => writeImageForm(refusing, 'ana', EMPTY_FORM)).not.toThrow();
  });
});

const sub = (plan: Subscription['plan'], creditsRemaining: number) =>
  ({ plan, creditsRemaining, creditsResetAt: '2026-04-15T12:00:00.000Z' }) as Subscription;
const now = new Date('2026-04-03T12:00:00.000Z');

describe('what takes the generate button’s place (docs/PRODUCT.md §screens.gerador-imagens)', () => {
  it('shows the upgrade message once the free image is used', () => {
    expect(generateState({ generated: 1, limit: 1 }, sub('free', 200), now)).toEqual({ kind: 'limit' });
  });

  it('shows the free image left, with the button', () => {
    expect(generateState({ generated: 0, limit: 1 }, sub('free', 200), now)).toEqual({
      kind: 'button',
      blockedReason: null,
      notice: '1 imagem restante',
      free: true,
    });
  });

  it('disables the button, saying when credits renew, when the balance is under 200', () => {
    const state = generateState({ generated: 3, limit: null }, sub('pro', 150), now);
    expect(state).toMatchObject({ kind: 'button', free: false });
    expect(state.kind === 'button' && state.blockedReason).toBe(
      'Créditos insuficientes: custa 200 créditos e você tem 150. Seus créditos renovam em 15/04/2026 (em 12 dias).',
    );
  });

  it('says what an image costs and what a free user has, beside the disabled button (issue 27)', () => {
    const state = generateState({ generated: 0, limit: 1 }, sub('free', 100), now);
    expect(state).toEqual({
      kind: 'button',
      free: true,
      notice: 'Uma imagem custa 200 créditos; você tem 100',
      blockedReason:
        'Créditos insuficientes: custa 200 créditos e você tem 100. Seus créditos renovam em 15/04/2026 (em 12 dias).',
    });
  });

  it('counts images the credits buy on paid plans', () => {
    expect(generateState({ generated: 3, limit: null }, sub('enterprise', 40_000), now)).toMatchObject({
      notice: 'Seus créditos pagam 200 imagens',
    });
  });
});
