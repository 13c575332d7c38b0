import { countSpokenWords } from '@shared/teleprompter/markup';
import {
  CTA_FOR_GOAL,
  VIRAL_SHORT_CTAS,
  viralShortMaxWords,
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
import { lowerFirst, PROMISE_PATTERN } from '../topic';

/**
 * The offline writer's Viral Curto (docs/LOCAL-MODE.md §viral-short): a short built from the
 * transcript's own sentences, no model and no network. It picks the sentence that hooks best, the
 * ones that hold the tension and the one that turns it (by plain word cues), fits them to the
 * duration at 130 words a minute, and ties them with fixed connectives that state no fact: every
 * name, number and claim in the short is one the transcript said. The cuts point at those
 * sentences' real times (estimated for a pasted text, and the notes say so). The seed (the
 * operation id) varies the connectives; the same seed gives the same short.
 *
 * Every sentence of the transcript the short says is said whole, never cut with '…' nor put
 * after a lead it already has ('Olha só: ou seja…'); the short fits the duration by choosing
 * shorter sentences. The video's own calls ('Segue o perfil…') and numbered promises ('3 erros
 * que…', 'Erro 1: …', which a short could not keep) are left out (docs/PRODUCT.md §offline-writer).
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

/** Greetings, sign-offs and the video's own calls to action: never the substance of a short. */
const FILLER = [
  'segue o perfil',
  'me segue',
  'salva esse video',
  'salva este video',
  'salva e compartilha',
  'compartilha nos stories',
  'guarda nos salvos',
  'manda para alguem',
  'manda pra alguem',
  'manda pra quem',
  'manda para quem',
  'me conta nos comentarios',
  'se isso te ajudou',
  'link na bio',
  'comenta aqui',
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
/** A numbered item's label ('Passo 2: ', 'Erro 1: '). */
const ITEM_LABEL = /^(\p{L}+) \d{1,2}:\s+(?=\S)/u;
/** Items that read alone once their label is gone: advice in the imperative ('Separa os ingredientes.'). */
const ADVICE_LABELS = new Set(['passo', 'dica', 'habito', 'segredo', 'etapa']);

/** An advice item without its label, which would number a list the short does not keep ('Passo 2: Separa…' → 'Separa…'). */
function unlabel(u: Unit): Unit {
  const m = ITEM_LABEL.exec(u.text);
  if (!m || !ADVICE_LABELS.has(norm(m[1]!))) return u;
  return { ...u, text: capitalize(u.text.slice(m[0].length)), words: u.words - 2 };
}

/** A numbered promise ('3 erros que…') or another item ('Erro 1: …'): a short of a few sentences cannot keep it. */
const isNumbered = (u: Unit) => PROMISE_PATTERN.test(u.text) || /^\p{L}+ \d{1,2}\b/u.test(u.text);
/** Sentences that lean on the one before ('E…', 'Mas…', 'Ou seja…'): weak openings. */
const LEANS_BACK = /^(e|mas|ou seja|entao|ai|so que|porque|tipo|alem disso|por isso|tambem|inclusive)\b/;
const leansBack = (u: Unit) => LEANS_BACK.test(norm(u.text));

/** Scores on plain word cues and place: a hook reads alone and comes early; a climax pays off, late. */
function scorers(count: number, hookMax: number) {
  const place = (u: Unit) => (count > 1 ? u.index / (count - 1) : 0);
  return {
    hook: (u: Unit) =>
      hits(u.text, HOOK_CUES) +
      (/\?/.test(u.text) && u.words >= 7 ? 1.5 : 0) +
      // a hook is said whole: a longer sentence loses to any that fits
      (u.words < 7 ? -2 : u.words <= hookMax ? 1 : -10) +
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

/**
 * Whole units in order of preference while they fit `budget` words, then said in the video's
 * order. When none fits, the shortest that fits `room` (the duration's hard limit), if any: a
 * sentence is never cut.
 */
function take(
  preferred: readonly Unit[],
  budget: number,
  room: number,
  said: Set<string>,
): { text: string; used: Unit[] } {
  // a transcript that says a sentence twice gets it said once
  const fresh = preferred.filter(
    (u, i) => !said.has(norm(u.text)) && preferred.findIndex((v) => norm(v.text) === norm(u.text)) === i,
  );
  const used: Unit[] = [];
  let words = 0;
  for (const u of fresh) {
    if (words + u.words > budget) continue;
    used.push(u);
    words += u.words;
  }
  if (!used.length) {
    const shortest = [...fresh].sort((a, b) => a.words - b.words)[0];
    if (shortest && shortest.words <= room) used.push(shortest);
  }
  for (const u of used) said.add(norm(u.text));
  used.sort((a, b) => a.index - b.index);
  return { text: used.map((u) => u.text).join(' '), used };
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
  return capitalize(
    text.replace(/^(?:e|mas|então|aí|só que|ou seja|além disso|por isso|também|inclusive),?\s+(?=\S)/i, ''),
  );
}

/** A sentence said after a lead ('Olha só:'): lower-cased at its start, names and acronyms kept. */
function afterLead(text: string): string {
  return /^[AOEÉ]\s/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : lowerFirst(text);
}

/** A sentence with a lead of its own in its first words ('Repara: …', 'E não para por aí: …', '“Bolo de caneca”: …'). */
const hasOwnLead = (text: string) => /^[^.!?…]{0,40}?[:?!]\s/.test(text) || /^“/.test(text);

/**
 * A lead and what it introduces, the sentence whole: after a colon it goes on in lower case; a
 * sentence that already links back ('Mas…', 'Ou seja…') or has a lead of its own gets none.
 */
function led(lead: string, text: string): string {
  if (!text) return lead;
  if (LEANS_BACK.test(norm(text)) || hasOwnLead(text)) return text;
  return lead.endsWith(':') ? `${lead} ${afterLead(text)}` : `${lead} ${text}`;
}

/** Words the screen shows at most: a longer first clause shows nothing rather than a cut one. */
const SCREEN_MAX_WORDS = 7;

/** The sentence's first clause for the screen, whole, without the connective it leans on; '' when it is too long. */
function screenText(text: string): string {
  // past the sentence's own lead ('Repara: …'), if it has one
  const said = text.replace(/^[^.!?…:]{0,40}:\s+/, '');
  const bare = standalone(said);
  const clause = bare
    .split(/[,;:.!?…]/)[0]!
    .replace(/[“”"]/g, '')
    .trim();
  const n = clause.split(/\s+/).filter(Boolean).length;
  return n >= 3 && n <= SCREEN_MAX_WORDS ? capitalize(clause) : '';
}

function chooseSections(units: Unit[], hookMax: number) {
  const content = units.map(unlabel).filter((u) => !isFiller(u) && !isNumbered(u));
  const pool = content.length >= 2 ? content : units;
  const score = scorers(units.length, hookMax);
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
  climax: Unit,
  tension: Unit | undefined,
  pool: readonly Unit[],
  hookMax: number,
): ViralShortResult['hooks_variations'] {
  const [first, second] = rnd.shuffle(bank.openers);
  const question = pool.find((u) => /\?/.test(u.text) && u.words >= 7 && u.words <= hookMax);
  // two other sentences of the transcript: the climax, then a question, the tension or another that fits
  const fits = pool.filter((u) => u.words >= 5 && u.words <= hookMax);
  const [one, two] = [climax, question, tension, ...fits].filter(
    (u, i, all): u is Unit =>
      !!u && standalone(u.text) !== hook && all.findIndex((v) => v && norm(v.text) === norm(u.text)) === i,
  );
  const texts = [
    hook,
    led(first!, standalone((one ?? climax).text)),
    two && two === question ? standalone(two.text) : led(second!, standalone((two ?? tension ?? climax).text)),
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
  const target = viralShortTargetWords(input.target_duration_s);
  const hookMax = Math.min(28, Math.max(12, Math.round(target * 0.3)));
  const { hook: hookUnit, tension, climaxRun, pool } = chooseSections(units, hookMax);

  const ctaId: ViralShortCtaId =
    (input.cta as ViralShortCtaId) || (input.goal ? CTA_FOR_GOAL[input.goal as ViralShortGoalId] : 'seguir');
  const ctaLine = VIRAL_SHORT_CTAS.find((c) => c.id === ctaId)!.line;
  const toneLine = input.tone ? TONE_LINES[input.tone as ViralShortToneId] : '';
  const cta = [toneLine, ctaLine].filter(Boolean).join(' ');
  const tensionLead = rnd.pick(style.tension);
  const climaxLead = rnd.pick(style.climax);

  const hook = standalone(hookUnit.text);
  const fixed = countSpokenWords(hook) + countSpokenWords(`${cta} ${tensionLead} ${climaxLead}`);
  const body = Math.max(12, target - fixed);
  // the hard limit: what the duration holds at most, less what is said anyway
  const room = viralShortMaxWords(input.target_duration_s) - fixed;
  const said = new Set([norm(hookUnit.text)]);
  const climaxFirst = new Set([norm(climaxRun[0]!.text)]);
  const tensionPool = tension.filter((u) => !climaxRun.includes(u) && !climaxFirst.has(norm(u.text)));
  // room is kept for the climax's first sentence, so the tension never crowds it out
  const tensionPart = take(tensionPool, Math.round(body * 0.45), room - climaxRun[0]!.words, said);
  const tensionWords = countSpokenWords(tensionPart.text);
  const taken = take(climaxRun, body - tensionWords, room - tensionWords, said);
  // only a transcript that says one sentence over and over leaves nothing new for the climax
  const climaxPart = taken.used.length ? taken : { text: climaxRun[0]!.text, used: [climaxRun[0]!] };
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
    hooks_variations: hookVariations(rnd, style, hook, climaxPart.used[0]!, tensionUsed[0], pool, hookMax),
    selected_hook: 'h1',
    script_as_teleprompter: teleprompter,
  };
  return JSON.stringify(result, null, 2);
}
