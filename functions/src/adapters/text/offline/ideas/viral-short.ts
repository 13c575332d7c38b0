import { countSpokenWords } from '@shared/teleprompter/markup';
import {
  CTA_FOR_GOAL,
  VIRAL_SHORT_CTAS,
  viralShortTargetWords,
  type ViralShortCtaId,
  type ViralShortGoalId,
  type ViralShortStyleId,
  type ViralShortToneId,
} from '@shared/viral-short/viral-short-options';
import { formatTimestamp, type ViralShortResult } from '@shared/viral-short/viral-short.schema';
import type { TranscriptSegment } from '../../../../viral-short/ports';
import type { ViralShortInput } from '../../../../viral-short/transcript';
import { makeRandom, type Random } from '../prng';
import { shortPhrase } from '../words';
import { lowerFirst } from '../topic';

/**
 * The offline writer's Viral Curto (docs/LOCAL-MODE.md §viral-short): a short built from the
 * transcript's own sentences, no model and no network. It picks the sentence that hooks best, the
 * ones that hold the tension and the one that turns it (by plain word cues), cuts them to the
 * duration at 130 words a minute, and ties them with fixed connectives that state no fact: every
 * name, number and claim in the short is one the transcript said. The cuts point at those
 * sentences' real times (estimated for a pasted text, and the notes say so). The seed (the
 * operation id) varies the connectives; the same seed gives the same short.
 */

/** A sentence of the transcript with its times. */
interface Unit {
  index: number;
  text: string;
  startS: number;
  endS: number;
  words: number;
}

/** Longest unit before an unpunctuated stretch (automatic captions) is split. */
const UNIT_MAX_WORDS = 24;

/** Words an unpunctuated stretch (automatic captions) likely starts a new sentence with. */
const STARTERS = new Set([
  'então',
  'mas',
  'porque',
  'aí',
  'depois',
  'hoje',
  'quando',
  'agora',
  'só',
  'no',
  'o',
  'a',
  'e',
]);

/**
 * Sentences of the transcript, timed by spreading each segment's duration over its words. With
 * `lines` (a pasted text) every segment is a sentence or a line of its own. Unpunctuated captions
 * are split before a likely sentence start once a stretch is long enough, and at UNIT_MAX_WORDS.
 */
