/**
 * The offline writer's analysis (docs/LOCAL-MODE.md §writer): everything the composers need
 * from a request, read once into a Brief (brief.ts) — the idea framed (topic.ts), its whole
 * words and numbered promise, the pain in the second person, the fields cut to fit a sentence,
 * the format, duration, pace and tone, and where each script's seeded choices start. The
 * composers take the Brief and never come back here.
 */
import type { ScriptRequest } from '@shared/scripts/script.schema';
import { DEFAULT_WORDS_PER_MINUTE, type Tone } from '@shared/scripts/script-options';
import type { Brief, EditBrief, EditRules, NumberedPromise, ScriptParts } from './brief';
import { HOOKS, type AngleId, type ObjectiveId } from './data/phrases';
import { makeRandom, type Random } from './prng';
import { frameTopic, inPlace, isInfinitive, numberedPromise, painToYou, stripFraming, wholeIdea } from './topic';
import { HASHTAG_NOT_WORDS, NUMBER_WORDS } from './data/lexicon';
import { contentWords, sentencesOf, shortPhrase } from './words';
import { nicheOf } from './niche';

const ANGLE_IDS = Object.keys(HOOKS) as AngleId[];

/**
 * A script request, read. `seed` (the generation id) varies the choices: the same request and
 * seed always give the same scripts, another seed other ones ('Gerar outra versão'); `wpm` sizes
 * them (130 when absent).
 */
export function analyse(req: ScriptRequest, opts: { seed?: string; wpm?: number } = {}): Brief {
  const base = opts.seed ? `${JSON.stringify(req)}#${opts.seed}` : JSON.stringify(req);
  // a series' parts each have their own stream; only a simple idea draws while it is read, and it is never a series
  const streams = req.mode === 'series' ? [0, 1, 2].map((i) => makeRandom(`${base}#${i}`)) : [makeRandom(base)];
  const brief = complete(read(req, streams[0]!), streams);
  return { ...brief, wpm: opts.wpm ?? DEFAULT_WORDS_PER_MINUTE };
}

/**
 * An edit, read: the script's request (or, without one, its first sentence as a simple idea at
 * its duration), its sections, and what the instruction asks for. The choices are seeded by the
 * script and the instruction.
 */
export function analyseEdit(
  original: string,
  instruction: string,
  duration: number,
  req: ScriptRequest | null,
): EditBrief {
  const rnd = makeRandom(`${original}#${instruction}`);
  const idea = sentencesOf([original])[0] ?? original;
  const fields = read(req ?? { mode: 'simple', idea, duracao: 30, aparecer: 'Sim', influencer: '' }, rnd);
  const script = complete(req ? fields : { ...fields, seconds: duration }, [rnd]);
  const rules = editRules(instruction);
  const i = instruction.toLowerCase();
  const objective: ObjectiveId = /\blink\b|vend|compr/.test(i)
    ? 'vendas'
    : /seguir|seguidores/.test(i)
      ? 'seguidores'
      : /direct|contato/.test(i)
        ? 'leads'
        : /coment/.test(i)
          ? 'engajamento'
          : script.objective;
  return {
    script,
    original,
    parts: splitSections(original),
    rules,
    // "a call to comment" gets a CTA that asks for comments, not just any engagement CTA
    cta: { objective, comment: /coment/.test(i) },
    inspiring: script.tone === 'Inspirador' || /inspira|motiva/.test(i),
  };
}

/** The fields worked out from the read ones, and where each stream stands once they are read. */
function complete(fields: Omit<Brief, 'wholeWords' | 'tagWords' | 'inLocal' | 'dice'>, streams: Random[]): Brief {
  return {
    ...fields,
    wholeWords: contentWords(fields.whole),
    tagWords: tagWords(fields.whole, fields.promise),
    inLocal: fields.local ? inPlace(fields.local) : '',
    dice: streams.map((r) => r.state()),
  };
}

