import type { ViralQuestionsRequest } from '@shared/viral-questions/viral-questions.schema';
import { nicheOf } from '../niche';
import { makeRandom } from '../prng';
import { lowerFirst, numberedPromise, wholeIdea } from '../topic';
import { quoteTitle } from '../words';

/**
 * The offline writer's 'Ideias Virais por Dúvidas' (docs/LOCAL-MODE.md §writer): the questions a
 * niche's audience asks, as the model's JSON `{ "questions": [...] }`. The niche is said whole, as a
 * title in quotes ('“Celular lento: o que fazer”: por onde começar…?'), never cut into a sentence
 * ('…com celular lento' cannot happen), and a third of the list at most asks about the niche's
 * common mistakes (data/niches.ts), so 'bolo de caneca' and 'maquiagem' get questions of their own
 * (docs/PRODUCT.md §offline-writer). Deterministic for an operation id: the seed orders the kinds of
 * doubt and the questions within each.
 */

/** The kinds of doubt an audience has; a short list takes one of each before repeating a kind. */
const KINDS = [
  'iniciante',
  'custos',
  'erros',
  'comparacoes',
  'mitos',
  'vale-a-pena',
  'como-fazer',
  'tempo',
  'ferramentas',
  'dores',
  'dinheiro',
  'bastidores',
] as const;
type Kind = (typeof KINDS)[number];

/**
 * Each template names the niche only as {tema}, the quoted title, and only where a title reads
 * right whatever it is (a thing, an action, a question): at the start before a colon, after
 * 'sobre', or as 'o assunto é {tema}'.
 */
export const QUESTION_TEMPLATES: Readonly<Record<Kind, readonly string[]>> = {
  iniciante: [
    '{tema}: por onde começar sendo totalmente iniciante?',
    'O que todo iniciante precisa saber sobre {tema}?',
    '{tema}: qual é o primeiro passo de quem começa do zero?',
    '{tema}: dá para começar sem nenhuma experiência?',
    'O que eu devo aprender primeiro sobre {tema}?',
    'Quais dúvidas todo mundo tem quando o assunto é {tema}?',
  ],
  custos: [
    '{tema}: quanto custa, de verdade, começar?',
    '{tema}: dá para fazer gastando pouco?',
    'Quais gastos escondidos ninguém conta sobre {tema}?',
    '{tema}: quanto dinheiro eu preciso separar para começar?',
    '{tema}: qual é o investimento mínimo para começar do jeito certo?',
  ],
  erros: [
    'Quais são os erros mais comuns quando o assunto é {tema}?',
    '{tema}: qual erro faz quem está começando desistir logo no início?',
    '{tema}: o que eu estou fazendo de errado se não vejo resultado?',
    'Quais erros até quem tem experiência ainda comete quando o assunto é {tema}?',
    '{tema}: qual hábito parece certo, mas atrapalha quem está começando?',
  ],
  comparacoes: [
    'É melhor aprender sozinho ou pagar um curso sobre {tema}?',
    '{tema}: o que funciona melhor, constância ou intensidade?',
    '{tema}: fazer sozinho ou com ajuda profissional, o que é melhor para quem começa?',
    'O que separa quem tem resultado de quem desiste no meio do caminho, quando o assunto é {tema}?',
  ],
  mitos: [
    'Quais mitos sobre {tema} ainda enganam muita gente?',
    'É verdade tudo o que se fala na internet sobre {tema}?',
    'Qual é a maior mentira que contam sobre {tema}?',
    'O que é mito e o que é verdade sobre {tema}?',
    'Qual conselho popular sobre {tema} é pura furada?',
  ],
  'vale-a-pena': [
    '{tema}: vale a pena começar hoje em dia?',
    '{tema}: ainda dá tempo de começar ou já é tarde demais?',
    'Vale a pena investir tempo e dinheiro para aprender sobre {tema}?',
    '{tema}: dá para ter resultado com pouco tempo livre?',
    '{tema}: é possível começar depois dos 40?',
  ],
  'como-fazer': [
    '{tema}: como montar uma rotina simples que funcione?',
    '{tema}: como manter a constância quando a motivação acaba?',
    '{tema}: qual é o passo a passo para quem nunca tentou?',
    '{tema}: como encaixar isso numa rotina corrida?',
    'Como aprender sobre {tema} usando só conteúdo gratuito?',
    '{tema}: como saber se eu estou evoluindo?',
  ],
  tempo: [
    '{tema}: quanto tempo leva para ver os primeiros resultados?',
    'Em quanto tempo dá para ver resultado de verdade, quando o assunto é {tema}?',
    '{tema}: por que os resultados demoram tanto para aparecer?',
    '{tema}: o que fazer quando os resultados param de aparecer?',
    '{tema}: qual é a melhor época do ano para começar?',
  ],
  ferramentas: [
    '{tema}: quais ferramentas mais ajudam quem está começando?',
    'Quais apps e recursos gratuitos ajudam quando o assunto é {tema}?',
    'Quais canais e perfis vale a pena seguir para aprender sobre {tema}?',
    '{tema}: o que é indispensável ter em mãos para começar?',
  ],
  dores: [
    'Por que tanta gente desiste quando o assunto é {tema}?',
    '{tema}: o que fazer quando bate o desânimo?',
    '{tema}: o que fazer quando parece que nada funciona?',
    'Como não se sentir perdido com tanta informação sobre {tema}?',
    '{tema}: como convencer a família de que vale a pena?',
  ],
  dinheiro: [
    'Dá para ganhar dinheiro falando sobre {tema}?',
    'Como transformar o que eu sei sobre {tema} em renda extra?',
    'Dá para viver de conteúdo sobre {tema}?',
  ],
  bastidores: [
    'O que ninguém te conta sobre {tema}?',
    '{tema}: o que quem tem experiência faz diferente de quem está começando?',
    '{tema}: qual é o segredo de quem tem resultado rápido?',
    '{tema}: que hábito simples faz mais diferença?',
    '{tema}: quais perguntas fazer antes de começar?',
    'Quais tendências sobre {tema} vão bombar este ano?',
  ],
};

