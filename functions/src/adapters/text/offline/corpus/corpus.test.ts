import type { ScriptRequest } from '@shared/scripts/script.schema';
import {
  ADVANCED_DURATIONS_S,
  ADVANCED_MODES,
  ANGLES,
  FORMATS,
  HORIZONTAL_DURATIONS_S,
  OBJECTIVES,
  PLATFORMS,
  SIMPLE_DURATIONS_S,
  TONES,
} from '@shared/scripts/script-options';
import { analyse, analyseEdit } from '../analyse';
import { composeScripts, spokenWordCount } from '../compose';
import { composeEdit } from '../edit';
import { advancedRequest, simpleRequest } from '../sample-requests';
import { PROMISE_PATTERN, numberedPromise, wholeIdea } from '../topic';
import { QUESTION_QUANTITIES } from '@shared/viral-questions/viral-questions.schema';
import { VIRAL_SHORT_DURATIONS_S, VIRAL_SHORT_STYLES } from '@shared/viral-short/viral-short-options';
import { viralShortResultSchema, type ViralShortResult } from '@shared/viral-short/viral-short.schema';
import { readStructured } from '@shared/ideas/structured-output';
import { pastedTranscript } from '../../../../viral-short/transcript';
import { checkViralShort } from '../../../../viral-short/viral-short-tool';
import { viralShortInput } from '../../../../../test/support/viral-short';
import { offlineQuestions } from '../ideas/questions';
import { COMPOSER_PHRASES, composeViralShort } from '../ideas/viral-short';
import { lengthOff, wordRange } from '../../../../generation/script-length';
import { CORPUS_IDEAS } from './ideas';
import { LABELLED_TOPICS } from './topics';
import { GENERAL_NICHE, NICHES } from '../data/niches';
import { nicheOf } from '../niche';
import { SCRIPT_SAMPLES } from '../sample-requests';

/**
 * The offline writer over a corpus of more than 100 pt-BR ideas (docs/PRODUCT.md §offline-writer),
 * in every mode, format, platform and duration the wizard offers, checked by rules: the idea is
 * said whole and quoted, never cut into a sentence; hashtags are content words; two ideas share
 * few sentences; every numbered promise is kept; an edit drops no section. The idea tools too:
 * Ideias Virais with each idea as the niche, Viral Curto with each idea's script as the video's
 * transcript.
 */

const unaccent = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '');
const tokens = (s: string) =>
  unaccent(s.toLowerCase())
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** The spoken sentences of a script: section marks and [directions] out. */
function sentences(text: string): string[] {
  return text
    .split('\n')
    .filter((l) => l.trim() && !/^\[[^\]]*\]$/.test(l.trim()))
    .map((l) => l.replace(/\[[^\]]*\]/g, ' '))
    .join(' ')
    .split(/(?<=[.!?…])\s+/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => /\p{L}/u.test(s));
}

/**
 * The sentences that splice the idea: once its quoted whole is taken out, any that still holds
 * three of its words in a row ('O erro é achar que iniciante comete ao investir…').
 */
function splices(text: string, whole: string): string[] {
  const idea = tokens(whole);
  // three words in a row for a short idea, four for a longer one: a tip that happens to say
  // 'reserva de emergência' is not a splice of 'Reserva de emergência para quem ganha pouco'
  const n = idea.length <= 3 ? 3 : 4;
  if (idea.length < n) return [];
  const gram = (t: string[], i: number) => t.slice(i, i + n).join(' ');
  const grams = new Set(idea.slice(0, 1 - n).map((_, i) => gram(idea, i)));
  const quoted = new RegExp(`“[^”]*”`, 'g');
  return sentences(text).filter((s) => {
    const t = tokens(s.replace(quoted, ' '));
    return t.slice(0, 1 - n).some((_, i) => grams.has(gram(t, i)));
  });
}