export function sentenceUnits(segments: readonly TranscriptSegment[], opts: { lines?: boolean } = {}): Unit[] {
  const timed: { w: string; t: number; end: number; last: boolean }[] = [];
  for (const seg of segments) {
    const words = seg.text.split(/\s+/).filter(Boolean);
    const per = (seg.durationS > 0 ? seg.durationS : words.length * 0.4) / Math.max(1, words.length);
    words.forEach((w, i) =>
      timed.push({ w, t: seg.startS + i * per, end: seg.startS + (i + 1) * per, last: i === words.length - 1 }),
    );
  }
  const marks = timed.filter((x) => /[.!?…]/.test(x.w)).length;
  const unpunctuated = marks * 40 < timed.length;
  const units: Unit[] = [];
  let current: typeof timed = [];
  const flush = () => {
    if (!current.length) return;
    const text = sentence(current.map((x) => x.w).join(' '));
    units.push({
      index: units.length,
      text,
      startS: current[0]!.t,
      endS: current[current.length - 1]!.end,
      words: current.length,
    });
    current = [];
  };
  for (const item of timed) {
    if (unpunctuated && current.length >= 10 && STARTERS.has(item.w.toLowerCase())) flush();
    current.push(item);
    const ends = /[.!?…]["'”»)]*$/.test(item.w);
    const pause = /[,;:]$/.test(item.w) && current.length >= UNIT_MAX_WORDS - 6;
    if (ends || pause || (opts.lines && item.last) || current.length >= UNIT_MAX_WORDS) flush();
  }
  flush();
  return units;
}

/** A capital at the start and an end mark, as written speech needs (automatic captions have neither). */
function sentence(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  const capital = t ? t[0]!.toUpperCase() + t.slice(1) : t;
  return /[.!?…]["'”»)]*$/.test(capital) ? capital : `${capital.replace(/[,;:]+$/, '')}.`;
}

const norm = (s: string) => s.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/** Greetings, sign-offs and channel calls: never the substance of a short. */
const FILLER = [
  'fala pessoal',
  'fala galera',
  'ola pessoal',
  'oi pessoal',
  'bem-vindo',
  'bem vindo',
  'inscreva',
  'se inscreve',
  'sininho',
  'deixa seu like',
  'deixa o like',
  'valeu',
  'ate a proxima',
  'ate o proximo',
  'tchau',
  'comentarios',
];
const HOOK_CUES = ['erro', 'segredo', 'ninguem', 'nunca', 'verdade', 'problema', 'quase', 'pior', 'cuidado', 'por que'];
const TENSION_CUES = ['mas ', 'so que', 'porem', 'problema', 'nao ', 'dificil', 'erro', 'perd', 'medo', 'achava'];
const CLIMAX_CUES = [
  'entao',
  'ou seja',
  'aconteceu',
  'mudou',
  'descobri',
  'aprendi',
  'percebi',
  'resultado',
  'resposta',
  'verdade',
  'segredo',
];

const hits = (text: string, cues: readonly string[]) => {
  const t = ` ${norm(text)} `;
  return cues.filter((c) => t.includes(c)).length;
};
const isFiller = (u: Unit) => FILLER.some((f) => norm(u.text).replace(/[,!.]/g, '').includes(f)) && u.words < 14;
/** Sentences that lean on the one before ('E…', 'Mas…', 'Ou seja…'): weak openings. */
const LEANS_BACK = /^(e|mas|ou seja|entao|ai|so que|porque|tipo)\b/;
const leansBack = (u: Unit) => LEANS_BACK.test(norm(u.text));

/** Scores on plain word cues and place: a hook reads alone and comes early; a climax pays off, late. */
function scorers(count: number) {
  const place = (u: Unit) => (count > 1 ? u.index / (count - 1) : 0);
  return {
    hook: (u: Unit) =>
      hits(u.text, HOOK_CUES) +
      (/\?/.test(u.text) && u.words >= 7 ? 1.5 : 0) +
      (u.words < 7 ? -2 : u.words <= 24 ? 1 : 0) +
      (leansBack(u) ? -1 : 0) +
      (place(u) > 0.75 ? -1 : 0),
    tension: (u: Unit) => hits(u.text, TENSION_CUES) + (u.words < 5 ? -2 : u.words <= 24 ? 1 : 0),
    climax: (u: Unit) => hits(u.text, CLIMAX_CUES) + (u.words < 5 ? -2 : u.words <= 24 ? 1 : 0) + 1.5 * place(u),
  };
}

/** The highest-scoring unit, the earliest on a tie. */
function best(units: readonly Unit[], score: (u: Unit) => number): Unit | undefined {
  return units.reduce<Unit | undefined>((b, u) => (!b || score(u) > score(b) ? u : b), undefined);
}

/** At most `max` words, back to a clause end when that keeps most of it; a cut sentence ends in '…'. */
export function cutWords(text: string, max: number): string {
  const w = text.split(/\s+/).filter(Boolean);
  if (w.length <= max) return text;
  let end = max;
  for (let i = max - 1; i >= Math.ceil(max * 0.6); i--) {
    if (/[,;:]$/.test(w[i]!)) {
      end = i + 1;
      break;
    }
  }
  return `${w
    .slice(0, end)
    .join(' ')
    .replace(/[,;:.!?…]+$/, '')}…`;
}

/**
 * Units in order of preference while they fit `budget` words (the first always), then said in the
 * video's order; the text is cut to the budget when the first alone is longer.
 */
function take(preferred: readonly Unit[], budget: number, said: Set<string>): { text: string; used: Unit[] } {
  const used: Unit[] = [];
  let words = 0;
  for (const u of preferred) {
    // a transcript that says a sentence twice gets it said once
    if (said.has(norm(u.text))) continue;
    if (used.length > 0 && words + u.words > budget) continue;
    said.add(norm(u.text));
    used.push(u);
    words += u.words;
  }
  used.sort((a, b) => a.index - b.index);
  return { text: cutWords(used.map((u) => u.text).join(' '), Math.max(6, budget)), used };
}

interface StyleBank {
  tension: readonly string[];
  climax: readonly string[];
  /** Openers of the alternative hooks. */
  openers: readonly string[];
}

/** Connectives only: none states a fact, a number or a name. */
const STYLE_BANKS: Record<ViralShortStyleId, StyleBank> = {
  natural: {
    tension: ['Mas repara nisso.', 'Só que tem um detalhe.'],
    climax: ['E aqui está o ponto:', 'Agora presta atenção:'],
    openers: ['Olha só:', 'Presta atenção:', 'Escuta essa:'],
  },
  professor: {
    tension: ['Vamos por partes.', 'Repara no passo seguinte.'],
    climax: ['A lição é esta:', 'O ponto central é este:'],
    openers: ['Repara nisso:', 'Veja só:', 'Anota isso:'],
  },
  'contador-de-historias': {
    tension: ['E a história continua.', 'Mas espera, que ainda tem mais.'],
    climax: ['E então veio a virada:', 'E o final é este:'],
    openers: ['Deixa eu te contar uma coisa:', 'Escuta essa história:', 'Presta atenção nessa:'],
  },
  provocador: {
    tension: ['E aqui muita gente discorda.', 'Pode torcer o nariz, mas segue comigo.'],
    climax: ['Agora vem a parte que incomoda:', 'A real é esta:'],
    openers: ['Pode discordar, mas escuta:', 'Vou ser direto:', 'Isso vai incomodar:'],
  },
  humorista: {
    tension: ['E aí complicou.', 'Segura que piora.'],
    climax: ['E o desfecho é este:', 'Prepara que lá vem:'],
    openers: ['Segura essa:', 'Prepara que lá vem:', 'Você não vai acreditar:'],
  },
  motivador: {
    tension: ['E é aqui que muita gente desiste.', 'Mas não para agora.'],
    climax: ['E é isso que faz a diferença:', 'Guarda isto:'],
    openers: ['Escuta isso com atenção:', 'Guarda isso:', 'Isso é para você:'],
  },
  analista: {
    tension: ['O problema está aqui.', 'Agora o contexto.'],
    climax: ['A conclusão:', 'O ponto principal:'],
    openers: ['Direto ao ponto:', 'O essencial:', 'Em resumo:'],
  },
};

const TONE_LINES: Record<ViralShortToneId, string> = {
  direto: 'Sem rodeio.',
  inspirador: 'Guarda isso com você.',
  divertido: 'Pois é.',
  emocional: 'Pensa nisso com carinho.',
  urgente: 'Não deixa para depois.',
};

/** What the screen says at the end, per CTA. */
const CTA_SCREEN: Record<ViralShortCtaId, string> = {
  seguir: 'Siga para mais',
  comentar: 'Comente aqui',
  compartilhar: 'Envie para alguém',
  salvar: 'Salve este vídeo',
  'video-completo': 'Vídeo completo no canal',
  'link-bio': 'Link na bio',
};

/** Every phrase the composer may add to the transcript's own words (its tests check nothing else is said). */
export const COMPOSER_PHRASES: readonly string[] = [
  ...Object.values(STYLE_BANKS).flatMap((b) => [...b.tension, ...b.climax, ...b.openers]),
  ...Object.values(TONE_LINES),
  ...VIRAL_SHORT_CTAS.map((c) => c.line),
  ...Object.values(CTA_SCREEN),
];

const ESTIMATED_NOTE = ' Tempo estimado: a transcrição colada não tem marcas de tempo.';

/** The cut of a run of units: from its first start to its last end, inside the video when its end is known. */
function cutOf(units: readonly Unit[], note: string, videoEnd: number | null): ViralShortResult['cuts'][number] {
  let from = Math.floor(units[0]!.startS);
  let to = Math.max(from + 1, Math.ceil(units[units.length - 1]!.endS));
  if (videoEnd !== null) {
    to = Math.min(to, Math.max(1, Math.floor(videoEnd)));
    from = Math.min(from, to - 1);
  }
  return { from: formatTimestamp(from), to: formatTimestamp(to), note };
}

/** Consecutive units as one run each. */
function runs(units: readonly Unit[]): Unit[][] {
  const out: Unit[][] = [];
  for (const u of [...units].sort((a, b) => a.index - b.index)) {
    const last = out[out.length - 1];
    if (last && last[last.length - 1]!.index === u.index - 1) last.push(u);
    else out.push([u]);
  }
  return out;
}

const capitalize = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** A sentence said on its own (a hook): without the connective that leaned on the one before. */
function standalone(text: string): string {
  return capitalize(text.replace(/^(?:e|mas|então|aí|só que|ou seja),?\s+(?=\S)/i, ''));
}

/** A sentence said after a lead ('Olha só:'): lower-cased at its start, names and acronyms kept. */
function afterLead(text: string): string {
  return /^[AOEÉ]\s/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : lowerFirst(text);
}

/**
 * A lead and what it introduces: after a colon the sentence goes on in lower case, without the connective
 * it leaned on ('E', 'Mas', 'Só que', 'Então', 'Aí'); a sentence that already links back ('Mas…', 'Só que…') needs no lead of its own.
 */
function led(lead: string, text: string): string {
  if (!text) return lead;
  if (!lead.endsWith(':')) return LEANS_BACK.test(norm(text)) ? text : `${lead} ${text}`;
  return `${lead} ${afterLead(text.replace(/^(?:E|Mas|Só que|Então|Aí),?\s+(?=\S)/i, ''))}`;
}

/** Up to 6 words for the screen: the first clause, without the connective it leans on. */
function screenText(text: string): string {
  const bare = text.replace(/^(e|mas|ou seja|então|aí|só que|porque)[,:]?\s+/i, '');
  const clause = bare.split(/[,;:.!?…]/)[0]!.trim();
  const source = clause.split(/\s+/).length >= 3 ? clause : bare;
  return capitalize(shortPhrase(source, 6, true).replace(/…$/, ''));
}

function chooseSections(units: Unit[]) {
  const content = units.filter((u) => !isFiller(u));
  const pool = content.length >= 2 ? content : units;
  const score = scorers(units.length);
  const hook = best(pool, score.hook)!;
  // room for a tension between them when the transcript has it
  const differs = (u: Unit) => norm(u.text) !== norm(hook.text);
  const later = pool.filter((u) => u.index >= hook.index + 2 && differs(u));
  const after = pool.filter((u) => u.index > hook.index && differs(u));
  const others = pool.filter((u) => u !== hook);
  const climax = best(later.length ? later : after.length ? after : others, score.climax) ?? hook;
  const [lo, hi] = hook.index < climax.index ? [hook.index, climax.index] : [climax.index, hook.index];
  const between = pool.filter((u) => u.index > lo && u.index < hi);
  const tensionPool = between.length ? between : pool.filter((u) => u.index < climax.index && u !== hook);
  // the tension's strongest sentences first (take() says them in the video's order)
  const tension = [...tensionPool].sort((a, b) => score.tension(b) - score.tension(a) || a.index - b.index);
  // the climax and what follows it (often the payoff)
  const climaxRun = [climax, ...pool.filter((u) => u.index > climax.index && u.index <= climax.index + 3)];
  return { hook, tension, climaxRun, pool };
}

function hookVariations(
  rnd: Random,
  bank: StyleBank,
  hook: string,
  climax: string,
  tension: Unit | undefined,
  pool: readonly Unit[],
  hookMax: number,
): ViralShortResult['hooks_variations'] {
  const [first, second] = rnd.shuffle(bank.openers);
  const question = pool.find((u) => /\?/.test(u.text) && u.words >= 7 && cutWords(u.text, hookMax) !== hook);
  const texts = [
    hook,
    led(first!, cutWords(climax, hookMax)),
    question ? standalone(cutWords(question.text, hookMax)) : led(second!, cutWords(tension?.text ?? climax, hookMax)),
  ];
  // three different texts, whatever the transcript repeats
  const seen = new Set<string>();
  const unique = texts.map((t, i) => {
    const text = seen.has(t) ? led(bank.openers[i % bank.openers.length]!, hook) : t;
    seen.add(text);
    return text;
  });
  return unique.map((text, i) => ({ id: `h${i + 1}`, text }));
}

/**
 * The whole answer, as the model would write it: the JSON of docs/PRODUCT.md §data.generators.
 *
 * @example composeViralShort({ …input, transcript: pastedTranscript(text) }, operationId) // '{ "meta": … }'
 */
export function composeViralShort(input: ViralShortInput, seed: string): string {
  const rnd = makeRandom(`${seed}:viral-short`);
  const style = STYLE_BANKS[input.style] ?? STYLE_BANKS.natural;
  const units = sentenceUnits(input.transcript.segments, { lines: input.transcript.source === 'pasted' });
  const { hook: hookUnit, tension, climaxRun, pool } = chooseSections(units);

  const ctaId: ViralShortCtaId =
    (input.cta as ViralShortCtaId) || (input.goal ? CTA_FOR_GOAL[input.goal as ViralShortGoalId] : 'seguir');
  const ctaLine = VIRAL_SHORT_CTAS.find((c) => c.id === ctaId)!.line;
  const toneLine = input.tone ? TONE_LINES[input.tone as ViralShortToneId] : '';
  const cta = [toneLine, ctaLine].filter(Boolean).join(' ');
  const tensionLead = rnd.pick(style.tension);
  const climaxLead = rnd.pick(style.climax);

  const target = viralShortTargetWords(input.target_duration_s);
  const hookMax = Math.min(28, Math.max(12, Math.round(target * 0.3)));
  const hook = standalone(cutWords(hookUnit.text, hookMax));
  const fixed = countSpokenWords(hook) + countSpokenWords(`${cta} ${tensionLead} ${climaxLead}`);
  const body = Math.max(12, target - fixed);
  const said = new Set([norm(hookUnit.text)]);
  const climaxFirst = new Set([norm(climaxRun[0]!.text)]);
  const tensionPart = take(
    tension.filter((u) => !climaxRun.includes(u) && !climaxFirst.has(norm(u.text))),
    Math.round(body * 0.45),
    said,
  );
  const taken = take(climaxRun, body - countSpokenWords(tensionPart.text), said);
  // only a transcript that says one sentence over and over leaves nothing new for the climax
  const climaxPart = taken.used.length ? taken : { text: cutWords(climaxRun[0]!.text, body), used: [climaxRun[0]!] };
  const tensionUsed = tensionPart.used;
  const tensionText = tensionPart.text;

  const tensionSaid = led(tensionLead, tensionText);
  const climaxSaid = led(climaxLead, climaxPart.text);
  const teleprompter = [hook, '[pause]', tensionSaid, `[emphasize] ${climaxSaid}`, '[pause]', cta].join('\n\n');

  const note = (text: string) => (input.transcript.estimated ? `${text}${ESTIMATED_NOTE}` : text);
  const end = input.transcript.videoDurationS;
  const cuts = [
    cutOf([hookUnit], note('Gancho: abra o short com esta fala.'), end),
    ...runs(tensionUsed).map((r) => cutOf(r, note('Tensão: o trecho que segura a dúvida.'), end)),
    ...runs(climaxPart.used).map((r) => cutOf(r, note('Clímax: a virada; destaque com texto na tela.'), end)),
  ].slice(0, 12);

  const screen = [
    screenText(hook),
    tensionUsed[0] ? screenText(tensionUsed[0].text) : '',
    screenText(climaxPart.used[0]!.text),
    CTA_SCREEN[ctaId],
  ].filter((t, i, all) => t && all.indexOf(t) === i);

  const result: ViralShortResult = {
    meta: {
      duration_seconds: input.target_duration_s,
      style: input.style,
      words_estimate: countSpokenWords(teleprompter),
    },
    script: { hook, tension: tensionSaid, climax: climaxSaid, cta },
    cuts,
    on_screen_text: screen,
    hooks_variations: hookVariations(rnd, style, hook, climaxPart.text, tensionUsed[0], pool, Math.min(hookMax, 22)),
    selected_hook: 'h1',
    script_as_teleprompter: teleprompter,
  };
  return JSON.stringify(result, null, 2);
}
