/**
 * The offline writer's composer (docs/LOCAL-MODE.md §writer): a real pt-BR script (hook,
 * development, CTA) built from a Brief (analyse.ts) and the phrase banks alone, deterministic
 * for the same Brief, sized to the duration at the Brief's pace. Stage directions go in
 * [brackets], which the teleprompter hides and which do not count as spoken words.
 */
import type { ScriptExtras } from '@shared/scripts/script.schema';
import { targetWordCount } from '@shared/scripts/script-options';
import type { Brief, NumberedPromise } from './brief';
import {
  BLOCK_TITLES,
  CAPTION_CTA,
  CAPTION_LEADS,
  CONTEXT,
  CTA_SCREEN,
  DOR_YOU,
  CTAS,
  DETAILS,
  EXPLAIN,
  FORMAT_DIRECTIONS,
  HOOKS,
  LINK_WHERE,
  MODE_DIRECTIONS,
  OFFER_CTA,
  OPENERS,
  ORDINALS,
  PLATFORM_HASHTAGS,
  PLATFORM_TAIL,
  POINTS,
  PROMISE_HOOKS,
  QUESTION_HOOKS,
  SERIES_CLOSE,
  SERIES_CLOSE_SHORT,
  SERIES_OPEN,
  SERIES_PULL,
  SHORT_FILLERS,
  SLOT_FOLLOW,
  TONE_HOOK_TAIL,
  TONE_LINES,
  TONE_OPENERS,
  TREND_HOOKS,
  TREND_BEATS,
  TURBO_PREFIX,
  type AngleId,
} from './data/phrases';
import { randomAt, type Random } from './prng';
import { capitalize, quoteTitle, shortPhrase, tidy, words } from './words';

/** The series delimiter the prompts ask models for; the offline writer uses it too. */
export const seriesDelimiter = (n: number) => `=== ROTEIRO ${n} ===`;

export const ANGLE_IDS = Object.keys(HOOKS) as AngleId[];

