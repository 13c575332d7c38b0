/**
 * The offline writer's composer: a real pt-BR script (hook, development, CTA) built from
 * the creator's inputs and the phrase banks, deterministic for the same inputs, sized to
 * the duration at 130 words per minute. Stage directions go in [brackets], which the
 * teleprompter hides and which do not count as spoken words.
 */
import type { ScriptExtras, ScriptRequest } from '@shared/scripts/script.schema';
import { DEFAULT_WORDS_PER_MINUTE, targetWordCount, type Tone } from '@shared/scripts/script-options';
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
  FORMAL_REPLACEMENTS,
  HOOKS,
  HUMOR_LINES,
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
  type ObjectiveId,
} from './data/phrases';
import { makeRandom, type Random } from './prng';
import { capitalize, contentWords, shortPhrase, tidy, words } from './words';
import {
  frameTopic,
  inPlace,
  numberedPromise,
  painToYou,
  stripFraming,
  wholeIdea,
  type NumberedPromise,
  type TopicKind,
} from './topic';

/** The series delimiter the prompts ask models for; the offline writer uses it too. */
export const seriesDelimiter = (n: number) => `=== ROTEIRO ${n} ===`;

const ANGLE_IDS = Object.keys(HOOKS) as AngleId[];

interface Brief {
  mode: 'simple' | 'complete' | 'trend' | 'turbo' | 'series';
  /** The framed idea (see topic.ts): noun form, how/why clause, short form. */
  kind: TopicKind;
  topic: string;
  como: string;
  pergunta: string;
  t3: string;
  /** The whole idea or theme, framing stripped (topic.ts wholeIdea): every content word of it is said. */
  whole: string;
  /** "3 erros…", "cinco dicas…": the script delivers exactly that many numbered points. */
  promise: NumberedPromise | null;
  persona: string;
  /** The pain in the second person (topic.ts painToYou). */
  dor: string;
  dorFirstPerson: boolean;
  oferta: string;
  prova: string;
  objecao: string;
  local: string;
  ref: string;
  influencer: string;
  angle: AngleId;
  objective: ObjectiveId;
  format: string;
  /** '' when no tone was chosen: then no tone-specific line is used. */
  tone: Tone | '';
  platform: string;
  appear: boolean;
  seconds: number;
  /** The pace the script is sized at (docs/PRODUCT.md §flows.teleprompter.pace). */
  wpm: number;
}

