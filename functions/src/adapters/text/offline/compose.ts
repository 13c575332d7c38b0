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
  SERIES_FOCUS,
  SERIES_PULL,
  SHORT_FILLERS,
  TONE_HOOK_TAIL,
  TONE_LINES,
  TONE_OPENERS,
  TREND_HOOKS,
  TREND_BEATS,
  TURBO_PREFIX,
  WHOLE_IDEA,
  type AngleId,
} from './data/phrases';
import { randomAt, type Random } from './prng';
import { capitalize, contentWords, shortPhrase, tidy, words } from './words';

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

/** A phrase-bank template filled from the Brief, and polished. */
export function fill(template: string, b: Brief, extra: Record<string, string | number> = {}): string {
  const values: Record<string, string | number> = {
    topic: b.topic,
    Topic: capitalize(b.topic),
    fazer: b.topic,
    como: b.como || b.topic,
    Como: capitalize(b.como || b.topic),
    Pergunta: capitalize(b.pergunta || b.como || b.topic),
    t3: b.t3,
    T3: capitalize(b.t3),
    persona: b.persona,
    dor: b.dor,
    oferta: b.oferta,
    prova: b.prova,
    Prova: capitalize(b.prova),
    objecao: b.objecao,
    local: b.local,
    inlocal: b.inLocal,
    ref: b.ref,
    whole: b.whole,
    Whole: capitalize(b.whole),
    influencer: b.influencer,
    link: LINK_WHERE[b.platform] ?? 'na bio',
    ...extra,
  };
  return tidy(template.replace(/\{(\w+)\}/g, (_m, k: string) => String(values[k] ?? '')));
}

/**
 * The templates of a bank that fit the framed idea: a noun idea has no how-clause, so
 * templates with {como} are skipped; a question idea's noun form is only "isso", so
 * templates with {topic} are skipped where others exist.
 */
export function fitting(bank: readonly string[], b: Brief): string[] {
  const ok = bank.filter((t) =>
    b.kind === 'coisa' ? !/\{[Cc]omo\}/.test(t) : b.kind === 'pergunta' ? !/\{[Tt]opic\}/.test(t) : true,
  );
  const fits = (ok.length ? ok : [...bank]).filter((t) => b.kind === 'acao' || !t.includes('{fazer}'));
  return fits.length ? fits : bank.filter((t) => !t.includes('{fazer}'));
}