/** What a script is about: the idea said whole, its numbered promise ('3 erros'), and the topic framed for the phrase banks. */
function subjectOf(text: string, fallback: string) {
  const whole = wholeIdea(text);
  const promise = numberedPromise(whole);
  const f = frameTopic(promise ? promiseSubject(promise) : stripFraming(text), 8, fallback);
  // a question keeps its mark in the title; a statement framed as a question ('São Paulo tem…') does not
  const asked = /\?\s*$/.test(text.trim().split(/(?<=[.!?;])\s/)[0] ?? '') && !promise;
  return {
    kind: f.kind,
    topic: f.topic,
    como: f.como,
    pergunta: f.pergunta,
    t3: f.short || 'isso',
    whole,
    promise,
    asked,
  };
}

/** The request's own fields, read; a simple idea's angle and objective are drawn from `rnd`. */
function read(req: ScriptRequest, rnd: Random): Omit<Brief, 'wholeWords' | 'tagWords' | 'inLocal' | 'dice'> {
  if (req.mode === 'simple') {
    const { promise, ...about } = subjectOf(req.idea, 'a sua ideia');
    return {
      mode: 'simple',
      ...about,
      niche: nicheOf(req.idea),
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
  const themed = nicheOf(subject);
  const angle = (ANGLE_IDS as string[]).includes(req.angulo ?? '') ? (req.angulo as AngleId) : 'erro-comum';
  return {
    mode: req.mode,
    ...about,
    // the theme names the niche; the persona, pain and offer only when there is no theme: a baker's
    // 'Vale a pena morar em São Paulo?' is not about cooking (docs/PRODUCT.md §offline-writer)
    niche: req.tema ? themed : nicheOf(req.persona ?? '', req.dor ?? '', req.oferta),
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

const unaccent = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * The idea's words a hashtag may be (docs/PRODUCT.md §offline-writer): content words, in order,
 * without verbs (an infinitive, a gerund, a listed form, the word after 'que'/'quem'/'eu'), numbers
 * or the promise's counted noun; unaccented, each a word of its own, never two glued.
 */
function tagWords(whole: string, promise: NumberedPromise | null): string[] {
  const raw = whole.toLowerCase().split(/[^\p{L}\p{N}-]+/u);
  const afterSubject = new Set(raw.filter((_, i) => i > 0 && /^(que|quem|eu|você|voce|não|nao|se)$/.test(raw[i - 1]!)));
  const counted = promise ? [promise.noun, `${promise.noun}s`] : [];
  return contentWords(whole)
    .filter(
      (w) =>
        !counted.includes(w) &&
        !afterSubject.has(w) &&
        !(w in NUMBER_WORDS) &&
        !isInfinitive(w) &&
        !/(ando|endo|indo)$/.test(w) &&
        !HASHTAG_NOT_WORDS.has(unaccent(w)),
    )
    .map((w) => unaccent(w).replace(/[^a-z0-9]/g, ''))
    .filter((w) => w.length >= 3 && !/^\d+$/.test(w));
}

/** What a promise is about, as a topic: "que fazem seu pão caseiro solar" → "seu pão caseiro solar", "para dormir melhor" → "dormir melhor". */
function promiseSubject(p: NumberedPromise): string {
  const about = p.about
    .replace(/^que\s+\S+\s+/i, '')
    .replace(/^(para|pra|de|do|da|dos|das|sobre|com|em|no|na)\s+/i, '');
  return about || `${p.noun}s`;
}

/** What the offline writer understood of an instruction; exported so tests can see it. */
export function editRules(instruction: string): EditRules {
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

/** A script's sections; a script without section marks is cut into sentences. */
function splitSections(text: string): ScriptParts {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const parts: ScriptParts = { head: [], hook: [], body: [], cta: [] };
  if (lines.some((l) => /^\[(GANCHO|CTA)/i.test(l.trim()))) {
    let cur: keyof ScriptParts = 'head';
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
