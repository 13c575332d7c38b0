import { IDEA_ERRORS } from '@shared/ideas/idea-tools';
import type { Subscription } from '@shared/subscription/subscription.schema';
import { VIRAL_SHORT_MESSAGES, type ViralShortResult } from '@shared/viral-short/viral-short.schema';
import { fixedClock } from '../core/clock';
import type { IdeaResult } from '../ideas/ports';
import type { Logger } from '../core/ports';
import type { StoredScript } from '../scripts/ports';
import { composeViralShort } from '../adapters/text/offline/ideas/viral-short';
import { saveViralShort, VIRAL_SHORT_ITEM, type SaveViralShortContext } from './save-viral-short';
import { viralShortInput } from '../../test/support/viral-short';

const OP = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const NOW = '2026-11-24T10:00:00.000Z';
const silent: Logger = { info: () => {}, warn: () => {}, error: () => {}, child: () => silent };

const input = viralShortInput({ target_duration_s: 90, style: 'professor', goal: 'seguidores' });
const result = JSON.parse(composeViralShort(input, OP)) as ViralShortResult;

function fakes(plan: Subscription['plan'] = 'pro', kept: IdeaResult | null = keptResult()) {
  const saved = new Map<string, StoredScript>();
  const ctx: SaveViralShortContext = {
    results: {
      get: async (_u, id) => (kept && id === kept.operationId ? kept : null),
      saveAsScript: async (_u, id, item, script) => {
        if (!kept || id !== kept.operationId) return null;
        const first = saved.get(item);
        if (first) return { script: first, created: false };
        saved.set(item, script);
        return { script, created: true };
      },
    },
    accounts: { getSubscription: async () => ({ plan }) as Subscription },
    clock: fixedClock(NOW),
    log: silent,
  };
  return { ctx, saved };
}

function keptResult(): IdeaResult {
  return { tool: 'viral-short', operationId: OP, input, result, writer: 'offline', createdAt: NOW, saved: {} };
}

it('saves the short with the chosen hook in place of the first paragraph, as a shorts script of its duration', async () => {
  const f = fakes();
  const h2 = result.hooks_variations[1]!;
  const answer = await saveViralShort(f.ctx, 'ana', OP, h2.id);
  expect(answer.created).toBe(true);
  expect(answer.script).toMatchObject({
    origin: 'viral-short',
    format: 'shorts',
    duration: 90,
    niche: 'YouTube',
    objective: 'Ganhar seguidores',
    favorite: false,
    writer: 'offline',
    request: null,
    extras: null,
    createdAt: NOW,
  });
  expect(answer.script.text.startsWith(`${h2.text}\n\n`)).toBe(true);
  expect(answer.script.text).not.toContain(result.script.hook);
  expect(answer.script.text).toContain('[pause]');
  expect(answer.script.details).toContain('https://www.youtube.com/watch?v=Pd8x1kQz9aA');
  expect(answer.script.theme.length).toBeLessThanOrEqual(100);
  // the expiry stays on the server
  expect(answer.script).not.toHaveProperty('ttl');
  expect(f.saved.get(VIRAL_SHORT_ITEM)!.ttl).toBe(Math.floor(Date.parse(NOW) / 1000) + 90 * 86_400);
});

it('keeps the text as written for the selected hook, and sets no expiry off the paid plans', async () => {
  const f = fakes('free');
  const answer = await saveViralShort(f.ctx, 'ana', OP, result.selected_hook);
  expect(answer.script.text).toBe(result.script_as_teleprompter);
  expect(f.saved.get(VIRAL_SHORT_ITEM)!.ttl).toBeUndefined();
});

it('answers the script saved first when the result is saved again', async () => {
  const f = fakes();
  const first = await saveViralShort(f.ctx, 'ana', OP, 'h2');
  const again = await saveViralShort(f.ctx, 'ana', OP, 'h3');
  expect(again).toEqual({ script: first.script, created: false });
});

it('refuses a hook the result does not have', async () => {
  await expect(saveViralShort(fakes().ctx, 'ana', OP, 'h9')).rejects.toMatchObject({
    code: 'validation_failed',
    message: VIRAL_SHORT_MESSAGES.hook,
  });
});

it.each([
  ['a result that is gone', null],
  ['a result of another tool', { ...keptResult(), tool: 'news' as const }],
])('answers 404 "resultado expirou" for %s', async (_name, kept) => {
  await expect(saveViralShort(fakes('pro', kept).ctx, 'ana', OP, 'h1')).rejects.toMatchObject({
    code: 'not_found',
    message: IDEA_ERRORS.resultGone,
  });
});