/** An endless, varied stream of development sentences for a brief. */
export function* bodySentences(
  b: Brief,
  rnd: Random,
  opts: { series?: number; sayWhole?: boolean } = {},
): Generator<string> {
  const context = CONTEXT[b.angle].map((t) => fill(t, b));
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
  const tone = b.tone ? rnd.shuffle(TONE_LINES[b.tone]).slice(0, b.mode === 'turbo' ? 2 : undefined) : [];
  if (opts.sayWhole) yield fill(rnd.pick(b.kind === 'pergunta' ? WHOLE_IDEA.question : WHOLE_IDEA.statement), b);
  if (opts.series !== undefined) yield `Nesta parte: ${SERIES_FOCUS[opts.series]}.`;
  // short scripts answer the objection and show the proof before the angle's setup
  // steps and lists must reach their first item, so they hold fewer details before it
  const numberedAngle = b.angle === 'passo-a-passo' || b.angle === 'lista';
  let d = 0;
  if (short) while (d < Math.min(numberedAngle ? 1 : 2, details.length)) yield details[d++]!;
  // the tone is heard early: the blunt line, the dream, the joke or the personal moment
  if (short && !numberedAngle && tone[0]) yield tone[0];
  yield context[0]!;
  if (!short && tone[0]) yield tone[0];
  // the creator's own details come before the generic points
  if (!numberedAngle) while (d < Math.min(short ? 3 : 4, details.length)) yield details[d++]!;
  const points = rnd.shuffle(fitting(POINTS, b));
  const explain = rnd.shuffle(fitting(EXPLAIN, b));
  const openers = rnd.shuffle(OPENERS);
  const toneOpeners = rnd.shuffle(b.tone ? TONE_OPENERS[b.tone] : OPENERS);
  let p = 0;
  let e = 0;
  let t = short && numberedAngle ? 0 : 1;
  for (let i = 0; ; i++) {
    const point = fill(points[p++ % points.length]!, b);
    // numbered when accepted (see numbered()), so a skipped sentence leaves no gap
    if (b.angle === 'passo-a-passo' && i < 12) yield `${STEP} ${point}`;
    else if (b.angle === 'lista' && i < ORDINALS.length) yield `${ITEM} ${point}`;
    else
      yield tidy(`${i % 2 === 0 ? toneOpeners[(i / 2) % toneOpeners.length] : openers[i % openers.length]} ${point}`);
    for (let k = 0; k < 2 && d < details.length; k++) yield details[d++]!;
    if (i === 0 && context[1]) yield context[1];
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
  const lo = Math.ceil(target * 0.9);
  const hi = Math.floor(target * 1.1);

  const asked = b.kind === 'pergunta';
  let hook = tiny
    ? asked
      ? `${capitalize(b.t3)}?`
      : fill(rnd.pick(HOOKS[b.angle].tiny), b)
    : fill(rnd.pick(asked && b.angle !== 'pergunta' ? QUESTION_HOOKS : fitting(HOOKS[b.angle].full, b)), b);
  if (!tiny && b.mode === 'trend') hook = fill(rnd.pick(fitting(TREND_HOOKS, b)), b);
  // a promise's hook is the idea itself, so it promises exactly the points below
  if (b.promise) hook = fill(rnd.pick(PROMISE_HOOKS), b);
  if (!tiny && b.mode === 'turbo')
    hook = `${rnd.pick(TURBO_PREFIX)} ${/^\p{Lu}\p{Ll}/u.test(hook) && !/^(São|Rio)\b/.test(hook) ? hook[0]!.toLowerCase() + hook.slice(1) : hook}`;
  if (!tiny && b.tone && b.mode !== 'turbo' && b.seconds >= 30) hook += ` ${rnd.pick(TONE_HOOK_TAIL[b.tone])}`;
  if (opts.series !== undefined) hook = `Parte ${opts.series + 1} de 3. ${hook}`;

  let cta: string;
  if (tiny) cta = fill(rnd.pick(CTAS[b.objective].tiny), b);
  else if (opts.series !== undefined && opts.series < 2)
    cta = fill(rnd.pick(SERIES_PULL), b, { n: opts.series + 2, next: SERIES_FOCUS[opts.series + 1]! });
  else {
    cta = fill(
      b.objective === 'vendas' && b.oferta ? rnd.pick(OFFER_CTA) : rnd.pick(fitting(CTAS[b.objective].full, b)),
      b,
    );
    const tail = PLATFORM_TAIL[b.platform] ?? '';
    // no "Salva… Salva…": the tail is skipped when the call to action already asks the same
    if (target >= 60 && tail && !cta.toLowerCase().includes(tail.split(' ')[0]!.toLowerCase())) cta += ` ${tail}`;
    if (opts.series === 2) cta += ` ${SERIES_CLOSE}`;
  }

  const points = b.promise ? promisePoints(b.promise) : [];
  // Tiny scripts: shrink the hook to fit before anything else.
  const fixed = () => spokenWordCount(hook) + spokenWordCount(cta) + spokenWordCount(points.join(' '));
  if (fixed() > hi && !b.promise)
    hook = `${opts.series !== undefined ? `Parte ${opts.series + 1} de 3. ` : ''}${capitalize(`${b.t3}${asked ? '?' : '.'}`)}`;

  const body: string[] = [];
  let count = fixed();
  const said = new Set(contentWords(hook));
  const sayWhole = b.wholeWords.some((w) => !said.has(w));
  const gen = bodySentences(b, rnd, { ...opts, sayWhole });
  let misses = 0;
  let numberedCount = 0;
  while (count < lo || (count < target && misses < 3)) {
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
    if (misses < 6) continue; // try the following sentences, one may fit
    const gap = target - count;
    const filler = SHORT_FILLERS.find(
      (f) => spokenWordCount(f) <= hi - count && spokenWordCount(f) >= Math.min(gap, 2),
    );
    if (filler) {
      body.push(filler);
      count += spokenWordCount(filler);
    } else {
      if (next !== raw) numberedCount++;
      const cut = words(next)
        .slice(0, Math.max(1, gap))
        .join(' ')
        .replace(/[,;:]+$/, '');
      body.push(cut.endsWith('.') ? cut : `${cut}.`);
      count += spokenWordCount(cut);
    }
    misses = 0;
  }

  return { text: layout(b, rnd, hook, body, cta, opts, points), extras: composeExtras(b, rnd, hook, body, cta) };
}

/** "Erro 1: [PREENCHA: erro 1 que fazem seu pão caseiro solar]": a marked slot per promised item, which the result view highlights. */
function promisePoints(p: NumberedPromise): string[] {
  const label = capitalize(p.noun);
  return Array.from(
    { length: p.count },
    (_, i) => `${label} ${i + 1}: [PREENCHA: ${p.noun} ${i + 1}${p.about ? ` ${p.about}` : ''}]`,
  );
}

function layout(
  b: Brief,
  rnd: Random,
  hook: string,
  body: string[],
  cta: string,
  opts: { series?: number },
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
  if (points.length) lines.push('[Antes de gravar, preencha os trechos marcados com PREENCHA]');
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

const unaccent = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '');

function composeExtras(b: Brief, rnd: Random, hook: string, body: string[], cta: string): ScriptExtras {
  const seen = new Set([hook.replace(/^Parte \d de 3\. /, '')]);
  const hooks: string[] = [];
  const take = (text: string) => {
    if (!text || seen.has(text) || hooks.length >= 3) return;
    seen.add(text);
    hooks.push(text);
  };
  if (b.promise) for (const t of rnd.shuffle(PROMISE_HOOKS)) take(fill(t, b));
  else {
    if (b.kind === 'pergunta') for (const t of rnd.shuffle(QUESTION_HOOKS)) take(fill(t, b));
    for (const angle of rnd.shuffle(ANGLE_IDS.filter((a) => a !== b.angle)))
      take(fill(rnd.pick(fitting(HOOKS[angle].full, b)), b));
  }

  const ask = b.kind === 'pergunta' && !b.promise;
  const caption = tidy(
    `${capitalize(b.whole)}${ask ? '?' : '.'} ${rnd.pick(CAPTION_LEADS)} ${CAPTION_CTA[b.platform] ?? CAPTION_CTA['instagram-reels']}`,
  );

  const counted = b.promise ? b.wholeWords.slice(0, 2) : [];
  const ideaTags = [...new Set([...contentWords(b.topic), ...b.wholeWords])]
    .filter((w) => !counted.includes(w))
    .map((w) => unaccent(w).replace(/[^a-z0-9]/g, ''))
    .filter((w) => w.length >= 3 && !/^\d+$/.test(w));
  const tags = [
    ...ideaTags.slice(0, 3),
    ...(ideaTags.length >= 2 ? [`${ideaTags[0]}${ideaTags[1]}`] : []),
    ...contentWords(b.persona)
      .map((w) => unaccent(w).replace(/[^a-z0-9]/g, ''))
      .filter((w) => w.length >= 4)
      .slice(0, 1),
  ].map((t) => `#${t}`);
  const hashtags = [
    ...new Set([...tags, ...(PLATFORM_HASHTAGS[b.platform] ?? PLATFORM_HASHTAGS['instagram-reels']!), '#dicas']),
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
    { section: 'gancho', text: short(b.promise ? b.whole : b.whole || b.t3, 8) || capitalize(b.t3) },
    ...development.map((text) => ({ section: 'desenvolvimento' as const, text })),
    { section: 'cta', text: fill(CTA_SCREEN[b.objective], b).replace(/\.$/, '') || short(cta, 5) },
  ];
  return { hooks, caption, hashtags, onScreenTexts };
}
