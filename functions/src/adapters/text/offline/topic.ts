/**
 * Topic framing: turns the creator's idea or theme into forms that fit inside pt-BR
 * sentences, so templates never read "por que como economizar…".
 *
 * - kind 'acao': an infinitive ("Como economizar dinheiro…", "Investir") →
 *   topic "economizar dinheiro no supermercado", how "como economizar dinheiro no supermercado".
 * - kind 'coisa': a noun phrase ("Precificação de bolos caseiros", "Dicas de maquiagem") →
 *   topic "precificação de bolos caseiros", how "" (templates with {como} are skipped).
 * - kind 'pergunta': a question ("Por que o meu perfil não cresce?", "Vale a pena investir?") →
 *   how "por que o meu perfil não cresce" / "se vale a pena investir", topic "isso".
 * Pure and deterministic.
 */
import {
  BOUNDARY,
  COUNTED,
  FINITE,
  FIRST_TO_SECOND,
  NOT_INFINITIVE,
  NUMBER_WORDS,
  POSSESSIVES,
  PROPER,
  TOPIC_DANGLING,
} from './data/lexicon';
import type { NumberedPromise, TopicKind } from './brief';

export interface Topic {
  kind: TopicKind;
  /** Noun-like form, fits "quando o assunto é {topic}", "sobre {topic}", "{Topic} não é sorte". */
  topic: string;
  /** Embedded how/why clause, fits "Você sabe {como}?", "Vou te mostrar {como}." Empty for 'coisa'. */
  como: string;
  /** The idea as a direct question, without "?": "vale a pena morar em São Paulo". Empty unless 'pergunta'. */
  pergunta: string;
  /** A 1–8 word form for tiny hooks; for questions, the direct question without "?" ("vale a pena morar em São Paulo"). */
  short: string;
}

/** A question idea's direct form: "se vale a pena…" → "vale a pena…" (the "se" only fits inside a sentence). */
const direct = (how: string) => cutPhrase(how.replace(/^se\s+/, ''), 8);

const INFINITIVE_OR = /^(pôr|compor|dispor|propor|repor|expor|supor|impor|depor|opor|transpor|sobrepor)$/;

