import type { AdvancedScriptRequest, ScriptRequest, SimpleScriptRequest } from '@shared/scripts/script.schema';
import {
  ADVANCED_DURATIONS_S,
  HORIZONTAL_DURATIONS_S,
  SIMPLE_DURATIONS_S,
  targetWordCount,
} from '@shared/scripts/script-options';
import { scriptPrompt, editPrompt } from '../../scripts/prompts';
import { parseScriptOutput } from '../../generation/script-output';
import { OfflineWriter } from './offline-writer';
import { analyseEdit, editRules } from './offline/analyse';
import { spokenWordCount } from './offline/compose';
import { composeEdit } from './offline/edit';
import { advancedRequest, simpleRequest } from './offline/sample-requests';

const writer = new OfflineWriter({ delayMs: 0 });
/** The writer's answer; one script's without its extras appendix (script-output.ts), as it is saved. */
const write = async (request: ScriptRequest) => {
  const raw = await writer.write(scriptPrompt(request), { onDelta: () => {} });
  return request.mode === 'series' ? raw : parseScriptOutput(raw, 1)[0]!;
};

const simple = (over: Partial<SimpleScriptRequest> = {}): SimpleScriptRequest =>
  simpleRequest('Como vender bolo de pote no bairro sem gastar com anúncio', over);
const advanced = (over: Partial<AdvancedScriptRequest> = {}): AdvancedScriptRequest =>
  advancedRequest({
    plataforma: 'tiktok',
    angulo: 'passo-a-passo',
    tema: 'Precificação de bolos caseiros',
    objetivo: 'vendas',
    ...over,
  });

const within15 = (text: string, seconds: number) => {
  const words = spokenWordCount(text);
  const target = targetWordCount(seconds);
  return { words, target, ok: words >= target * 0.85 && words <= target * 1.15 };
};

