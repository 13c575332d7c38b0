import '../zod-locale';
import { realtimeEventSchema } from './realtime-event.schema';

describe('realtimeEventSchema', () => {
  it.each([
    { type: 'script.delta', generationId: 'g', index: 0, text: 'abc' },
    { type: 'script.delta', generationId: 'g', index: 2, text: '' },
    { type: 'script.done', generationId: 'g' },
    { type: 'script.failed', generationId: 'g', message: 'Erro ao gerar roteiro' },
    { type: 'subscription.updated' },
  ])('accepts the event the server publishes: $type', (event) => {
    expect(realtimeEventSchema.safeParse(event)).toEqual({ success: true, data: event });
  });

  it('drops fields outside the contract', () => {
    expect(realtimeEventSchema.parse({ type: 'subscription.updated', generationId: 'g' })).toEqual({
      type: 'subscription.updated',
    });
  });

  it.each([
    ['an unknown type', { type: 'script.started', generationId: 'g' }],
    ['no type', { generationId: 'g' }],
    ['a numeric type', { type: 1 }],
    ['a negative series index', { type: 'script.delta', generationId: 'g', index: -1, text: 'x' }],
    ['a fractional series index', { type: 'script.delta', generationId: 'g', index: 0.5, text: 'x' }],
    ['a delta without text', { type: 'script.delta', generationId: 'g', index: 0 }],
    ['a done event without its generation', { type: 'script.done' }],
    ['a failure without a message', { type: 'script.failed', generationId: 'g' }],
    ['not an object', 'script.done'],
    ['null', null],
  ])('rejects %s', (_, input) => {
    expect(realtimeEventSchema.safeParse(input).success).toBe(false);
  });

  it('names the bad field in pt-BR', () => {
    const r = realtimeEventSchema.safeParse({ type: 'script.delta', generationId: 'g', index: -1, text: 'abc' });
    expect(r.error?.issues[0]).toMatchObject({
      path: ['index'],
      message: 'Pequeno demais: esperava que o número fosse >= 0',
    });
  });
});