/** Words no hashtag may be: stop words, and verb forms that creators' ideas hold. */
const NOT_HASHTAGS = new Set(
  (
    'de da do das dos a o as os um uma e ou em no na nos nas com sem por para pra que se como qual quais quando ' +
    'onde quem mais menos muito pouco seu sua meu minha voce todo toda tudo isso esse essa este esta ' +
    'comete cometem faz fazem fazer tem ter e sao esta estao pode podem vai vale precisa deve deveria some ' +
    'cresce funciona funcionam existe quer sabe atrapalham economizam combinam fala esqueco estudar investir ' +
    'usar comprar vender ensinar aprender cuidar dormir correr fortalecer proteger organizar montar escolher ' +
    'arrumar achar ' +
    'ensinando explicando fazendo'
  ).split(' '),
);

/** Each numbered promise's items, as the script lists them ('Erro 1: …', 'Livro 2: [DIGA AQUI: …]'). */
function promisedItems(text: string, noun: string): number {
  const label = noun[0]!.toUpperCase() + noun.slice(1);
  return text.split('\n').filter((l) => new RegExp(`^${label} \\d+[:\\s]`).test(l)).length;
}

/** Every request of the corpus: each idea simple at each duration, and in the advanced modes, rotating the options. */
function requests(): Array<{ idea: string; req: ScriptRequest }> {
  const out: Array<{ idea: string; req: ScriptRequest }> = [];
  CORPUS_IDEAS.forEach((idea, i) => {
    for (const duracao of SIMPLE_DURATIONS_S)
      out.push({ idea, req: simpleRequest(idea, { duracao, aparecer: i % 2 ? 'Não' : 'Sim' }) });
    const platform = PLATFORMS[i % PLATFORMS.length]!;
    const durations = platform.id === 'youtube-horizontal' ? HORIZONTAL_DURATIONS_S : ADVANCED_DURATIONS_S;
    out.push({
      idea,
      req: advancedRequest({
        mode: ADVANCED_MODES[i % ADVANCED_MODES.length]!,
        tema: idea,
        plataforma: platform.id,
        duracao: durations[i % durations.length]!,
        formato: FORMATS[i % FORMATS.length]!.id,
        angulo: ANGLES[i % ANGLES.length]!.id,
        objetivo: OBJECTIVES[i % OBJECTIVES.length]!.id,
        tom: i % 5 === 4 ? '' : TONES[i % TONES.length]!,
        persona: i % 3 ? '' : 'quem está começando',
        dor: '',
        oferta: '',
        provaSocial: '',
        objecao: '',
        localidade: '',
      }),
    });
  });
  return out;
}