describe('the offline writer', () => {
  it.each(SIMPLE_DURATIONS_S.map((d) => [d]))('fits a simple %i s script to 130 wpm within ±15%%', async (d) => {
    for (const idea of [
      'Rotina de treino em casa para quem trabalha o dia todo',
      'Investir',
      'Por que o seu perfil não cresce mesmo postando todo dia com vídeos longos e legendas grandes',
    ]) {
      const text = await write(simple({ duracao: d as 30, idea }));
      expect(within15(text, d)).toMatchObject({ ok: true });
    }
  });

  it.each([...ADVANCED_DURATIONS_S, ...HORIZONTAL_DURATIONS_S].map((d) => [d]))(
    'fits an advanced %i s script within ±15%%',
    async (d) => {
      for (const mode of ['complete', 'trend', 'turbo'] as const) {
        for (const angulo of ['lista', 'passo-a-passo', 'polemica']) {
          const plataforma = d > 60 ? 'youtube-horizontal' : 'instagram-reels';
          const text = await write(advanced({ mode, duracao: d, angulo, plataforma }));
          expect({ mode, angulo, ...within15(text, d) }).toMatchObject({ ok: true });
        }
      }
    },
  );

  it('is deterministic: the same inputs give the same script', async () => {
    expect(await write(advanced())).toBe(await write(advanced()));
    expect(await write(simple())).toBe(await write(simple()));
  });

  it('writes visibly different scripts for different inputs', async () => {
    const a = await write(advanced());
    const b = await write(
      advanced({
        tema: 'Como fotografar bolos com o celular',
        angulo: 'erro-comum',
        objetivo: 'seguidores',
        tom: 'Emocional',
      }),
    );
    expect(a).not.toBe(b);
    expect(b).toContain('fotografar bolos com o celular');
    expect(a).not.toContain('fotografar');
    // most lines differ, not just the topic
    const linesA = new Set(a.split('\n'));
    const shared = b.split('\n').filter((l) => l.trim() && linesA.has(l));
    expect(shared.length).toBeLessThan(5);
  });

  it('shapes the script by its inputs: platform, objective, format, tone and strategic details', async () => {
    const text = await write(advanced());
    expect(text).toMatch(/\[GANCHO\][\s\S]*\[DESENVOLVIMENTO\][\s\S]*\[CTA\]/);
    expect(text).toContain('Passo 1:'); // angle passo-a-passo
    expect(text).toMatch(/link no perfil/); // vendas on TikTok
    expect(text).toContain('[Olhando para a câmera'); // talking head
    const yt = await write(
      advanced({
        plataforma: 'youtube-horizontal',
        duracao: 600,
        objetivo: 'seguidores',
        formato: 'narracao-broll',
        aparecer: 'Não',
      }),
    );
    expect(yt).toContain('[BLOCO 2');
    expect(yt).toContain('inscreve no canal');
    expect(yt).toContain('[Voz em off');
  });

  it('writes a series as 3 connected parts the parser accepts, each sized to the duration', async () => {
    const text = await write(advanced({ mode: 'series', duracao: 30 }));
    const parts = parseScriptOutput(text, 3);
    expect(parts).toHaveLength(3);
    parts.forEach((p, i) => {
      expect(p).toContain(`Parte ${i + 1} de 3`);
      expect(within15(p, 30).ok).toBe(true);
    });
    expect(parts[0]).toMatch(/parte 2/i);
    expect(parts[1]).toMatch(/parte 3/i);
  });

  /** A writer whose pauses are recorded instead of slept: `at` is the paced time each chunk goes out. */
  const pacedWriter = (delayMs: number, onSleep: (slept: number[]) => void = () => {}) => {
    const slept: number[] = [];
    const writer = new OfflineWriter({
      delayMs,
      sleep: async (ms) => {
        slept.push(ms);
        onSleep(slept);
      },
    });
    const at = () => slept.reduce((a, b) => a + b, 0);
    return { writer, slept, at };
  };

  it('streams word by word and returns exactly what it streamed, with the first words at once', async () => {
    const { writer: slow, slept, at } = pacedWriter(15);
    const chunks: Array<{ at: number; text: string }> = [];
    const full = await slow.write(scriptPrompt(simple()), {
      onDelta: (text) => chunks.push({ at: at(), text }),
    });
    expect(chunks.map((c) => c.text).join('')).toBe(full);
    expect(chunks.length).toBeGreaterThan(20);
    expect(chunks[0]!.at).toBe(0);
    // one pause of 2 × delayMs between paced chunks, none before the first
    expect(new Set(slept)).toEqual(new Set([30]));
    const paced = chunks.filter((c, i) => i === 0 || c.at > chunks[i - 1]!.at);
    expect(slept).toHaveLength(paced.length - 1);
    expect(at()).toBeGreaterThan(500);
    expect(at()).toBeLessThan(2500);
  });

  it('keeps a 30-minute script to a few seconds of streaming', async () => {
    const { writer: slow, slept, at } = pacedWriter(15);
    const chunks: string[] = [];
    await slow.write(scriptPrompt(advanced({ plataforma: 'youtube-horizontal', duracao: 1800 })), {
      onDelta: (text) => chunks.push(text),
    });
    // the chunks grow instead of the wait: at most MAX_STREAM_MS (3 s) of pauses
    expect(new Set(slept)).toEqual(new Set([30]));
    expect(at()).toBeLessThanOrEqual(3000);
    expect(at()).toBeGreaterThan(2500);
    expect(Math.max(...chunks.map((c) => c.split(/\s+/).length))).toBeGreaterThan(2);
  });

  it('takes OFFLINE_DELAY_MS per minute of video when slowed: a 20-minute script streams for 20 × that, in small chunks', async () => {
    const slept: number[] = [];
    const slowed = new OfflineWriter({ msPerMinute: 3000, sleep: async (ms) => void slept.push(ms) });
    const chunks: string[] = [];
    await slowed.write(scriptPrompt(advanced({ plataforma: 'youtube-horizontal', duracao: 1200 })), {
      onDelta: (text) => chunks.push(text),
    });
    const total = slept.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(20 * 3000 * 0.95);
    expect(total).toBeLessThanOrEqual(20 * 3000);
    expect(chunks.length).toBeGreaterThan(1000);
  });

  it("slows an idea tool's answer as long as a 10-minute script, so a reload can land mid-stream", async () => {
    const slept: number[] = [];
    const slowed = new OfflineWriter({ msPerMinute: 600, sleep: async (ms) => void slept.push(ms) });
    const prompt = {
      version: 'questions.test',
      system: '',
      user: '',
      task: { kind: 'structured', tool: 'questions', input: { niche: 'pets', quantity: 50 }, seed: 's' },
    } as const;
    const text = await slowed.write(prompt, { onDelta: () => {} });
    expect(JSON.parse(text).questions).toHaveLength(50);
    const total = slept.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(10 * 600 * 0.95);
    expect(total).toBeLessThanOrEqual(10 * 600);
  });

  it('stops when the signal aborts', async () => {
    const ctrl = new AbortController();
    const { writer: slow } = pacedWriter(20, (slept) => {
      if (slept.length === 3) ctrl.abort();
    });
    const chunks: string[] = [];
    await expect(
      slow.write(scriptPrompt(simple()), { onDelta: (t) => chunks.push(t), signal: ctrl.signal }),
    ).rejects.toThrow('A geração foi cancelada.');
    // aborted during the third pause: the chunk that pause held back is the last one
    expect(chunks.length).toBeLessThanOrEqual(4);
  });
});