/** Spoken words: everything outside [stage directions]. */
export function spokenWordCount(text: string): number {
  return text
    .replace(/\[[^\]]*\]/g, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

function fill(template: string, b: Brief, extra: Record<string, string | number> = {}): string {
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
    inlocal: b.local ? inPlace(b.local) : '',
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
function fitting(bank: readonly string[], b: Brief): string[] {
  const ok = bank.filter((t) =>
    b.kind === 'coisa' ? !/\{[Cc]omo\}/.test(t) : b.kind === 'pergunta' ? !/\{[Tt]opic\}/.test(t) : true,
  );
  const fits = (ok.length ? ok : [...bank]).filter((t) => b.kind === 'acao' || !t.includes('{fazer}'));
  return fits.length ? fits : bank.filter((t) => !t.includes('{fazer}'));
}

/** What a script is about: the idea said whole, its numbered promise ('3 erros'), and the topic framed for the phrase banks. */
function subjectOf(text: string, fallback: string) {
  const whole = wholeIdea(text);
  const promise = numberedPromise(whole);
  const f = frameTopic(promise ? promiseSubject(promise) : stripFraming(text), 8, fallback);
  return { kind: f.kind, topic: f.topic, como: f.como, pergunta: f.pergunta, t3: f.short || 'isso', whole, promise };
}
function toBrief(req: ScriptRequest, rnd: Random): Brief {
  if (req.mode === 'simple') {
    const { promise, ...about } = subjectOf(req.idea, 'a sua ideia');
    return {
      mode: 'simple',
      ...about,
      promise,
      persona: '',
      dor: '',
      dorFirstPerson: false,
      oferta: '',
      prova: '',
      objecao: '',
      local: '',
      ref: '',
      influencer: shortPhrase(req.influencer ?? '', 6, true),
      angle: rnd.pick(
        (promise
          ? ['erro-comum', 'segredo', 'pergunta', 'mito-verdade']
          : ['erro-comum', 'segredo', 'passo-a-passo', 'lista', 'pergunta', 'mito-verdade']) as AngleId[],
      ),
      objective: rnd.pick(['engajamento', 'seguidores'] as ObjectiveId[]),
      format: req.aparecer === 'Não' ? 'narracao-broll' : 'talking-head',
      // the simple form asks for no tone, so none is heard (docs/PRODUCT.md §offline-writer)
      tone: '',
      platform: 'instagram-reels',
      appear: req.aparecer !== 'Não',
      seconds: req.duracao,
      wpm: DEFAULT_WORDS_PER_MINUTE,
    };
  }
  // persona, tema and dor are each optional, one of them is given (docs/PRODUCT.md §offline-writer)
  const pain = painToYou(req.dor ?? '');
  const subject = req.tema || (pain.firstPerson ? '' : pain.said) || req.persona || '';
  const { promise, ...about } = subjectOf(subject, 'o seu tema');
  const angle = (ANGLE_IDS as string[]).includes(req.angulo ?? '') ? (req.angulo as AngleId) : 'erro-comum';
  return {
    mode: req.mode,
    ...about,
    promise,
    persona: shortPhrase(req.persona ?? '', 8),
    dor: shortPhrase(pain.said, 12),
    dorFirstPerson: pain.firstPerson,
    oferta: shortPhrase(req.oferta, 8),
    prova: shortPhrase(req.provaSocial, 12),
    objecao: shortPhrase(req.objecao, 12),
    local: shortPhrase(req.localidade, 5, true),
    ref: shortPhrase(req.referencia, 8, true),
    influencer: '',
    // a promise brings its own numbered points: no second numbering
    angle: promise && (angle === 'lista' || angle === 'passo-a-passo') ? 'erro-comum' : angle,
    objective: (req.objetivo || 'engajamento') as ObjectiveId,
    format: req.formato,
    tone: (req.tom || '') as Tone | '',
    platform: req.plataforma,
    appear: req.aparecer !== 'Não',
    seconds: req.duracao,
    wpm: DEFAULT_WORDS_PER_MINUTE,
  };
}

/** What a promise is about, as a topic: "que fazem seu pão caseiro solar" → "seu pão caseiro solar", "para dormir melhor" → "dormir melhor". */
function promiseSubject(p: NumberedPromise): string {
  const about = p.about
    .replace(/^que\s+\S+\s+/i, '')
    .replace(/^(para|pra|de|do|da|dos|das|sobre|com|em|no|na)\s+/i, '');
  return about || `${p.noun}s`;
}

/** An endless, varied stream of development sentences for a brief. */
function* bodySentences(b: Brief, rnd: Random, opts: { series?: number; sayWhole?: boolean } = {}): Generator<string> {
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
  const sayWhole = contentWords(b.whole).some((w) => !said.has(w));
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

/**
 * The offline scripts for a request, each with its extras: one, or three for a series.
 * `seed` (the generation id) varies the choices: the same request and seed always give the
 * same scripts, another seed other ones ('Gerar outra versão').
 */
export function composeScripts(
  req: ScriptRequest,
  seed?: string,
  wpm = DEFAULT_WORDS_PER_MINUTE,
): Array<{ text: string; extras: ScriptExtras }> {
  const base = seed ? `${JSON.stringify(req)}#${seed}` : JSON.stringify(req);
  const brief = (rnd: Random): Brief => ({ ...toBrief(req, rnd), wpm });
  if (req.mode === 'series') {
    return [0, 1, 2].map((i) => {
      const rnd = makeRandom(`${base}#${i}`);
      return composeOne(brief(rnd), rnd, { series: i });
    });
  }
  const rnd = makeRandom(base);
  return [composeOne(brief(rnd), rnd)];
}

/** The offline answer's script text; a series gives three parts separated by the delimiter. */
export function composeScript(req: ScriptRequest, seed?: string): string {
  const scripts = composeScripts(req, seed);
  if (req.mode !== 'series') return scripts[0]!.text;
  return scripts.map((s, i) => `${seriesDelimiter(i + 1)}\n${s.text}`).join('\n\n');
}

/** The line before each script's extras, as the prompts ask models for (prompts/common.ts). */
export const EXTRAS_DELIMITER = '=== DADOS ===';

/** What the offline writer streams: each script followed by its extras appendix, like a model's answer. */
export function composeAnswer(req: ScriptRequest, seed?: string, wpm?: number): string {
  const scripts = composeScripts(req, seed, wpm);
  const series = req.mode === 'series';
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

  const counted = b.promise ? contentWords(b.whole).slice(0, 2) : [];
  const ideaTags = [...new Set([...contentWords(b.topic), ...contentWords(b.whole)])]
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

// ---- Edits ----------------------------------------------------------------------------

interface Parts {
  head: string[];
  hook: string[];
  body: string[];
  cta: string[];
}

function splitSections(text: string): Parts {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const parts: Parts = { head: [], hook: [], body: [], cta: [] };
  if (lines.some((l) => /^\[(GANCHO|CTA)/i.test(l.trim()))) {
    let cur: keyof Parts = 'head';
    for (const l of lines) {
      const t = l.trim();
      if (/^\[GANCHO/i.test(t)) cur = 'hook';
      else if (/^\[DESENVOLVIMENTO/i.test(t)) cur = 'body';
      else if (/^\[CTA/i.test(t)) cur = 'cta';
      else if (t) parts[cur].push(t);
    }
    return parts;
  }
  // No sections: split into sentences; the first is the hook and the last the call to action.
  const sentences = text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s+/)
    .filter(Boolean);
  parts.hook = sentences.slice(0, 1);
  parts.cta = sentences.length > 2 ? sentences.slice(-1) : [];
  parts.body = sentences.slice(1, sentences.length > 2 ? -1 : undefined);
  return parts;
}

const sentencesOf = (lines: string[]) =>
  lines
    .filter((l) => !/^\[/.test(l))
    .join(' ')
    .split(/(?<=[.!?])\s+/)
    .filter((s) => s.trim());

function joinParts(p: Parts): string {
  const out = [...p.head];
  out.push('', '[GANCHO]', ...p.hook);
  if (p.body.length) out.push('', '[DESENVOLVIMENTO]', ...p.body);
  if (p.cta.length) out.push('', '[CTA]', ...p.cta);
  return out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** What the offline writer understood of an instruction; returned so tests and logs can see it. */
export function editRules(instruction: string) {
  const i = instruction.toLowerCase();
  return {
    shorten: /encurt|mais curt|curto|menor|resum|reduz|enxug|diminu|corta/.test(i),
    lengthen: /along|mais long|aument|expand|detalh|desenvolv|mais conte/.test(i),
    formal: /formal|profission|sério|serio|corporativ|sóbri/.test(i),
    funny: /engraçad|engracad|divertid|humor|piada|descontra|leve\b/.test(i),
    cta: /\bcta\b|chamada|call to action|\blink\b|seguir|seguidores|coment|inscrev|direct/.test(i),
    hook: /gancho|hook|começo|comeco|início|inicio|abertura|primeira frase/.test(i),
    emotional: /emocion|inspira|motiva/.test(i),
    question: /pergunta/.test(i),
  };
}

/** Applies an edit instruction to a script by rules: shorten, lengthen, formal, funny, new CTA, new hook. */
export function composeEdit(
  original: string,
  instruction: string,
  duration: number,
  req: ScriptRequest | null,
): string {
  const rnd = makeRandom(`${original}#${instruction}`);
  const brief = req
    ? toBrief(req, rnd)
    : toBrief(
        { mode: 'simple', idea: sentencesOf([original])[0] ?? original, duracao: 30, aparecer: 'Sim', influencer: '' },
        rnd,
      );
  if (!req) brief.seconds = duration;
  const rules = editRules(instruction);
  const p = splitSections(original);
  const understood = Object.values(rules).some(Boolean);

  if (rules.hook || !understood) {
    const angles = ANGLE_IDS.filter((a) => a !== brief.angle);
    const fresh = fill(rnd.pick(fitting(HOOKS[rnd.pick(angles)].full, brief)), brief);
    p.hook = [fresh];
  }
  if (rules.shorten) {
    const body = sentencesOf(p.body);
    const total = spokenWordCount([...p.hook, ...body, ...p.cta].join(' '));
    const goal = Math.round(total * 0.6);
    while (body.length > 1 && spokenWordCount([...p.hook, ...body, ...p.cta].join(' ')) > goal) body.pop();
    p.body = body.length ? [body.join(' ')] : [];
  }
  if (rules.lengthen) {
    const body = sentencesOf(p.body);
    const extra = Math.max(20, Math.round(spokenWordCount(original) * 0.4));
    const gen = bodySentences(brief, rnd);
    let added = 0;
    while (added < extra) {
      const s = gen.next().value as string;
      if (body.includes(s)) continue;
      body.push(s);
      added += spokenWordCount(s);
    }
    p.body = [body.join(' ')];
  }
  if (rules.funny) {
    const [a, b] = rnd.shuffle(HUMOR_LINES);
    p.body = [a!, ...p.body, b!];
  }
  if (rules.emotional) {
    const lines = rnd.shuffle(
      brief.tone === 'Inspirador' || /inspira|motiva/.test(instruction.toLowerCase())
        ? TONE_LINES.Inspirador
        : TONE_LINES.Emocional,
    );
    p.body = [lines[0]!, ...p.body, lines[1]!];
  }
  if (rules.cta) {
    const i = instruction.toLowerCase();
    const objective: ObjectiveId = /\blink\b|vend|compr/.test(i)
      ? 'vendas'
      : /seguir|seguidores/.test(i)
        ? 'seguidores'
        : /direct|contato/.test(i)
          ? 'leads'
          : /coment/.test(i)
            ? 'engajamento'
            : brief.objective;
    // "a call to comment" gets a CTA that asks for comments, not just any engagement CTA
    const asked = /coment/.test(i) ? CTAS[objective].full.filter((c) => /coment/i.test(c)) : [];
    const pool = asked.length ? asked : CTAS[objective].full;
    p.cta = [`${fill(rnd.pick(pool), brief)} ${PLATFORM_TAIL[brief.platform] ?? ''}`.trim()];
  }
  if (rules.question) p.cta = [...p.cta, 'E você, o que acha? Me conta nos comentários.'];
  if (rules.formal) {
    const formal = (s: string) =>
      FORMAL_REPLACEMENTS.reduce((acc, [re, to]) => acc.replace(re, to), s)
        .replace(/\s{2,}/g, ' ')
        .replace(/\.\s*\./g, '.')
        .trim();
    const humor = new Set<string>(TONE_LINES.Divertido);
    p.hook = p.hook.map(formal);
    p.body = sentencesOf(p.body)
      .filter((s) => !humor.has(s))
      .map(formal);
    p.body = p.body.length ? [p.body.join(' ')] : [];
    p.cta = p.cta.map(formal);
  }
  if (!understood) {
    p.head = [
      ...p.head,
      '[Edição offline: o pedido não corresponde a uma regra conhecida (encurtar, alongar, formal, divertido, gancho, chamada), então o gancho foi reescrito]',
    ];
  }
  return joinParts(p);
}
