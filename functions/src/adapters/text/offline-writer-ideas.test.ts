import { scriptExtrasSchema, type ScriptRequest } from '@shared/scripts/script.schema';
import { TONES, type Tone } from '@shared/scripts/script-options';
import { parseGeneratedScripts } from '../../generation/script-output';
import { analyse } from './offline/analyse';
import { composeAnswer, composeScripts } from './offline/compose';
import { PLATFORM_HASHTAGS, TONE_HOOK_TAIL, TONE_LINES, TONE_OPENERS } from './offline/data/phrases';
import { advancedRequest as advanced, simpleRequest as simple } from './offline/sample-requests';
import { PROMISE_PATTERN, numberedPromise, painToYou, wholeIdea } from './offline/topic';
import { contentWords } from './offline/words';

/**
 * The offline writer on 20 ideas a new creator types (docs/PRODUCT.md §offline-writer):
 * framed, numbered, questions, long, short. Each must come out whole, keep its promises and
 * carry valid extras.
 */
const IDEAS = [
  'Quero fazer um vídeo explicando como funciona o Pix',
  '3 erros que fazem seu pão caseiro solar',
  'Três dicas para economizar na conta de luz',
  'Cinco dicas de maquiagem para pele oleosa',
  'Um vídeo sobre receitas fáceis com Air Fryer',
  'Vídeo explicando por que o seu perfil não cresce',
  'Como organizar as finanças da casa ganhando um salário mínimo',
  'Vale a pena fazer faculdade de direito em 2025?',
  'Precificação de bolos caseiros para festas de aniversário',
  'Queria gravar um reels sobre rotina de skincare noturna',
  '7 hábitos de pessoas produtivas que acordam cedo',
  'Quatro erros de iniciante na musculação',
  'Treino de glúteos em casa sem equipamento',
  'O que levar na mala para uma viagem de praia com crianças',
  'Dicas para vender mais no Instagram da loja de roupas',
  'Dois motivos para começar a investir no Tesouro Direto',
  'Como cuidar de plantas dentro de apartamento pequeno',
  'Eu quero fazer um vídeo ensinando a fazer café coado perfeito',
  'Ansiedade antes de falar em público no trabalho',
  'Guia de estudo para o ENEM com pouco tempo',
];

/** The one script a non-series request gives. */
const one = (req: ScriptRequest, seed?: string) => composeScripts(analyse(req, { seed }))[0]!;

const NUMBER: Record<string, number> = { dois: 2, duas: 2, três: 3, tres: 3, quatro: 4, cinco: 5, sete: 7 };
const lower = (s: string) => s.toLowerCase();
const hookOf = (text: string) => text.split('[GANCHO]')[1]!.split('[DESENVOLVIMENTO]')[0]!;
const toneMarkers = (tone: Tone) => [...TONE_LINES[tone], ...TONE_OPENERS[tone], ...TONE_HOOK_TAIL[tone]];

/** Each idea as a simple request (30 s and 60 s) and as an advanced theme with no tone, persona or angle. */
function requestsFor(idea: string): ScriptRequest[] {
  return [
    simple(idea),
    simple(idea, { duracao: 60 }),
    advanced({
      tema: idea,
      persona: '',
      angulo: '',
      tom: '' as Tone,
      dor: '',
      provaSocial: '',
      objecao: '',
      localidade: '',
      oferta: '',
      duracao: 60,
      plataforma: 'tiktok',
    }),
  ];
}

/** The number each promise in `text` makes ("3 erros", "cinco dicas") and how many numbered points follow. */
function promisesKept(text: string, points: string) {
  const out: Array<{ promise: string; promised: number; delivered: number }> = [];
  for (const m of text.matchAll(new RegExp(PROMISE_PATTERN.source, 'giu'))) {
    const promised = /^\d+$/.test(m[1]!) ? Number(m[1]) : NUMBER[lower(m[1]!)]!;
    const noun = numberedPromise(m[0])!.noun;
    const label = noun[0]!.toUpperCase() + noun.slice(1);
    const delivered = points.split('\n').filter((l) => new RegExp(`^${label} \\d+[:\\s]`).test(l)).length;
    out.push({ promise: m[0], promised, delivered });
  }
  return out;
}

