import type { Headline, NewsInput, NewsScript } from '@shared/news/news.schema';
import { NEWS_SCRIPT_COUNT, type NewsNiche } from '@shared/news/news-options';
import { makeRandom, type Random } from '../prng';

/**
 * The offline writer's 'Últimas Notícias' (docs/LOCAL-MODE.md §news, §writer): one script per
 * headline, newest first, written only from that headline's own words. The hook announces news of
 * the niche, the development retells the headline as its outlet published it, why it matters is a
 * question or an opinion to the niche's audience (never a fact), and a CTA only when asked. No line
 * talks about the script itself ('o resto ainda não foi contado'). Every other word comes from the
 * phrases below, which hold no digit and no proper noun, so the writer can never add a number, a
 * name or a date the headline does not state. The seed (the operation id) picks among the phrasings.
 */

/** How a niche is named in a sentence. */
const TOPIC: Record<NewsNiche, string> = {
  financas: 'finanças',
  imobiliario: 'mercado imobiliário',
  fofocas: 'famosos',
  tecnologia: 'tecnologia',
  comportamento: 'comportamento',
};

const HOOK_LEADS = [
  'Saiu agora uma notícia de {topic} que vale a pena você saber.',
  'Notícia fresca de {topic}, e ela pode te interessar.',
  'Você viu essa notícia de {topic}?',
  'Olha essa novidade de {topic}.',
] as const;

/** The headline retold, attributed to its outlet: what the news says, in its own words. */
const RETELL = [
  'Segundo {source}: {title}',
  'A notícia é de {source}: {title}',
  'Quem conta é {source}: {title}',
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
  'Fica de olho, porque essa história ainda pode ter novidades.',
  'Me conta: você já sabia disso?',
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
    fill(random.pick(HOOK_LEADS), { topic }),
    '',
    '[DESENVOLVIMENTO]',
    fill(random.pick(RETELL), { source: headline.source, title: sentence(headline.title) }),
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
