import type { ViralQuestionsRequest } from '@shared/viral-questions/viral-questions.schema';
import { makeRandom } from '../prng';
import { frameTopic } from '../topic';

/**
 * The offline writer's 'Ideias Virais por Dúvidas' (docs/LOCAL-MODE.md §writer): the questions a
 * niche's audience asks, from templates kept as data, as the model's JSON `{ "questions": [...] }`.
 * Deterministic for an operation id: the seed orders the kinds of doubt and the questions within each.
 */

/**
 * The niche in the forms a question needs. A niche is a thing ('confeitaria caseira') or an
 * action ('emagrecer', 'vender no Mercado Livre'); each form reads right for both, so every
 * template below is grammatical whatever the niche:
 *   'Por onde {comecar} sendo iniciante?' → 'Por onde começar com fitness…' / '…começar a emagrecer…'.
 */
interface NicheForms {
  /** 'sobre fitness' / 'sobre como emagrecer' */
  sobre: string;
  /** 'com fitness' / 'no processo de emagrecer': what results, constancy or motivation are about */
  com: string;
  /** 'começar com fitness' / 'começar a emagrecer' */
  comecar: string;
  /** 'quem está começando com fitness' / 'quem está começando a emagrecer' */
  quemComeca: string;
  /** 'quem já tem experiência com fitness' / 'quem já conseguiu emagrecer' */
  quemSabe: string;
  /** 'se dar bem com fitness' / 'emagrecer' */
  conseguir: string;
}

type Slot = keyof NicheForms;

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

/** Each template uses only the slots of NicheForms, in braces. */
export const QUESTION_TEMPLATES: Readonly<Record<Kind, readonly string[]>> = {
  iniciante: [
    'Por onde {comecar} sendo totalmente iniciante?',
    'O que todo iniciante precisa saber antes de {comecar}?',
    'Qual é o primeiro passo para {comecar} do zero?',
    'Dá para {comecar} sem nenhuma experiência?',
    'O que eu devo aprender primeiro {sobre}?',
    'Quais dúvidas todo mundo tem ao {comecar}?',
  ],
  custos: [
    'Quanto custa, de verdade, {comecar}?',
    'Dá para {conseguir} gastando pouco?',
    'Quais gastos escondidos ninguém conta para {quemComeca}?',
    'Quanto dinheiro eu preciso separar para {comecar}?',
    'Qual é o investimento mínimo para {comecar} do jeito certo?',
  ],
  erros: [
    'Quais são os erros mais comuns de {quemComeca}?',
    'Qual erro faz {quemComeca} desistir logo no início?',
    'O que eu estou fazendo de errado se não vejo resultado {com}?',
    'Quais erros até {quemSabe} ainda comete?',
    'Qual hábito parece certo, mas atrapalha {quemComeca}?',
  ],
  comparacoes: [
    'É melhor aprender sozinho ou pagar um curso {sobre}?',
    'O que funciona melhor {com}: constância ou intensidade?',
    'Fazer sozinho ou com ajuda profissional: o que é melhor para {quemComeca}?',
    'O que separa quem consegue {conseguir} de quem desiste no meio do caminho?',
  ],
  mitos: [
    'Quais mitos {sobre} ainda enganam muita gente?',
    'É verdade tudo o que se fala na internet {sobre}?',
    'Qual é a maior mentira que contam {sobre}?',
    'O que é mito e o que é verdade {sobre}?',
    'Qual conselho popular {sobre} é pura furada?',
  ],
  'vale-a-pena': [
    'Vale a pena {comecar} hoje em dia?',
    'Ainda dá tempo de {comecar} ou já é tarde demais?',
    'Vale a pena investir tempo e dinheiro para {conseguir}?',
    'Dá para {conseguir} tendo pouco tempo livre?',
    'É possível {conseguir} depois dos 40?',
  ],
  'como-fazer': [
    'Como montar uma rotina simples para {conseguir}?',
    'Como manter a constância {com} quando a motivação acaba?',
    'Qual é o passo a passo para {conseguir}?',
    'Como {conseguir} mesmo com a rotina corrida?',
    'Como aprender {sobre} usando só conteúdo gratuito?',
    'Como saber se eu estou evoluindo {com}?',
  ],
  tempo: [
    'Quanto tempo leva para ver os primeiros resultados {com}?',
    'Em quanto tempo dá para {conseguir} de verdade?',
    'Por que os resultados {com} demoram tanto para aparecer?',
    'O que fazer quando os resultados {com} param de aparecer?',
    'Qual é a melhor época do ano para {comecar}?',
  ],
  ferramentas: [
    'Quais ferramentas ajudam mais {quemComeca}?',
    'Quais apps e recursos gratuitos ajudam a {conseguir}?',
    'Quais canais e perfis vale a pena seguir para aprender {sobre}?',
    'O que é indispensável ter em mãos para {comecar}?',
  ],
  dores: [
    'Por que tanta gente desiste quando tenta {conseguir}?',
    'Como lidar com a falta de motivação {com}?',
    'O que fazer quando parece que nada funciona {com}?',
    'Como não se sentir perdido com tanta informação {sobre}?',
    'Como convencer a família de que {comecar} vale a pena?',
  ],
  dinheiro: [
    'Dá para ganhar dinheiro falando {sobre}?',
    'Como transformar o que eu sei {sobre} em renda extra?',
    'Dá para viver de conteúdo {sobre}?',
  ],
  bastidores: [
    'O que ninguém te conta {sobre}?',
    'O que {quemSabe} faz diferente de quem está começando?',
    'Qual é o segredo de quem tem resultado rápido {com}?',
    'Que hábito simples faz mais diferença para {conseguir}?',
    'Quais perguntas eu deveria fazer antes de {comecar}?',
    'Quais tendências {sobre} vão bombar este ano?',
  ],
};