/** Spoken words: everything outside [stage directions]. */
export function spokenWordCount(text: string): number {
  return text
    .replace(/\[[^\]]*\]/g, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Spoken hooks of a script too short to say its idea, which then goes on screen. */
const SCREEN_HOOKS = ['Olha isso.', 'Presta atenção.', 'Repara nisso.'];

/** The idea as a title, whole and in quotes; a question keeps its mark (docs/PRODUCT.md §offline-writer). */
export const quotedIdea = (b: Brief) => quoteTitle(b.whole, b.asked);

/** A phrase-bank template filled from the Brief, and polished. */
export function fill(template: string, b: Brief, extra: Record<string, string | number> = {}): string {
  const values: Record<string, string | number> = {
    ideia: quotedIdea(b),
    assunto: b.niche.assunto,
    persona: b.persona,
    dor: b.dor,
    oferta: b.oferta,
    prova: b.prova,
    Prova: capitalize(b.prova),
    objecao: b.objecao,
    local: b.local,
    inlocal: b.inLocal,
    ref: b.ref,
    influencer: b.influencer,
    link: LINK_WHERE[b.platform] ?? 'na bio',
    ...extra,
  };
  const filled = template.replace(/\{(\w+)\}/g, (_m, k: string) => String(values[k] ?? ''));
  // a quoted question ends its own sentence: '“Vale a pena?”: você…' → '“Vale a pena?” Você…'
  return tidy(
    filled
      .replace(/([?!]”)[.:](\s+)(\p{Ll})/gu, (_m, q: string, sp: string, c: string) => q + sp + c.toUpperCase())
      .replace(/([?!]”)[.:,]/g, '$1'),
  );
}

/** "Separa os ingredientes." → "separa os ingredientes.", to follow an opener ("Na prática, separa…"). */
const afterOpener = (s: string) => (/^\p{Lu}\p{Ll}/u.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s);

/** The niche's tips a script says: a series part says only its own third, so each part has its own content. */
function nicheTips(b: Brief, series?: number): readonly string[] {
  return series === undefined ? b.niche.dicas : b.niche.dicas.filter((_, k) => k % 3 === series);
}

/** An endless, varied stream of development sentences for a brief. */
export function* bodySentences(b: Brief, rnd: Random, opts: { series?: number } = {}): Generator<string> {
  // one of the angle's setups, drawn, so scripts of one angle do not open alike
  const context = [
    fill(opts.series === undefined ? rnd.pick(CONTEXT[b.angle]) : (CONTEXT[b.angle][opts.series] ?? ''), b),
  ];
  const details: string[] = [];
  const add = (bank: string[], when: string) => when && details.push(fill(rnd.pick(bank), b));
  // what persuades goes first, so even a 15 s script answers the objection and shows the proof
  const short = targetWordCount(b.seconds, b.wpm) < 100;
  const brief = targetWordCount(b.seconds, b.wpm) < 70; // 30 s or less: the short forms
  add(brief ? DETAILS.objecaoCurta : DETAILS.objecao, b.objecao);
  add(brief ? DETAILS.provaCurta : DETAILS.prova, b.prova);
  add(DETAILS.local, b.local);
  add(b.dorFirstPerson ? DOR_YOU : DETAILS.dor, b.dor);
  add(DETAILS.persona, b.persona);
  add(DETAILS.ref, b.ref);
  if (b.oferta && b.objective !== 'vendas') add(DETAILS.oferta, b.oferta);
  // a series says each of the creator's details in one part only, so no part repeats another
  if (opts.series !== undefined) {
    const own = details.filter((_, k) => k % 3 === opts.series);
    details.splice(0, details.length, ...own);
  }
  // the tone's lines, and in a series each part its own two of them
  const toneBank = b.tone
    ? TONE_LINES[b.tone].filter((_, k) => opts.series === undefined || k % 3 === opts.series)
    : [];
  const tone = rnd.shuffle(toneBank).slice(0, b.mode === 'turbo' ? 2 : undefined);
  if (opts.series !== undefined) {
    const part = b.niche.stages[opts.series]!;
    yield fill(rnd.pick(SERIES_OPEN), b, { part, n: opts.series + 1 });
    // the part's own mistake, from the niche: part 2 never repeats part 1
    const erro = b.niche.erros[opts.series * 2 + (rnd.next() < 0.5 ? 0 : 1)];
    if (erro) yield `Um erro comum aqui: ${afterOpener(erro)}`;
  }
  // short scripts answer the objection and show the proof before the angle's setup
  // steps and lists must reach their first item, so they hold fewer details before it
  const numberedAngle = b.angle === 'passo-a-passo' || b.angle === 'lista';
  let d = 0;
  if (short) while (d < Math.min(numberedAngle ? 1 : 2, details.length)) yield details[d++]!;
  // the tone is heard early: the blunt line, the dream, the joke or the personal moment
  if (short && !numberedAngle && tone[0]) yield tone[0];
  if (context[0]) yield context[0];
  if (!short && tone[0]) yield tone[0];
  // the creator's own details come before the generic points
  if (!numberedAngle) while (d < Math.min(short ? 3 : 4, details.length)) yield details[d++]!;
  // the niche's tips first (what makes a cooking script about cooking), then advice for any subject
  // a few of them, drawn: two ideas of one niche share few sentences
  const niche = rnd.shuffle(nicheTips(b, opts.series)).slice(0, 3);
  const general = rnd.shuffle(POINTS).map((p) => capitalize(p));
  const points = [...niche, ...general];
  const explain = rnd.shuffle(EXPLAIN);
  const openers = rnd.shuffle(OPENERS);
  const toneOpeners = rnd.shuffle(b.tone ? TONE_OPENERS[b.tone] : OPENERS);
  let e = 0;
  let t = short && numberedAngle ? 0 : 1;
  for (let i = 0; ; i++) {
    const point = points[i % points.length]!;
    // numbered when accepted (see numbered()), so a skipped sentence leaves no gap
    if (b.angle === 'passo-a-passo' && i < 12) yield `${STEP} ${point}`;
    else if (b.angle === 'lista' && i < ORDINALS.length) yield `${ITEM} ${afterOpener(point)}`;
    // a niche tip is said as it is; a general point gets an opener, which varies it
    else if (i < niche.length && rnd.next() < 0.4) yield point;
    else
      yield tidy(
        `${i % 2 === 0 ? toneOpeners[(i / 2) % toneOpeners.length] : openers[i % openers.length]} ${afterOpener(point)}`,
      );
    for (let k = 0; k < 2 && d < details.length; k++) yield details[d++]!;
    if (tone.length && i % 2 === 1) yield tone[t++ % tone.length]!;
    if (b.mode === 'trend' && i % 2 === 0) yield rnd.pick(TREND_BEATS);
    if (b.seconds >= 120 && i % 2 === 0) yield fill(explain[e++ % explain.length]!, b);
  }
}

const STEP = '\u0001STEP\u0001';
const ITEM = '\u0001ITEM\u0001';

function numbered(sentence: string, accepted: number): string {
  if (sentence.startsWith(STEP)) return tidy(`Passo ${accepted + 1}:${sentence.slice(STEP.length)}`);
  if (sentence.startsWith(ITEM))
    return tidy(`${ORDINALS[Math.min(accepted, ORDINALS.length - 1)]}${sentence.slice(ITEM.length)}`);
  return sentence;
}

/** Hook + development + CTA, the development filled until the spoken words reach the target (±15%). */
function composeOne(b: Brief, rnd: Random, opts: { series?: number } = {}): { text: string; extras: ScriptExtras } {
  const target = targetWordCount(b.seconds, b.wpm);
  const tiny = target < 24;
  // 15 s: a short hook and call to action leave room for a development and short numbered items
  const compact = !tiny && target < COMPACT_BELOW_WORDS;
  const lo = Math.ceil(target * 0.9);
  const hi = Math.floor(target * 1.1);

  const asked = b.kind === 'pergunta';
  // every hook says the idea whole, as a title in quotes (docs/PRODUCT.md §offline-writer)
  let hook =
    tiny || compact
      ? asked
        ? quotedIdea(b)
        : fill(rnd.pick(HOOKS[b.angle].tiny), b)
      : fill(rnd.pick(asked && b.angle !== 'pergunta' ? QUESTION_HOOKS : HOOKS[b.angle].full), b);
  if (!tiny && !compact && b.mode === 'trend') hook = fill(rnd.pick(TREND_HOOKS), b);
  // a promise's hook is the idea itself, so it promises exactly the points below
  if (b.promise) hook = compact || tiny ? `${quotedIdea(b)}${asked ? '' : '.'}` : fill(rnd.pick(PROMISE_HOOKS), b);
  if (!tiny && !compact && b.mode === 'turbo')
    hook = `${rnd.pick(TURBO_PREFIX)} ${/^\p{Lu}\p{Ll}/u.test(hook) && !/^(São|Rio)\b/.test(hook) ? hook[0]!.toLowerCase() + hook.slice(1) : hook}`;
  if (!tiny && b.tone && b.mode !== 'turbo' && b.seconds >= 30) hook += ` ${rnd.pick(TONE_HOOK_TAIL[b.tone])}`;
  const partLead = opts.series !== undefined ? `Parte ${opts.series + 1} de 3: ${b.niche.stages[opts.series]}. ` : '';
  hook = partLead + hook;

  let cta: string;
  if (tiny || (compact && opts.series === undefined)) cta = fill(rnd.pick(CTAS[b.objective].tiny), b);
  else if (opts.series !== undefined && opts.series < 2)
    cta = fill(rnd.pick(SERIES_PULL), b, { n: opts.series + 2, next: b.niche.stages[opts.series + 1]! });
  else {
    cta = fill(b.objective === 'vendas' && b.oferta ? rnd.pick(OFFER_CTA) : rnd.pick(CTAS[b.objective].full), b);
    const tail = rnd.pick(PLATFORM_TAIL[b.platform] ?? ['']);
    // no "Salva… Salva…": the tail is skipped when the call to action already asks the same
    if (target >= 60 && tail && !cta.toLowerCase().includes(tail.split(' ')[0]!.toLowerCase())) cta += ` ${tail}`;
    if (opts.series === 2) cta += ` ${SERIES_CLOSE}`;
  }
  // a short series' last part: the short call and the short pointer to the other parts
  if (compact && opts.series === 2) cta = `${fill(rnd.pick(CTAS[b.objective].tiny), b)} ${SERIES_CLOSE_SHORT}`;

  // the items get the words left after the hook and the CTA: the short tips when the whole ones do not fit
  const points = b.promise
    ? promisePoints(b, b.promise, opts.series, hi - spokenWordCount(hook) - spokenWordCount(cta))
    : [];
  // Tiny scripts: shrink the hook to fit before anything else.
  const fixed = () => spokenWordCount(hook) + spokenWordCount(cta) + spokenWordCount(points.join(' '));
  // a hook too long for a tiny script shrinks to the idea; an idea too long to say goes on screen, whole
  let onScreen = false;
  // a 15 s script keeps room for one sentence of development
  const room = compact && !b.promise ? MIN_DEVELOPMENT_WORDS : 0;
  if (fixed() > hi - room && !b.promise) hook = `${partLead}${quotedIdea(b)}${asked ? '' : '.'}`;
  if (fixed() > hi - room && !b.promise) {
    hook = `${partLead}${rnd.pick(SCREEN_HOOKS)}`;
    onScreen = true;
  }

  const body: string[] = [];
  let count = fixed();
  const gen = bodySentences(b, rnd, opts);
  let misses = 0;
  let numberedCount = 0;
  // from 15 s on a script has a development (docs/PRODUCT.md §limits.scripts), however short
  const needsBody = () => !tiny && !body.length && !points.length;
  while (count < lo || (count < target && misses < 3) || (needsBody() && misses < 12)) {
    const raw = gen.next().value as string;
    const next = numbered(raw, numberedCount);
    if (count + spokenWordCount(next) <= hi && next !== raw) numberedCount++;
    const n = spokenWordCount(next);
    if (count + n <= hi) {
      body.push(next);
      count += n;
      misses = 0;
      continue;
    }
    misses++;
    if (misses < (needsBody() ? 12 : 6)) continue; // try the following sentences, one may fit
    // a short filler closes the gap; a sentence is never cut in the middle
    const filler = SHORT_FILLERS.find((f) => spokenWordCount(f) <= hi - count && !body.includes(f));
    if (!filler) break;
    body.push(filler);
    count += spokenWordCount(filler);
    misses = 0;
  }

  return {
    text: layout(b, rnd, hook, body, cta, { ...opts, onScreen }, points),
    extras: composeExtras(b, rnd, hook, body, cta),
  };
}

/** Below this many target words (15 s at 130 words a minute), a script takes its short forms. */
const COMPACT_BELOW_WORDS = 45;
/** The words a 15 s script keeps free for its development. */
const MIN_DEVELOPMENT_WORDS = 5;

/** The nouns whose items are the niche's tips ('Dica 1: …', 'Passo 2: …') or its mistakes ('Erro 1: …'). */
const TIP_NOUNS = new Set([
  'dica',
  'passo',
  'forma',
  'maneira',
  'jeito',
  'segredo',
  'truque',
  'hábito',
  'regra',
  'estratégia',
  'etapa',
  'lição',
  'ideia',
  'coisa',
]);

/**
 * A promise's items, one line each: 'Dica 1: …' from the niche's tips, 'Erro 1: …' from its
 * mistakes, or, for what the writer cannot know (a book, a place, a reason), a marked slot the
 * creator fills and a sentence that reads on without it ('Livro 1 [DIGA AQUI: …]. Esse aqui…').
 */
function promisePoints(b: Brief, p: NumberedPromise, series: number | undefined, words: number): string[] {
  const label = capitalize(p.noun);
  const per = Math.ceil(p.count / 3);
  const mine = (i: number) => series === undefined || Math.floor(i / per) === series;
  // one order for the whole brief: a series splits the items among its parts, none said twice
  const itemsOf = (short: boolean) => {
    const bank =
      p.noun === 'erro'
        ? short
          ? b.niche.errosCurtos
          : b.niche.erros
        : TIP_NOUNS.has(p.noun)
          ? short
            ? b.niche.curtas
            : b.niche.dicas
          : [];
    const rnd = randomAt(b.dice[0]!);
    const items = rnd.shuffle(bank);
    const follow = rnd.shuffle(SLOT_FOLLOW);
    return Array.from({ length: p.count }, (_, i) =>
      items[i]
        ? `${label} ${i + 1}: ${items[i]}`
        : short
          ? `${label} ${i + 1}: [DIGA AQUI: ${p.noun} ${i + 1}, em poucas palavras]`
          : `${label} ${i + 1}: [DIGA AQUI: ${p.noun} ${i + 1}, com um exemplo seu] ${follow[i % follow.length]}`,
    ).filter((_, i) => mine(i));
  };
  const whole = itemsOf(false);
  if (spokenWordCount(whole.join(' ')) <= words) return whole;
  // the short tips, each said while the ones after it keep room for their label ('Dica 5:'); one that
  // does not fit is a marked slot the creator fills in a word or two
  const short = itemsOf(true);
  let left = words;
  return short.map((item, k) => {
    const slot = `${item.split(':')[0]}: [DIGA AQUI: ${p.noun} ${item.split(':')[0]!.split(' ').pop()}, em poucas palavras]`;
    const line = spokenWordCount(item) + 2 * (short.length - k - 1) <= left ? item : slot;
    left -= spokenWordCount(line);
    return line;
  });
}

function layout(
  b: Brief,
  rnd: Random,
  hook: string,
  body: string[],
  cta: string,
  opts: { series?: number; onScreen?: boolean },
  points: string[] = [],
): string {
  const lines: string[] = [];
  const direction =
    FORMAT_DIRECTIONS[b.format] ??
    (b.appear ? FORMAT_DIRECTIONS['talking-head']! : FORMAT_DIRECTIONS['narracao-broll']!);
  lines.push(fill(direction, b));
  if (!b.appear && FORMAT_DIRECTIONS[b.format] && /câmera|podcast|dia a dia/.test(direction))
    lines.push('[Sem aparecer: voz em off]');
  if (b.mode === 'trend' || b.mode === 'turbo') lines.push(MODE_DIRECTIONS[b.mode]);
  if (b.influencer) lines.push(`[Estilo inspirado em ${b.influencer}: ritmo e jeito de falar parecidos]`);
  if (opts.series !== undefined) lines.push(`[Série — parte ${opts.series + 1} de 3]`);
  if (opts.onScreen) lines.push(`[Na tela, durante o gancho: ${quotedIdea(b)}]`);
  if (points.some((p) => p.includes('[DIGA AQUI')))
    lines.push('[Antes de gravar, complete os trechos marcados com DIGA AQUI]');
  lines.push('', '[GANCHO]', hook);
  if (b.tone === 'Emocional' || b.tone === 'Direto e provocativo') lines.push('[pause]');

  if (body.length || points.length) {
    lines.push('', '[DESENVOLVIMENTO]');
    lines.push(...points);
    const long = b.seconds >= 120;
    const perBlock = long
      ? Math.max(6, Math.ceil(body.length / Math.max(2, Math.round(b.seconds / 150))))
      : Number.POSITIVE_INFINITY;
    const titles = rnd.shuffle(BLOCK_TITLES);
    let para: string[] = [];
    body.forEach((s, i) => {
      if (long && i % perBlock === 0) {
        if (para.length) lines.push(para.join(' '), '');
        para = [];
        lines.push(`[BLOCO ${Math.floor(i / perBlock) + 1} — ${titles[Math.floor(i / perBlock) % titles.length]}]`);
      }
      para.push(s);
      if (para.length === 3) {
        lines.push(para.join(' '));
        para = [];
      }
    });
    if (para.length) lines.push(para.join(' '));
  }
  lines.push('', '[CTA]', cta);
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The offline scripts of a Brief, each with its extras: one, or three for a series. */
export function composeScripts(b: Brief): Array<{ text: string; extras: ScriptExtras }> {
  return b.dice.map((state, i) => composeOne(b, randomAt(state), b.mode === 'series' ? { series: i } : {}));
}

/** The offline answer's script text; a series gives three parts separated by the delimiter. */
export function composeScript(b: Brief): string {
  const scripts = composeScripts(b);
  if (b.mode !== 'series') return scripts[0]!.text;
  return scripts.map((s, i) => `${seriesDelimiter(i + 1)}\n${s.text}`).join('\n\n');
}

/** The line before each script's extras, as the prompts ask models for (prompts/common.ts). */
export const EXTRAS_DELIMITER = '=== DADOS ===';

/** What the offline writer streams: each script followed by its extras appendix, like a model's answer. */
export function composeAnswer(b: Brief): string {
  const scripts = composeScripts(b);
  const series = b.mode === 'series';
  return scripts
    .map(
      (s, i) =>
        `${series ? `${seriesDelimiter(i + 1)}\n` : ''}${s.text}\n\n${EXTRAS_DELIMITER}\n${JSON.stringify(s.extras)}`,
    )
    .join('\n\n');
}

// ---- Extras: hook variations, caption, hashtags, on-screen texts --------------------------

function composeExtras(b: Brief, rnd: Random, hook: string, body: string[], cta: string): ScriptExtras {
  const seen = new Set([hook.replace(/^Parte \d de 3: [^.]*\. /, '')]);
  const hooks: string[] = [];
  const take = (text: string) => {
    if (!text || seen.has(text) || hooks.length >= 3) return;
    seen.add(text);
    hooks.push(text);
  };
  if (b.promise) for (const t of rnd.shuffle(PROMISE_HOOKS)) take(fill(t, b));
  else {
    if (b.kind === 'pergunta') for (const t of rnd.shuffle(QUESTION_HOOKS)) take(fill(t, b));
    for (const angle of rnd.shuffle(ANGLE_IDS.filter((a) => a !== b.angle))) take(fill(rnd.pick(HOOKS[angle].full), b));
  }

  const ask = b.kind === 'pergunta' && !b.promise;
  const caption = tidy(
    `${capitalize(b.whole)}${ask ? '?' : '.'} ${rnd.pick(CAPTION_LEADS)} ${CAPTION_CTA[b.platform] ?? CAPTION_CTA['instagram-reels']}`,
  );

  const hashtags = [
    ...new Set([
      ...b.tagWords.slice(0, 3).map((t) => `#${t}`),
      ...b.niche.tags,
      ...(PLATFORM_HASHTAGS[b.platform] ?? PLATFORM_HASHTAGS['instagram-reels']!),
    ]),
  ].slice(0, 8);

  const short = (s: string, n: number) => {
    // the first clause that says something ("Olha só:" does not)
    const clauses = s.replace(/\[[^\]]*\]/g, ' ').split(/[:,;]/);
    const clause = clauses.find((c) => c.trim().split(/\s+/).length >= 3) ?? clauses[0]!;
    const cut = shortPhrase(clause, n, true);
    return capitalize(cut.split(' ').length < clause.trim().split(/\s+/).length ? `${cut}…` : cut);
  };
  const development = b.promise
    ? Array.from({ length: Math.min(b.promise.count, 6) }, (_, i) => `${capitalize(b.promise!.noun)} ${i + 1}`)
    : body
        .slice(0, 2)
        .map((s) => short(s, 6))
        .filter(Boolean);
  const onScreenTexts: ScriptExtras['onScreenTexts'] = [
    // the idea whole when it fits a screen, else its first words and '…'
    { section: 'gancho', text: words(b.whole).length <= 10 ? capitalize(b.whole) : short(b.whole, 8) },
    ...development.map((text) => ({ section: 'desenvolvimento' as const, text })),
    { section: 'cta', text: fill(CTA_SCREEN[b.objective], b).replace(/\.$/, '') || short(cta, 5) },
  ];
  return { hooks, caption, hashtags, onScreenTexts };
}
