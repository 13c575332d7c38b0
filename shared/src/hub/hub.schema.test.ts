import * as z from 'zod/mini';
import {
  activateBodySchema,
  calendarQuerySchema,
  createDiaryEntryBodySchema,
  createGoalBodySchema,
  HUB_MESSAGES,
  parseMissionId,
  purchaseBodySchema,
  updateHubProfileBodySchema,
} from './hub.schema';

const firstMessage = (schema: z.core.$ZodType, value: unknown) => {
  const r = z.safeParse(schema, value);
  return r.success ? null : r.error.issues[0]!.message;
};

describe('the hub schemas (docs/PRODUCT.md §validation.hub)', () => {
  it('a goal needs a target and a deadline; platform instagram and type followers by default', () => {
    expect(firstMessage(createGoalBodySchema, { deadline: '2026-06-30' })).toBe(HUB_MESSAGES.goalRequired);
    expect(firstMessage(createGoalBodySchema, { targetValue: 1000 })).toBe(HUB_MESSAGES.goalRequired);
    expect(firstMessage(createGoalBodySchema, { targetValue: 1000, deadline: '' })).toBe(HUB_MESSAGES.goalRequired);
    expect(firstMessage(createGoalBodySchema, { targetValue: 10.5, deadline: '2026-06-30' })).toBe(
      HUB_MESSAGES.goalTarget,
    );
    expect(firstMessage(createGoalBodySchema, { targetValue: 1000, deadline: '2026-02-30' })).toBe(
      HUB_MESSAGES.goalDeadline,
    );
    expect(z.parse(createGoalBodySchema, { targetValue: 1000, deadline: '2026-06-30' })).toEqual({
      type: 'followers',
      platform: 'instagram',
      targetValue: 1000,
      deadline: '2026-06-30',
    });
  });

  it("refuses a blank diary entry with '✍️ Escreva algo antes de salvar!'", () => {
    expect(firstMessage(createDiaryEntryBodySchema, { content: '   ' })).toBe('✍️ Escreva algo antes de salvar!');
    expect(firstMessage(createDiaryEntryBodySchema, {})).toBe('✍️ Escreva algo antes de salvar!');
    expect(z.parse(createDiaryEntryBodySchema, { content: '  Gravei 3 vídeos ' })).toEqual({
      content: 'Gravei 3 vídeos',
    });
  });

  it('reads mission ids, months, shop bodies and the profile', () => {
    expect(parseMissionId('2026-03-15-4')).toEqual({ date: '2026-03-15', slot: 4 });
    expect(parseMissionId('2026-03-15-5')).toBeNull();
    expect(parseMissionId('2026-02-30-1')).toBeNull();
    expect(firstMessage(calendarQuerySchema, { month: '2026-13' })).toBe(HUB_MESSAGES.monthInvalid);
    expect(firstMessage(purchaseBodySchema, { kind: 'car', itemId: 'x' })).toBe(HUB_MESSAGES.itemUnknown);
    expect(z.safeParse(activateBodySchema, { kind: 'theme', itemId: 'default' }).success).toBe(true);
    expect(z.safeParse(activateBodySchema, { kind: 'avatar', itemId: 'default' }).success).toBe(false);
    expect(firstMessage(updateHubProfileBodySchema, { timeZone: 'Marte/Base' })).toBe(HUB_MESSAGES.timeZoneInvalid);
    expect(firstMessage(updateHubProfileBodySchema, { followersCount: -1 })).toBe(HUB_MESSAGES.followersInvalid);
  });

  it('formats the missing coins in pt-BR', () => {
    expect(HUB_MESSAGES.insufficientCoins(1_968_300)).toBe(
      '💰 Moedas insuficientes! Você precisa de 1.968.300 moedas.',
    );
  });
});