/** Questions about one of the niche's common mistakes ({erro}: 'pular o aquecimento'). */
export const MISTAKE_TEMPLATES: readonly string[] = [
  'Qual é o problema de {erro}?',
  'Por que {erro} atrapalha tanto?',
  'É tão grave assim {erro}?',
];

/** The niche as a title: its first sentence whole, framing stripped, a question keeping its mark. */
export function nicheTitle(niche: string): string {
  const whole = wholeIdea(niche);
  const asked = /\?\s*$/.test(niche.trim().split(/(?<=[.!?;])\s/)[0] ?? '') && !numberedPromise(whole);
  return quoteTitle(whole, asked);
}

/** A template filled: a title that asks ('“Vale a pena?”') ends its own sentence, and lends the question its mark. */
function fill(template: string, title: string): string {
  return template
    .replace('{tema}', title)
    .replace(/([?!]”):\s+(\p{Ll})/u, (_m, q: string, c: string) => `${q} ${c.toUpperCase()}`)
    .replace(/\?”\?$/, '”?');
}

/** 'Pular o aquecimento.' → 'pular o aquecimento', to sit inside a question. */
const mistake = (erro: string) => lowerFirst(erro.replace(/[.!?…]+$/, ''));

/**
 * `quantity` distinct questions about `niche` (up to every template: more than 50). The kinds take
 * turns in a seeded order, so 5 questions are 5 kinds of doubt; every third question (at most one
 * per mistake) asks about one of the niche's mistakes, and says the niche's own words.
 */
export function offlineQuestions(niche: string, quantity: number, seed: string): string[] {
  const random = makeRandom(`questions:${seed}`);
  const title = nicheTitle(niche);
  const queues = random.shuffle(KINDS).map((kind) => random.shuffle(QUESTION_TEMPLATES[kind]));
  const themed: string[] = [];
  for (let round = 0; queues.some((q) => q.length > round); round++)
    for (const queue of queues) if (queue[round] !== undefined) themed.push(fill(queue[round]!, title));
  const forms = random.shuffle(MISTAKE_TEMPLATES);
  const mistakes = random
    .shuffle(nicheOf(niche).erros)
    .map((erro, i) => forms[i % forms.length]!.replace('{erro}', mistake(erro)));
  const out: string[] = [];
  while (out.length < quantity) {
    const own = out.length % 3 === 2 ? mistakes.shift() : undefined;
    const next = own ?? themed.shift();
    if (next === undefined) break;
    out.push(next);
  }
  return out;
}

/** The JSON a model is asked for, pretty-printed so the live view fills one question at a time. */
export function composeQuestions(input: ViralQuestionsRequest, seed: string): string {
  return JSON.stringify({ questions: offlineQuestions(input.niche, input.quantity, seed) }, null, 2);
}
