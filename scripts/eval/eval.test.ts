import { OfflineWriter } from '../../functions/src/adapters/text/offline-writer';
import { PROMISE_PATTERN } from '../../functions/src/adapters/text/offline/topic';
import { evalCases } from './cases';
import { CHECKS, ptBrProblem, runEval, sectionsProblem, summarize } from './run-eval';

/**
 * `npm run eval` with the offline writer, inside `npm test` (docs/EVAL.md): every case must pass
 * every check. The clock is a counter, so the latency columns are not the wall's.
 */
describe('the eval harness with the offline writer', () => {
  it('runs the production prompts and parsers over the fixed cases and scores 100%', async () => {
    const cases = evalCases();
    const ideas = cases.filter((c) => c.kind === 'script' && c.group === 'ideias');
    expect(ideas.length).toBeGreaterThanOrEqual(40);
    // the ideas start at 15 s, numbered promises included (docs/EVAL.md §cases)
    expect(ideas.some((c) => c.kind === 'script' && c.request.duracao === 15 && PROMISE_PATTERN.test(c.name))).toBe(
      true,
    );
    let tick = 0;
    const results = await runEval(new OfflineWriter({ delayMs: 0 }), cases, () => tick++);
    const summary = summarize(results);
    expect(summary.failures).toEqual([]);
    expect(summary.score).toBe(1);
    for (const check of CHECKS) expect(summary.byCheck[check].applied).toBeGreaterThan(0);
  });
});

describe('the eval checks catch what they look for', () => {
  it('pt-BR only: English function words and European Portuguese', () => {
    expect(ptBrProblem('Você sabia que o segredo do bolo é a massa fria?')).toBeNull();
    expect(ptBrProblem('Here is the script you asked for, with the hook.')).toMatch(/^inglês/);
    expect(ptBrProblem('Tu estás a fazer o bolo errado no teu telemóvel.')).toMatch(/^português europeu/);
  });

  it('sections present and in order; only a script of 10 s or less needs no development', () => {
    expect(sectionsProblem('[GANCHO]\na\n[DESENVOLVIMENTO]\nb\n[CTA]\nc', 30)).toBeNull();
    expect(sectionsProblem('[GANCHO]\na\n[CTA]\nc', 5)).toBeNull();
    expect(sectionsProblem('[GANCHO]\na\n[CTA]\nc', 10)).toBeNull();
    expect(sectionsProblem('[GANCHO]\na\n[CTA]\nc', 15)).toBe('faltam DESENVOLVIMENTO');
    expect(sectionsProblem('[GANCHO]\na\n[CTA]\nc', 30)).toBe('faltam DESENVOLVIMENTO');
    expect(sectionsProblem('[CTA]\nc\n[DESENVOLVIMENTO]\nb\n[GANCHO]\na', 30)).toBe('fora de ordem');
  });

  it('fails a cut answer and an unparseable one', async () => {
    const { StoppedAnswerError } = await import('../../functions/src/core/stop-reason');
    const cases = evalCases().slice(0, 1);
    const cut = await runEval(
      { kind: 'bedrock', write: async () => Promise.reject(new StoppedAnswerError('truncated', 'cortado')) },
      cases,
    );
    expect(cut[0]!.checks.parada).toBe('parada anormal (truncated)');
    const prose = await runEval({ kind: 'openai', write: async () => '' }, cases);
    expect(prose[0]!.checks.parse).toBe('Roteiro não foi gerado corretamente');
  });
});