describe('the offline writer on 20 ideas', () => {
  it.each(IDEAS.map((i) => [i]))('says every content word of "%s"', (idea) => {
    const words = contentWords(wholeIdea(idea));
    expect(words.length).toBeGreaterThan(0);
    for (const req of requestsFor(idea)) {
      const { text } = one(req);
      const said = new Set(contentWords(text));
      expect({ idea, mode: req.mode, missing: words.filter((w) => !said.has(w)) }).toEqual({
        idea,
        mode: req.mode,
        missing: [],
      });
    }
  });

  it('strips the framing a creator types around the idea', () => {
    for (const idea of IDEAS.filter((i) => /^(eu )?(quero|queria|um vídeo|vídeo)/i.test(i))) {
      const { text } = one(simple(idea));
      expect(lower(text)).not.toMatch(/quero fazer|queria gravar|um vídeo sobre|vídeo explicando|vídeo ensinando/);
    }
    expect(wholeIdea('Quero fazer um vídeo explicando como funciona o Pix')).toBe('como funciona o Pix');
    expect(wholeIdea('Eu quero fazer um vídeo ensinando a fazer café coado perfeito')).toBe(
      'fazer café coado perfeito',
    );
    expect(wholeIdea('Um vídeo')).toBe('vídeo'); // never stripped to nothing
  });

  it.each(IDEAS.map((i) => [i]))('keeps every numbered promise of "%s" with that many points', (idea) => {
    const promise = numberedPromise(wholeIdea(idea));
    for (const req of requestsFor(idea)) {
      const { text, extras } = one(req);
      const points = text.split('[DESENVOLVIMENTO]')[1]!.split('[CTA]')[0]!;
      for (const said of [hookOf(text), ...extras.hooks]) {
        for (const kept of promisesKept(said, points)) expect(kept.delivered).toBe(kept.promised);
      }
      expect(text).not.toContain('PREENCHA');
      if (promise) {
        // tips and mistakes come from the niche; what the writer cannot know is a marked slot
        // that reads on without it ('Motivo 1: [DIGA AQUI: …] Esse aqui…'), highlighted by the result view;
        // a short script's seventh tip, past the niche's short tips, is a slot too
        const slots = points.match(/\[DIGA AQUI: [^\]]+\]/g) ?? [];
        expect(slots.length).toBeLessThanOrEqual(promise.count);
        if (slots.length) expect(text).toContain('[Antes de gravar, complete os trechos marcados com DIGA AQUI]');
      } else {
        expect(text).not.toContain('DIGA AQUI');
        expect(promisesKept(hookOf(text), points)).toEqual([]);
      }
    }
  });

  it('reads the promises of the issue: "3 erros", "cinco dicas", "três dicas"', () => {
    expect(numberedPromise('3 erros que fazem seu pão caseiro solar')).toEqual({
      count: 3,
      noun: 'erro',
      about: 'que fazem seu pão caseiro solar',
    });
    expect(numberedPromise('cinco dicas de maquiagem')).toMatchObject({ count: 5, noun: 'dica' });
    expect(numberedPromise('Três dicas para economizar')).toMatchObject({ count: 3, noun: 'dica' });
    expect(numberedPromise('Organizar a casa em 15 minutos')).toBeNull();
  });

  it('uses no tone-specific phrase when no tone was chosen, and only its own when one was', () => {
    const all = TONES.flatMap(toneMarkers);
    for (const idea of IDEAS) {
      for (const req of requestsFor(idea)) {
        const { text } = one(req);
        expect({ idea, mode: req.mode, found: all.filter((m) => text.includes(m)) }).toEqual({
          idea,
          mode: req.mode,
          found: [],
        });
      }
      for (const tom of TONES) {
        const { text } = one(advanced({ tema: idea, tom, duracao: 60 }));
        const others = TONES.filter((t) => t !== tom).flatMap(toneMarkers);
        expect({ idea, tom, found: others.filter((m) => text.includes(m)) }).toEqual({ idea, tom, found: [] });
      }
    }
  });

  it('says the pain to the audience in the second person, never pasted in the first', () => {
    expect(painToYou('tenho medo de aparecer no vídeo')).toEqual({
      said: 'tem medo de aparecer no vídeo',
      firstPerson: true,
    });
    expect(painToYou('Eu me sinto travada na frente da câmera').said).toBe('se sente travada na frente da câmera');
    expect(painToYou('meu cliente some depois do orçamento')).toEqual({
      said: 'seu cliente some depois do orçamento',
      firstPerson: false,
    });
    for (const seed of ['a', 'b', 'c', 'd']) {
      const { text } = one(advanced({ dor: 'tenho medo de aparecer no vídeo', duracao: 60 }), seed);
      expect(text).toContain('tem medo de aparecer no vídeo');
      expect(text).not.toMatch(/tenho medo|você tenho/i);
    }
  });

  it('writes from the pain alone when neither theme nor persona was given', () => {
    const req = advanced({ tema: '', persona: '', dor: 'clientes pedem desconto toda hora', duracao: 60 });
    const { text } = one(req);
    for (const w of ['clientes', 'pedem', 'desconto']) expect(lower(text)).toContain(w);
  });

  it.each(IDEAS.map((i) => [i]))(
    'gives "%s" valid extras: 3 distinct hooks, a caption, hashtags, on-screen texts',
    (idea) => {
      for (const req of requestsFor(idea)) {
        const { text, extras } = one(req);
        const e = scriptExtrasSchema.parse(extras);
        expect(new Set(e.hooks).size).toBe(3);
        expect(e.hooks).not.toContain(hookOf(text).trim());
        expect(e.hashtags.length).toBeGreaterThanOrEqual(3);
        expect(e.hashtags.length).toBeLessThanOrEqual(8);
        for (const tag of e.hashtags) expect(tag).toMatch(/^#[a-z0-9]+$/);
        const platform = req.mode === 'simple' ? 'instagram-reels' : req.plataforma;
        expect(e.hashtags).toEqual(expect.arrayContaining(PLATFORM_HASHTAGS[platform]!.slice(0, 1)));
        expect(e.caption.length).toBeGreaterThan(20);
        expect(lower(e.caption)).toContain(lower(contentWords(wholeIdea(idea))[0]!));
        expect(new Set(e.onScreenTexts.map((t) => t.section))).toEqual(new Set(['gancho', 'desenvolvimento', 'cta']));
      }
    },
  );

  it('gives each part of a series its own valid extras, which the parser reads back', () => {
    const req = advanced({ mode: 'series', tema: 'Cinco dicas de maquiagem para pele oleosa', duracao: 30 });
    const parsed = parseGeneratedScripts(composeAnswer(analyse(req, { seed: 'seed' })), 3);
    expect(parsed).toHaveLength(3);
    for (const [i, p] of parsed.entries()) {
      expect(p.text).toContain(`Parte ${i + 1} de 3`);
      expect(p.text).not.toContain('DADOS');
      expect(scriptExtrasSchema.safeParse(p.extras).success).toBe(true);
    }
  });

  it('hashtags fit the platform', () => {
    for (const plataforma of ['instagram-reels', 'tiktok', 'youtube-shorts', 'linkedin'] as const) {
      const { extras } = one(advanced({ plataforma, duracao: 30 }));
      expect(extras.hashtags).toEqual(expect.arrayContaining(PLATFORM_HASHTAGS[plataforma]!));
    }
  });

  it('varies with the generation id: same id, same script; another id, another script', () => {
    let differ = 0;
    for (const idea of IDEAS) {
      const a = composeAnswer(analyse(simple(idea), { seed: 'id-1' }));
      expect(composeAnswer(analyse(simple(idea), { seed: 'id-1' }))).toBe(a);
      if (composeAnswer(analyse(simple(idea), { seed: 'id-2' })) !== a) differ++;
    }
    expect(differ).toBe(IDEAS.length);
  });
});