const norm = (w: string) => w.toLowerCase().replace(/[.,!?;:…"'()]+/g, '');

/** True when a word looks like an infinitive verb (with an optional "-se"). */
export function isInfinitive(word: string): boolean {
  const w = norm(word).replace(/-(se|lo|la|los|las|me|te)$/, '');
  if (w.length < 3 || NOT_INFINITIVE.has(w)) return false;
  if (/or$/.test(w)) return INFINITIVE_OR.test(w);
  return /(ar|er|ir|ôr)$/.test(w);
}

/** Lower-cases the first letter unless the first word is an acronym, a name or a brand. */
export function lowerFirst(phrase: string): string {
  const [first = '', second = ''] = phrase.split(' ');
  if (!/^\p{Lu}\p{Ll}/u.test(first)) return phrase; // already lower, an acronym (INSS) or "iPhone"
  if (/\p{Lu}/u.test(first.slice(1))) return phrase; // "TikTok", "YouTube"
  if (PROPER.has(norm(first))) return phrase;
  if (/^\p{Lu}\p{Ll}/u.test(second)) return phrase; // "São Paulo"
  return first[0]!.toLowerCase() + phrase.slice(1);
}

/** Cuts a phrase to at most `max` words at a natural boundary; never mid-word, never on a connector. */
export function cutPhrase(text: string, max: number): string {
  const w = text.split(/\s+/).filter(Boolean);
  let out = w;
  if (w.length > max) {
    out = w.slice(0, max);
    // prefer the last comma inside the window, then the last clause connector, if it keeps ≥ 3 words
    const at = (test: (i: number) => boolean) => {
      for (let i = Math.min(max, w.length - 1); i >= 3; i--) if (test(i)) return i;
      return 0;
    };
    const cut = at((i) => /,$/.test(w[i - 1]!)) || at((i) => BOUNDARY.has(norm(w[i]!)));
    if (cut) out = w.slice(0, cut);
    // never split a name ("Air | Fryer", "São | Paulo"): take it whole if it is short, else drop it
    const cap = (x: string | undefined) => !!x && /^\p{Lu}/u.test(x);
    if (cap(out[out.length - 1]) && cap(w[out.length])) {
      let end = out.length;
      while (cap(w[end]) && end < max + 2) end++;
      if (!cap(w[end])) out = w.slice(0, end);
      else while (out.length > 1 && cap(out[out.length - 1])) out = out.slice(0, -1);
    }
  }
  out = out.map((x) => x.replace(/[,;:]+$/, ''));
  while (out.length > 1 && TOPIC_DANGLING.has(norm(out[out.length - 1]!))) out.pop();
  return out.join(' ');
}

/** Cleans free text: first sentence, no quotes or brackets, single spaces, no end punctuation. */
function clean(text: string): { body: string; asked: boolean } {
  const flat = text
    .replace(/[[\]{}"“”«»]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const first = flat.split(/(?<=[.!?;])\s|\n/)[0] ?? '';
  const asked = /\?\s*$/.test(first) || /^[¿]/.test(first);
  const body = first
    .replace(/^[¿¡\s]+/, '')
    .replace(/[\s.!?;:,…]+$/, '')
    .replace(/\s+([,;:])/g, '$1')
    .trim();
  return { body, asked };
}

const QUESTION_START =
  /^(por que|porque|pra que|para que|o que|qual|quais|quando|onde|quem|quanto|quantos|quantas|será que|é possível|dá pra|dá para|vale a pena|como)\b/i;

/**
 * The framed forms of an idea. `max` caps the noun form's length (words); `fallback`
 * is used when the idea is empty.
 */
export function frameTopic(raw: string, max = 8, fallback = 'esse assunto'): Topic {
  const { body, asked } = clean(raw);
  if (!body) return { kind: 'coisa', topic: fallback, como: '', pergunta: '', short: fallback };
  // "Celular lento: o que fazer" → "Celular lento"
  let s = /^[^:]{3,}:\s/.test(body) ? body.split(':')[0]!.trim() : body;
  // "Dicas de X", "Tudo sobre X", "Guia de X" → X
  s = s.replace(/^(\d+\s+)?(dicas?|truques?|segredos?|guia|tutorial|macetes?|tudo)\s+(de|sobre|para|pra)\s+/i, '');
  // "Como X": an infinitive after it is an action; otherwise an indirect question ("como o INSS calcula…")
  const comoMatch = /^como\s+(.+)$/i.exec(s);
  if (comoMatch) {
    // "Como como sem culpa" is the verb comer: "comer sem culpa"
    const rest = comoMatch[1]!.replace(/^como\s/i, 'comer ');
    const first = rest.split(' ')[0]!;
    if (isInfinitive(first)) return action(rest, max);
    const how = `como ${cutPhrase(lowerFirst(rest), max)}`;
    return { kind: 'pergunta', topic: 'isso', como: how, pergunta: how.replace(/^se\s+/, ''), short: direct(how) };
  }
  const q = QUESTION_START.exec(s);
  if (q) {
    let head = q[1]!.toLowerCase();
    let rest = s.slice(q[0].length).trim();
    if (head === 'porque' || head === 'pra que' || head === 'para que') head = head === 'porque' ? 'por que' : head;
    if (head === 'será que') head = 'se';
    if (head === 'é possível' || head === 'dá pra' || head === 'dá para' || head === 'vale a pena') {
      rest = `${head} ${rest}`;
      head = 'se';
    }
    const how = `${head} ${cutPhrase(lowerFirst(rest), max)}`.trim();
    return { kind: 'pergunta', topic: 'isso', como: how, pergunta: how.replace(/^se\s+/, ''), short: direct(how) };
  }
  if (asked) {
    // a yes/no question: "Vale investir em cripto?" → "se vale investir em cripto"
    const how = `se ${cutPhrase(lowerFirst(s), max)}`;
    return { kind: 'pergunta', topic: 'isso', como: how, pergunta: how.replace(/^se\s+/, ''), short: direct(how) };
  }
  if (isInfinitive(s.split(' ')[0]!)) return action(s, max);
  if (isStatement(s)) {
    // "São Paulo tem o aluguel mais caro do Brasil" → "por que São Paulo tem o aluguel mais caro"
    const how = `por que ${cutPhrase(lowerFirst(s), max)}`;
    return { kind: 'pergunta', topic: 'isso', como: how, pergunta: how.replace(/^se\s+/, ''), short: direct(how) };
  }
  const topic = cutPhrase(lowerFirst(s), max) || fallback;
  return { kind: 'coisa', topic, como: '', pergunta: '', short: cutPhrase(topic, 4) };
}

/** A full sentence ("O Pix é seguro"), not a noun phrase: a finite verb among its first words, not after "que"/"quem"/"se". */
function isStatement(s: string): boolean {
  const w = s.split(' ').map(norm);
  for (let i = 1; i < Math.min(5, w.length); i++)
    if (FINITE.has(w[i]!) && !['que', 'quem', 'se', 'para', 'pra', 'sem'].includes(w[i - 1]!)) return true;
  return false;
}

function action(phrase: string, max: number): Topic {
  const topic = cutPhrase(lowerFirst(phrase), max);
  return { kind: 'acao', topic, como: `como ${topic}`, pergunta: `como ${topic}`, short: cutPhrase(topic, 4) };
}

/** Places that take an article in pt-BR ("no Rio de Janeiro", "na Bahia"). */
const PLACE_ARTICLE: Array<[RegExp, string]> = [
  [
    /^(rio de janeiro|rio grande do sul|rio grande do norte|rio|paraná|ceará|pará|maranhão|piauí|amazonas|acre|amapá|espírito santo|tocantins|mato grosso( do sul)?|distrito federal|nordeste|sul|sudeste|norte|centro-oeste|interior|litoral|abc|df)\b/i,
    'o',
  ],
  [/^(bahia|paraíba|zona (sul|norte|leste|oeste)|baixada|serra)\b/i, 'a'],
];

/** "em Recife", "no Rio de Janeiro", "na Bahia". */
export function inPlace(place: string): string {
  for (const [re, art] of PLACE_ARTICLE) if (re.test(place)) return art === 'o' ? `no ${place}` : `na ${place}`;
  return `em ${place}`;
}

// ---- The whole idea (docs/PRODUCT.md §offline-writer) ------------------------------------

/**
 * How a creator often frames an idea, not the idea itself: "Quero fazer um vídeo explicando…",
 * "Um vídeo sobre…", "Roteiro de…". Stripped, repeatedly, from the start.
 */
const FRAMINGS: readonly RegExp[] = [
  /^(eu\s+)?(quero|queria|gostaria\s+de|vou|preciso|pretendo|estou\s+pensando\s+em|penso\s+em)\s+(fazer|gravar|criar|postar|produzir|montar|escrever)\s+/i,
  /^(um|uma|o|meu|minha)\s+/i,
  /^(vídeos?|videos?|reels?|roteiros?|conteúdos?|conteudos?|posts?|tiktoks?|shorts?|séries?|series?)\s+(curtos?\s+)?/i,
  /^(explicando|ensinando|mostrando|falando|contando|dando|com|que\s+(explica|ensina|mostra|fala))\s+/i,
  /^(sobre|a\s+respeito\s+de|de|do|da|para\s+(falar|explicar)\s+(sobre\s+)?|pra\s+(falar|explicar)\s+(sobre\s+)?)\s*/i, // "ensinando a fazer café" → "fazer café"
  /^a\s+(?=\p{L}+(ar|er|ir)(\s|$))/iu,
];
const FRAME_START =
  /^(eu\s+)?(quero|queria|gostaria|vou|preciso|pretendo|estou|penso|um|uma|vídeo|video|reels?|roteiro)\b/i;

/** The idea without its framing: "Quero fazer um vídeo explicando como funciona o Pix" → "como funciona o Pix". */
export function stripFraming(idea: string): string {
  let s = idea.replace(/\s+/g, ' ').trim();
  if (!FRAME_START.test(s)) return s;
  for (let guard = 0; guard < 8; guard++) {
    const before = s;
    for (const re of FRAMINGS) {
      const next = s.replace(re, '');
      // never strip everything: "Um vídeo" keeps "vídeo"
      if (next.trim()) s = next.trim();
    }
    if (s === before) break;
  }
  return s;
}

/** The idea's first sentence, framing stripped, without end punctuation: the noun phrase every script keeps whole. */
export function wholeIdea(idea: string): string {
  const first =
    idea
      // a title quoted inside the idea (an Ideias Virais question) is said as part of it, in lower case
      .replace(/(\S\s+)“([^”]*)”/g, (_m, before: string, title: string) => before + lowerFirst(title))
      .replace(/[[\]{}"“”«»]/g, ' ')
      .replace(/\s+([:,;!?.])/g, '$1')
      .replace(/\s+/g, ' ')
      .trim()
      .split(/(?<=[.!?;])\s/)[0] ?? '';
  return lowerFirst(
    stripFraming(first)
      .replace(/^[¿¡\s]+/, '')
      .replace(/[\s.!?;:,…]+$/, ''),
  );
}

/** The number words a promise may use, for tests and hooks: "três", "3". */
export const PROMISE_PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}])(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})\\s+(${Object.keys(COUNTED).join('|')})(?![\\p{L}])`,
  'iu',
);

/** A numbered promise in the idea (2 to 10 items), or null. */
export function numberedPromise(idea: string): NumberedPromise | null {
  const m = PROMISE_PATTERN.exec(idea);
  if (!m) return null;
  const count = /^\d+$/.test(m[1]!) ? Number(m[1]) : NUMBER_WORDS[m[1]!.toLowerCase()]!;
  if (count < 2 || count > 10) return null;
  const about = idea
    .slice(m.index + m[0].length)
    .replace(/[\s.!?;:,…]+$/, '')
    .trim();
  return { count, noun: COUNTED[m[2]!.toLowerCase()]!, about };
}

// ---- The audience's pain in the second person ------------------------------------------

const FIRST_PERSON = new RegExp(`(?<![\\p{L}])(eu|me|${Object.keys(FIRST_TO_SECOND).join('|')})(?![\\p{L}])`, 'iu');
const FIRST_PERSON_VERB = new RegExp(
  `(?<![\\p{L}])(eu|${Object.keys(FIRST_TO_SECOND)
    .filter((w) => !POSSESSIVES.includes(w))
    .join('|')})(?![\\p{L}])`,
  'iu',
);

/**
 * The audience's pain said to them: "tenho medo de aparecer" → "tem medo de aparecer",
 * "eu me sinto travada" → "se sente travada", "meu cliente some" → "seu cliente some".
 * `firstPerson` says whether the audience speaks with a verb in it (then "Você {said}" reads right).
 */
export function painToYou(dor: string): { said: string; firstPerson: boolean } {
  if (!FIRST_PERSON.test(dor)) return { said: dor, firstPerson: false };
  const firstPerson = FIRST_PERSON_VERB.test(dor) || /(?<![\p{L}])me\s/iu.test(dor);
  const said = dor
    .replace(/(?<![\p{L}])eu\s+/giu, '')
    .replace(/(?<![\p{L}])me(?=\s+\p{L}+o(?![\p{L}]))/giu, 'se')
    .replace(/(?<![\p{L}])me(?![\p{L}])/giu, 'te')
    .replace(/(?<![\p{L}])(\p{L}+)(?![\p{L}])/gu, (w: string) => {
      const to = FIRST_TO_SECOND[w.toLowerCase()];
      return to
        ? w[0] === w[0]!.toUpperCase() && w[0] !== w[0]!.toLowerCase()
          ? to[0]!.toUpperCase() + to.slice(1)
          : to
        : w;
    })
    .replace(/\s+/g, ' ')
    .trim();
  return { said: lowerFirst(said), firstPerson };
}