describe('the offline writer in edit mode', () => {
  const edit = (original: string, instruction: string, request: ScriptRequest | null = advanced()) =>
    writer.write(editPrompt({ original, instruction, duration: 45, request }), { onDelta: () => {} });

  it('shortens when asked', async () => {
    const original = await write(advanced({ duracao: 60 }));
    const out = await edit(original, 'Deixe o roteiro mais curto');
    expect(spokenWordCount(out)).toBeLessThan(spokenWordCount(original) * 0.75);
    expect(out).toContain('[GANCHO]');
    expect(out).toContain('[CTA]');
  });

  it('lengthens when asked', async () => {
    const original = await write(advanced({ duracao: 30 }));
    expect(spokenWordCount(await edit(original, 'Quero mais detalhes, pode alongar'))).toBeGreaterThan(
      spokenWordCount(original) * 1.25,
    );
  });

  it('makes it more formal: no slang, no exclamation marks, no jokes', async () => {
    const original =
      'Olha só: pra vender mais, galera, você tá errando no preço! Se fosse fácil, a minha tia já tinha feito, né? Segue para mais!';
    const out = await edit(original, 'Deixe mais formal', null);
    expect(out).not.toMatch(/\bpra\b|\bgalera\b|\btá\b|!|minha tia/);
    expect(out).toMatch(/para vender mais/);
  });

  it('makes it funnier, adds a CTA and rewrites the hook when asked', async () => {
    const original = await write(advanced({ tom: 'Inspirador', objetivo: 'autoridade' }));
    const funny = await edit(original, 'Deixe mais engraçado');
    expect(funny.length).toBeGreaterThan(original.length);
    const withCta = await edit(original, 'Adicione uma chamada para seguir o perfil');
    expect(withCta.split('[CTA]')[1]).toMatch(/[Ss]egue/);
    const comment = await edit(original, 'Adicione uma chamada para comentar');
    expect(comment.split('[CTA]')[1]).toMatch(/[Cc]oment/);
    const hook = await edit(original, 'Reescreva o gancho');
    const hookOf = (t: string) => t.split('[GANCHO]')[1]!.split('\n').filter(Boolean)[0];
    expect(hookOf(hook)).not.toBe(hookOf(original));
  });

  it('says so when it did not understand the instruction', () => {
    expect(Object.values(editRules('traduza para o inglês')).some(Boolean)).toBe(false);
    expect(composeEdit(analyseEdit('Gancho. Meio do roteiro. Segue!', 'traduza para o inglês', 30, null))).toContain(
      '[Edição offline: o pedido não corresponde',
    );
  });
});
