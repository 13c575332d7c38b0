import type { Headline, NewsInput, NewsScript } from '@shared/news/news.schema';
import { NEWS_SCRIPT_COUNT, type NewsNiche } from '@shared/news/news-options';
import { makeRandom, type Random } from '../prng';

/**
 * The offline writer's 'Últimas Notícias' (docs/LOCAL-MODE.md §news, §writer): one script per
 * headline, newest first, written only from that headline's own words. The hook restates the
 * headline, 'o que se sabe' names its outlet and says the rest is not in the headline, why it
 * matters is a question or an opinion to the niche's audience (never a fact), and a CTA only when
 * asked. Every other word comes from the phrases below, which hold no digit and no proper noun, so
 * the writer can never add a number, a name or a date the headline does not state. The seed (the
 * operation id) picks among the phrasings.
 */

/** How a niche is named in a sentence. */
const TOPIC: Record<NewsNiche, string> = {
  financas: 'finanças',
  imobiliario: 'mercado imobiliário',
  fofocas: 'famosos',
  tecnologia: 'tecnologia',
  comportamento: 'comportamento',
};

const HOOK_LEADS = ['Saiu agora:', 'Olha essa manchete:', 'Notícia fresca:', 'Você viu essa?'] as const;

const KNOWN = [
  'Quem publicou foi {source}. Por enquanto, é isso que a notícia confirma: os detalhes ainda não estão na manchete, então vale ler a matéria completa antes de tirar conclusões.',
  'A fonte é {source}. Até aqui, o que se sabe é o que a manchete diz; o resto ainda não foi contado, e eu prefiro não chutar.',
  'Quem deu a notícia foi {source}. Os detalhes, a manchete ainda não traz; vale abrir a matéria completa e conferir com calma.',
] as const;

/** Why it matters, as questions and opinions to the niche's audience: nothing stated as fact. */
const WHY: Record<NewsNiche, readonly string[]> = {
  financas: [
    'E aí, será que isso mexe com o seu bolso? Na minha opinião, vale acompanhar de perto antes de mudar qualquer plano.',
    'Fica a pergunta: isso muda alguma coisa no jeito que você cuida do seu dinheiro? Eu acho que vale ficar atento.',
  ],
  imobiliario: [
    'Será que isso muda os planos de quem quer comprar, vender ou alugar? Na minha opinião, vale acompanhar antes de fechar qualquer negócio.',
    'E para você, isso pesa na hora de escolher onde morar? Eu acho que é um assunto para ficar de olho.',
  ],
  fofocas: [
    'E você, acha que essa história ainda vai render? Eu aposto que sim, mas vamos esperar os próximos capítulos.',
    'O que você achou dessa? Na minha opinião, é melhor esperar a versão completa antes de tomar partido.',
  ],
  tecnologia: [
    'Será que isso muda o jeito que você usa a tecnologia no dia a dia? Eu acho que vale acompanhar os próximos passos.',
    'Fica a pergunta: isso facilita ou complica a sua rotina? Na minha opinião, ainda é cedo para dizer.',
  ],
  comportamento: [
    'Você se reconhece nisso? Eu acho que é um bom assunto para pensar com calma.',
    'Será que isso também acontece com você ou com quem está por perto? Na minha opinião, vale a reflexão.',
  ],
};

const CTAS = [
  'Segue o perfil para não perder as próximas notícias de {topic} e me conta nos comentários o que você achou.',
  'Se essa notícia te interessou, compartilha com quem precisa saber e segue para mais notícias de {topic}.',
] as const;

const CLOSINGS = [
  'É isso por hoje: fica de olho, porque essa história ainda pode ter novidades.',
  'Por enquanto, é o que dá para dizer com segurança sobre essa notícia.',
] as const;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

/** The headline as a sentence: it ends with its own punctuation, or a period. */
const sentence = (title: string) => (/[.!?…]$/.test(title) ? title : `${title}.`);

/** The titulo: the headline itself, cut at a word within 80 characters. */
function titleOf(headline: Headline): string {
  if (headline.title.length <= 80) return headline.title;
  const cut = headline.title.slice(0, 79);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 40)).trimEnd()}…`;
}

/** The spoken length at 130 words a minute, to the nearest 5 seconds, within 20–60. */
function duration(roteiro: string): string {
  const words = roteiro
    .split('\n')
    .filter((l) => !/^\[.*\]$/.test(l.trim()))
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
  const seconds = Math.min(60, Math.max(20, Math.round(((words / 130) * 60) / 5) * 5));
  return `${seconds} segundos`;
}

function composeOne(headline: Headline, input: NewsInput, random: Random): NewsScript {
  const topic = TOPIC[input.nicho];
  const lines = [
    '[GANCHO]',
    `${random.pick(HOOK_LEADS)} ${sentence(headline.title)}`,
    '',
    '[DESENVOLVIMENTO]',
    fill(random.pick(KNOWN), { source: headline.source }),
    random.pick(WHY[input.nicho]),
  ];
  if (input.com_cta) lines.push('', '[CTA]', fill(random.pick(CTAS), { topic }));
  else lines.push(random.pick(CLOSINGS));
  const roteiro = lines.join('\n');
  return { titulo: titleOf(headline), duracao: duration(roteiro), roteiro, fontes: [headline.id] };
}

export function composeNews(input: NewsInput, seed: string): string {
  const random = makeRandom(`news:${seed}`);
  const scripts = input.headlines.slice(0, NEWS_SCRIPT_COUNT).map((h) => composeOne(h, input, random));
  // indented, so it streams a few words at a time like a model's answer
  return JSON.stringify({ scripts }, null, 2);
}