describe('the offline writer over a corpus of ideas', () => {
  const all = requests();

  it('has more than 100 ideas across niches', () => {
    expect(new Set(CORPUS_IDEAS).size).toBeGreaterThanOrEqual(100);
    expect(new Set(CORPUS_IDEAS.map((i) => analyse(simpleRequest(i)).niche.id)).size).toBeGreaterThanOrEqual(12);
  });

  it('takes the niche from the theme, and from the persona, pain and offer only when there is no theme', () => {
    // the sample request is a home baker's: its persona and offer are about cakes
    expect(analyse(advancedRequest({ tema: 'Cinco dicas para sair das dívidas' })).niche.id).toBe('financas');
    expect(analyse(advancedRequest({ tema: 'Como ter mais tempo livre' })).niche.id).toBe('geral');
    expect(analyse(advancedRequest({ tema: '', dor: '', persona: 'confeiteiras' })).niche.id).toBe('culinaria');
  });

  it('says the idea whole, in quotes, and never splices it into a sentence', () => {
    const bad: string[] = [];
    for (const { idea, req } of all) {
      const brief = analyse(req);
      for (const { text } of composeScripts(brief)) {
        for (const s of splices(text, brief.whole)) bad.push(`${idea} → ${s}`);
        if (!text.includes('“')) bad.push(`${idea}: the idea is never said`);
        if (/PREENCHA/.test(text)) bad.push(`${idea}: a PREENCHA gap`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('makes hashtags of content words only: no stop word, no verb, no two words glued', () => {
    const bad: string[] = [];
    for (const { idea, req } of all) {
      const brief = analyse(req);
      // a hyphenated word ('segunda-feira') is one word, and its tag has no hyphen
      const ideaWords = new Set([...tokens(brief.whole), ...tokens(brief.whole.replace(/-/g, ''))]);
      for (const { extras } of composeScripts(brief)) {
        for (const tag of extras.hashtags) {
          const word = tag.slice(1);
          if (NOT_HASHTAGS.has(word)) bad.push(`${idea}: ${tag}`);
          // a tag from the idea is one of its words; the others are the niche's or the platform's
          const fixed =
            [...brief.niche.tags, ...PLATFORMS.map((p) => p.id)].some((t) => t === tag) ||
            /^#(reels|reelsbrasil|fyp|tiktokbrasil|shorts|youtubeshorts|youtube|youtubebrasil|linkedin|aprendizado)$/.test(
              tag,
            );
          if (!fixed && !ideaWords.has(word)) bad.push(`${idea}: ${tag} is not a word of the idea`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('keeps every numbered promise: that many items, in every mode and duration', () => {
    const bad: string[] = [];
    let promises = 0;
    for (const { idea, req } of all) {
      const promise = numberedPromise(idea);
      if (!promise) continue;
      promises++;
      // a series splits the items among its parts
      const n = composeScripts(analyse(req)).reduce((sum, { text }) => sum + promisedItems(text, promise.noun), 0);
      if (n !== promise.count) bad.push(`${idea} (${req.mode}, ${req.duracao} s): ${n} of ${promise.count}`);
    }
    expect(promises).toBeGreaterThan(100);
    expect(bad).toEqual([]);
  });

  it('from 15 s on, keeps the spoken words within ±15% of the target and has a development, promises included', () => {
    const bad: string[] = [];
    for (const { idea, req } of all) {
      if (req.duracao < 15 || req.duracao > 30) continue;
      const { target } = wordRange(req.duracao);
      for (const { text } of composeScripts(analyse(req))) {
        const { words, off } = lengthOff(text, target);
        if (off > 0.15) bad.push(`${idea} (${req.mode}, ${req.duracao} s): ${words} words, target ${target}`);
        if (!text.includes('[DESENVOLVIMENTO]')) bad.push(`${idea} (${req.mode}, ${req.duracao} s): no development`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('fits the topic: each labelled idea gets its niche, or the general one when none fits', () => {
    expect(LABELLED_TOPICS.length).toBeGreaterThanOrEqual(30);
    const wrong = LABELLED_TOPICS.filter(([idea, niche]) => nicheOf(idea).id !== niche).map(
      ([idea, niche]) => `${idea}: ${nicheOf(idea).id}, expected ${niche}`,
    );
    expect(wrong).toEqual([]);
  });

  it("says no niche's stages or hashtags that the idea's words do not support", () => {
    const series = SCRIPT_SAMPLES.find((s) => s.request.mode === 'series')!.request;
    const cases: Array<{ name: string; req: ScriptRequest; niche: string }> = [
      ...LABELLED_TOPICS.flatMap(([idea, niche]) =>
        [15, 60].map((duracao) => ({ name: `${idea} (${duracao} s)`, req: simpleRequest(idea, { duracao }), niche })),
      ),
      // the baker's series about São Paulo (the sample): no cooking stage, no #receitas
      { name: 'série de amostra', req: series, niche: 'geral' },
    ];
    const bad: string[] = [];
    for (const { name, req, niche } of cases)
      for (const { text, extras } of composeScripts(analyse(req))) {
        // a tag of the idea's own words is supported by them ('#casa' for 'sair de casa')
        const own = new Set(tokens(req.mode === 'simple' ? req.idea : req.tema).map((w) => `#${w}`));
        const mine = [...NICHES, GENERAL_NICHE].find((n) => n.id === niche)!;
        for (const other of NICHES.filter((n) => n.id !== niche)) {
          const tags = extras.hashtags.filter((t) => other.tags.includes(t) && !own.has(t));
          if (tags.length) bad.push(`${name}: ${tags.join(' ')} of ${other.id}`);
          const stage = other.stages.find((st) => !mine.stages.includes(st) && text.includes(`: ${st}.`));
          if (stage && req.mode === 'series') bad.push(`${name}: stage "${stage}" of ${other.id}`);
        }
      }
    expect(bad).toEqual([]);
  });

  it('writes different ideas with different sentences: any two share at most a third of hook and development', () => {
    // the call to action is the platform's and the objective's, by design the same for many ideas
    const scripts = CORPUS_IDEAS.map((idea) => ({
      idea,
      said: new Set(
        sentences(composeScripts(analyse(simpleRequest(idea, { duracao: 60 })))[0]!.text.split('[CTA]')[0]!),
      ),
    }));
    const worst: Array<{ pair: string; share: number }> = [];
    for (let a = 0; a < scripts.length; a++)
      for (let b = a + 1; b < scripts.length; b++) {
        const x = scripts[a]!;
        const y = scripts[b]!;
        const shared = [...x.said].filter((s) => y.said.has(s)).length;
        const share = shared / Math.min(x.said.size, y.said.size);
        if (share > 1 / 3 + 1e-9) worst.push({ pair: `${x.idea} | ${y.idea}`, share });
      }
    expect(worst).toEqual([]);
  });

  it("gives 'bolo de caneca' and 'maquiagem' no development sentence in common", () => {
    const body = (idea: string) =>
      new Set(
        sentences(
          composeScripts(analyse(simpleRequest(idea, { duracao: 60 })))[0]!
            .text.split('[DESENVOLVIMENTO]')[1]!
            .split('[CTA]')[0]!,
        ),
      );
    const cake = body('Bolo de caneca');
    expect([...body('Maquiagem')].filter((s) => cake.has(s))).toEqual([]);
  });

  it('gives each part of a series its own content: no development sentence repeats across parts', () => {
    const bad: string[] = [];
    for (const idea of CORPUS_IDEAS) {
      const parts = composeScripts(analyse(advancedRequest({ mode: 'series', tema: idea, duracao: 60 })));
      expect(parts).toHaveLength(3);
      const seen = new Map<string, number>();
      parts.forEach(({ text }, i) => {
        expect(text).toMatch(new RegExp(`Parte ${i + 1} de 3: `));
        for (const s of sentences(text.split('[DESENVOLVIMENTO]')[1]!.split('[CTA]')[0]!)) {
          if (spokenWordCount(s) < 4) continue; // 'Anota essa.'
          if (seen.has(s) && seen.get(s) !== i) bad.push(`${idea}: ${s}`);
          seen.set(s, i);
        }
      });
    }
    expect(bad).toEqual([]);
  });

  it('never drops a section or a promised item in an edit', () => {
    const instructions = [
      'Deixe o roteiro mais curto',
      'Quero mais detalhes, pode alongar',
      'Deixe mais formal',
      'Deixe mais engraçado',
      'Adicione uma chamada para seguir o perfil',
      'Reescreva o gancho',
      'Deixe mais emocional',
      'traduza para o inglês',
    ];
    const marks = (t: string) => t.split('\n').filter((l) => /^\[(GANCHO|DESENVOLVIMENTO|CTA|BLOCO)/.test(l.trim()));
    const bad: string[] = [];
    CORPUS_IDEAS.forEach((idea, i) => {
      const req =
        i % 4 === 0
          ? advancedRequest({ plataforma: 'youtube-horizontal', duracao: 300, tema: idea })
          : simpleRequest(idea, { duracao: 60 });
      const original = composeScripts(analyse(req))[0]!.text;
      const promise = numberedPromise(idea);
      for (const instruction of instructions) {
        const edited = composeEdit(analyseEdit(original, instruction, req.duracao, req));
        const lost = marks(original).filter((m) => !marks(edited).includes(m));
        if (lost.length) bad.push(`${idea} / ${instruction}: lost ${lost.join(', ')}`);
        if (promise && promisedItems(edited, promise.noun) !== promise.count)
          bad.push(`${idea} / ${instruction}: ${promisedItems(edited, promise.noun)} of ${promise.count} items`);
      }
    });
    expect(bad).toEqual([]);
  });
});

/** Two different inputs share at most this fraction of their sentences. */
const MAX_SHARE = 1 / 3;

/**
 * The pairs of `items` (by name) that share more than MAX_SHARE of the smaller one's sentences;
 * a sentence both their sources say (two transcripts' common tip) is theirs, not the writer's.
 */
function sharing(items: ReadonlyArray<{ name: string; said: Set<string>; source?: Set<string> }>): string[] {
  const worst: string[] = [];
  for (let a = 0; a < items.length; a++)
    for (let b = a + 1; b < items.length; b++) {
      const x = items[a]!;
      const y = items[b]!;
      const shared = [...x.said].filter((s) => y.said.has(s) && !(x.source?.has(s) && y.source?.has(s))).length;
      if (shared / Math.min(x.said.size, y.said.size) > MAX_SHARE + 1e-9) worst.push(`${x.name} | ${y.name}`);
    }
  return worst;
}

const SEED = '2c9a4f1e-7b3d-4e6a-8f0c-5d1b2a3c4e5f';

describe("the offline writer's Ideias Virais over the corpus, each idea as the niche", () => {
  it('names the idea whole, as a quoted title, and never splices it into a question', () => {
    const bad: string[] = [];
    for (const idea of CORPUS_IDEAS)
      for (const quantity of QUESTION_QUANTITIES) {
        const questions = offlineQuestions(idea, quantity, SEED);
        expect(questions).toHaveLength(quantity);
        for (const s of splices(questions.join('\n'), wholeIdea(idea))) bad.push(`${idea} → ${s}`);
        // the others ask about the niche's own mistakes: a third of the list at most
        const untitled = questions.filter((q) => !q.includes('“'));
        if (untitled.length > Math.floor(quantity / 3)) bad.push(`${idea}: ${untitled.length} questions without it`);
        for (const q of questions) {
          if (!/\?$/.test(q) || /\s[?,:]|[{}]|PREENCHA/.test(q)) bad.push(`${idea}: ${q}`);
          // no question around the title promises a number of items of its own
          if (q.includes('“') && PROMISE_PATTERN.test(q.replace(/“[^”]*”/g, ' ')))
            bad.push(`${idea}: promises in ${q}`);
        }
      }
    expect(bad).toEqual([]);
  });

  it('asks different ideas different questions: any two share at most a third', () => {
    for (const quantity of [5, 10] as const)
      expect(
        sharing(CORPUS_IDEAS.map((idea) => ({ name: idea, said: new Set(offlineQuestions(idea, quantity, SEED)) }))),
      ).toEqual([]);
  });

  it("asks 'bolo de caneca' and 'maquiagem' about their own niche", () => {
    const cake = offlineQuestions('Bolo de caneca', 10, SEED).filter((q) => !q.includes('“'));
    const makeUp = offlineQuestions('Maquiagem', 10, SEED).filter((q) => !q.includes('“'));
    expect(cake.join(' ')).toMatch(/receita|forno|ingrediente|provar|olho|recipiente/);
    expect(makeUp.join(' ')).toMatch(/pele|base|maquiagem|pincel|produto/);
  });
});

describe("the offline writer's Viral Curto over the corpus, each idea's script as the transcript", () => {
  /** A sentence's end: a mark, and the quotes or brackets that close on it. */
  const SENTENCE_END = /(?<=[.!?…]["”»)]*)\s+|\n+/;
  const CONNECTIVE = /^(?:e|mas|então|aí|só que|ou seja|além disso|por isso|também|inclusive),?\s+/i;
  /** A sentence as compared: without an advice item's label ('Passo 2: ') or a leading connective, in lower case. */
  const plain = (s: string) =>
    s
      .trim()
      .replace(/^(passo|dica|hábito|segredo|etapa) \d{1,2}:\s+/i, '')
      .replace(CONNECTIVE, '')
      .toLowerCase();
  const LEADS = COMPOSER_PHRASES.filter((p) => p.endsWith(':'));

  /** What a creator's video about the idea says: its offline script, spoken lines only. */
  const transcriptOf = (idea: string) =>
    composeScripts(analyse(simpleRequest(idea, { duracao: 60 })))[0]!
      .text.split('\n')
      .map((l) => l.replace(/\[[^\]]*\]/g, ' ').trim())
      .filter(Boolean)
      .join('\n');

  const shorts = CORPUS_IDEAS.map((idea, i) => {
    const text = transcriptOf(idea);
    const transcript = pastedTranscript(text);
    return {
      idea,
      text,
      made: VIRAL_SHORT_DURATIONS_S.map((duration, d) => {
        const input = viralShortInput({
          transcript,
          target_duration_s: duration,
          style: VIRAL_SHORT_STYLES[(i + d) % VIRAL_SHORT_STYLES.length]!.id,
        });
        const read = readStructured(composeViralShort(input, SEED), viralShortResultSchema);
        if (!read.ok) throw new Error(`${idea}: ${read.problem}`);
        return { input, result: read.value };
      }),
    };
  });
  /** What the short says: its script's parts and its other hooks (the teleprompter text repeats them). */
  const spoken = (r: ViralShortResult) => [
    r.script.hook,
    r.script.tension,
    r.script.climax,
    ...r.hooks_variations.map((h) => h.text),
  ];

  it('writes a valid short of every duration', () => {
    const bad: string[] = [];
    for (const { idea, made } of shorts)
      for (const { input, result } of made) {
        const problem = checkViralShort(result, input);
        if (problem) bad.push(`${idea} (${input.target_duration_s} s): ${problem}`);
      }
    expect(bad).toEqual([]);
  });

  it("says the transcript's sentences whole: never cut, never after a lead they already have", () => {
    const bad: string[] = [];
    for (const { idea, text, made } of shorts) {
      const whole = new Set(text.split(SENTENCE_END).map(plain));
      for (const { result } of made)
        for (const part of spoken(result))
          for (const s of part.split(SENTENCE_END).filter(Boolean)) {
            if (COMPOSER_PHRASES.includes(s)) continue;
            const lead = LEADS.find((l) => s.startsWith(`${l} `));
            if (!whole.has(plain(s)) && !(lead && whole.has(plain(s.slice(lead.length))))) bad.push(`${idea} → ${s}`);
          }
    }
    expect(bad).toEqual([]);
  });

  it('shows on screen whole clauses of the transcript, or its own call', () => {
    const bad: string[] = [];
    for (const { idea, text, made } of shorts) {
      const said = text.toLowerCase().replace(/[“”]/g, '');
      for (const { result } of made)
        for (const screen of result.on_screen_text) {
          if (COMPOSER_PHRASES.includes(screen)) continue;
          const clause = new RegExp(
            `(^|[\\s:])${screen.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[,;:.!?…]`,
          );
          if (!clause.test(said)) bad.push(`${idea} → ${screen}`);
        }
    }
    expect(bad).toEqual([]);
  });

  it('makes no numbered promise it cannot keep', () => {
    const bad: string[] = [];
    for (const { idea, made } of shorts)
      for (const { result } of made)
        for (const part of spoken(result))
          if (PROMISE_PATTERN.test(part) || /(^|[.!?] )\p{L}+ \d{1,2}\b/u.test(part)) bad.push(`${idea} → ${part}`);
    expect(bad).toEqual([]);
  });

  it('adds few sentences of its own: any two shorts share at most a third, beyond what both transcripts say', () => {
    const items = shorts.map(({ idea, text, made }) => {
      const { script } = made[1]!.result;
      const source = new Set(text.split(SENTENCE_END).map(plain));
      // a transcript's sentence after a lead ('Olha só: …') is that sentence
      const asSaid = (s: string) => {
        const lead = LEADS.find((l) => s.startsWith(`${l} `));
        return lead && source.has(plain(s.slice(lead.length))) ? plain(s.slice(lead.length)) : plain(s);
      };
      const said = [script.hook, script.tension, script.climax].flatMap((p) => p.split(SENTENCE_END));
      return { name: idea, said: new Set(said.map(asSaid)), source };
    });
    expect(sharing(items)).toEqual([]);
  });
});
