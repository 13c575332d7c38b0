import { formatBRL, formatInteger } from '../format/format';
import { CREDIT_COSTS, FREE_PLAN_LIMITS, PAID_HISTORY_DAYS, PLANS, creditsBuy } from '../plans/plans';

/**
 * The contact page's FAQ (docs/PRODUCT.md §screens.contato): the eight topics the old product
 * listed, answers written by us. Every figure comes from shared/src/plans/plans.ts, so a price
 * or an allowance changed there changes here.
 */
export interface FaqEntry {
  /** A stable id: the accordion item's value and the anchor of the question. */
  id: string;
  question: string;
  answer: string;
}

const pro = PLANS.pro;
const enterprise = PLANS.enterprise;
const free = PLANS.free;
const credits = (n: number) => `${formatInteger(n)} créditos`;

export const CONTACT_FAQ: readonly FaqEntry[] = [
  {
    id: 'o-que-e',
    question: 'O que é o Viraliza?',
    answer:
      'O Viraliza é uma plataforma brasileira que usa inteligência artificial para criar roteiros de vídeos curtos ' +
      'para Reels, TikTok e YouTube Shorts. Você descreve sua ideia ou seu nicho e recebe um roteiro com gancho, ' +
      'desenvolvimento e chamada para ação, pronto para gravar no teleprompter integrado.',
  },
  {
    id: 'tendencias',
    question: 'Como a IA cria roteiros a partir das tendências de vídeos curtos?',
    answer:
      'Os roteiros seguem as estruturas que mais retêm a atenção em vídeos curtos: um gancho forte nos primeiros ' +
      'segundos, tensão, a entrega e o convite para seguir ou comentar. Você escolhe o formato, o tom e a duração, ' +
      'e o modo tendência adapta o roteiro ao estilo que está em alta nas redes.',
  },
  {
    id: 'aparecer',
    question: 'Preciso aparecer na câmera?',
    answer:
      'Não. No criador você diz se vai aparecer ou não, e os formatos se ajustam: sem aparecer, a IA sugere ' +
      'narração em off, tela com texto, tutoriais e outros formatos que não pedem o seu rosto.',
  },
  {
    id: 'planos',
    question: 'Quais são os planos?',
    answer:
      `O plano ${free.displayName} é grátis para sempre e traz ${credits(free.monthlyCredits)} por mês ` +
      `(${creditsBuy('free').scripts} roteiros), ${FREE_PLAN_LIMITS.savedScripts} roteiros salvos e o teleprompter ` +
      `sem limite. O ${pro.displayName} custa ${formatBRL(pro.priceMonthly)} por mês ou ` +
      `${formatBRL(pro.priceYearly)} por ano, com ${credits(pro.monthlyCredits)} por mês, todas as ferramentas e ` +
      `histórico de ${PAID_HISTORY_DAYS} dias. O ${enterprise.displayName} custa ` +
      `${formatBRL(enterprise.priceMonthly)} por mês ou ${formatBRL(enterprise.priceYearly)} por ano, com ` +
      `${credits(enterprise.monthlyCredits)} por mês, suporte por WhatsApp e uma consultoria mensal de 30 minutos. ` +
      'Você pode cancelar quando quiser e mantém o acesso até o fim do período pago.',
  },
  {
    id: 'creditos',
    question: 'Como funciona o sistema de créditos?',
    answer:
      `Cada ação com IA consome créditos: um roteiro custa ${CREDIT_COSTS.script} e uma imagem ` +
      `${CREDIT_COSTS.image}. O preço aparece no botão antes de você clicar. Os créditos renovam todo mês ` +
      'conforme o seu plano e não acumulam de um mês para o outro. Se a geração falhar, os créditos voltam ' +
      'automaticamente para a sua conta.',
  },
  {
    id: 'nichos',
    question: 'Funciona para qualquer nicho?',
    answer:
      'Sim. Culinária, finanças, fitness, imóveis, moda, educação, negócios locais ou o que você fizer: você ' +
      'informa o seu nicho, o seu público e a dor que quer resolver, e a IA escreve para essa audiência.',
  },
  {
    id: 'radar',
    question: 'O que é o radar de tendências?',
    answer:
      'É o Viral Finder, que procura os conteúdos que estão viralizando no seu nicho no Instagram, no TikTok, ' +
      'no YouTube e no LinkedIn. Ele está chegando aos planos Pro e Enterprise (no menu aparece como ' +
      '"Disponível em breve"). Enquanto isso, a ferramenta Últimas Notícias cria roteiros a partir das notícias ' +
      'mais recentes do seu nicho.',
  },
  {
    id: 'publicar',
    question: 'O Viraliza publica os vídeos nas minhas redes sociais?',
    answer:
      'Não. O Viraliza cria o roteiro e ajuda você a gravar com o teleprompter; a publicação fica com você, ' +
      'direto no Instagram, no TikTok, no YouTube ou onde preferir. Nós nunca pedimos a senha das suas redes.',
  },
];