/** The niche's forms: an action ('emagrecer') takes verbs, anything else is a thing ('fitness'). */
export function nicheForms(niche: string): NicheForms {
  const framed = frameTopic(niche, 10, niche);
  if (framed.kind === 'acao') {
    const a = framed.topic;
    return {
      sobre: `sobre como ${a}`,
      com: `no processo de ${a}`,
      comecar: `começar a ${a}`,
      quemComeca: `quem está começando a ${a}`,
      quemSabe: `quem já conseguiu ${a}`,
      conseguir: a,
    };
  }
  // a niche typed as a question ('Por que meu perfil não cresce?') is named as a theme
  const thing = framed.kind === 'pergunta' ? `o tema “${framed.pergunta}”` : framed.topic;
  return {
    sobre: `sobre ${thing}`,
    com: `com ${thing}`,
    comecar: `começar com ${thing}`,
    quemComeca: `quem está começando com ${thing}`,
    quemSabe: `quem já tem experiência com ${thing}`,
    conseguir: `se dar bem com ${thing}`,
  };
}

const fill = (template: string, forms: NicheForms) =>
  template.replace(/\{(\w+)\}/g, (_, slot: string) => forms[slot as Slot]);

/**
 * `quantity` distinct questions about `niche` (up to every template: more than 50). The kinds take
 * turns in a seeded order, so 5 questions are 5 kinds of doubt.
 */
export function offlineQuestions(niche: string, quantity: number, seed: string): string[] {
  const random = makeRandom(`questions:${seed}`);
  const forms = nicheForms(niche);
  const queues = random.shuffle(KINDS).map((kind) => random.shuffle(QUESTION_TEMPLATES[kind]));
  const out: string[] = [];
  for (let round = 0; out.length < quantity && queues.some((q) => q.length > round); round++) {
    for (const queue of queues) {
      const template = queue[round];
      if (template !== undefined && out.length < quantity) out.push(fill(template, forms));
    }
  }
  return out;
}

/** The JSON a model is asked for, pretty-printed so the live view fills one question at a time. */
export function composeQuestions(input: ViralQuestionsRequest, seed: string): string {
  return JSON.stringify({ questions: offlineQuestions(input.niche, input.quantity, seed) }, null, 2);
}
