import { formatBRL, formatInteger } from '@shared/format/format';
import { CREDIT_COSTS, FREE_PLAN_LIMITS, PLANS } from '@shared/plans/plans';
import { LEGAL_CONTACTS, type LegalDocument } from './legal-document';

const { controller, site, supportEmail } = LEGAL_CONTACTS;
const { free, pro, enterprise } = PLANS;
const credits = (n: number) => `${formatInteger(n)} créditos por mês`;

/**
 * The terms of use (docs/PRODUCT.md §product.legal, docs/PRODUCT.md §plans.prices): minimum age 18,
 * automatic renewal, cancellation at any time, no pro-rata refund, access until the end of the
 * paid period. The plan is Enterprise, as everywhere (the old terms said Studio). Prices and
 * allowances come from shared/src/plans/plans.ts.
 */
export const TERMS_OF_USE: LegalDocument = {
  title: 'Termos de Uso',
  updatedAt: '2026-11-24',
  summary:
    `Estes termos regem o uso do ${controller}, disponível em ${site}. Ao criar uma conta ou usar a ` +
    'plataforma, você concorda com eles e com a nossa Política de Privacidade (/politica-privacidade).',
  sections: [
    {
      id: 'servico',
      title: '1. O serviço',
      blocks: [
        `O ${controller} é uma plataforma que usa inteligência artificial para criar roteiros de vídeos curtos, ` +
          'gerar ideias e imagens e ajudar a gravar com um teleprompter. Algumas ferramentas dependem do plano ' +
          'contratado e podem ser lançadas, alteradas ou descontinuadas ao longo do tempo.',
      ],
    },
    {
      id: 'idade',
      title: '2. Idade mínima e conta',
      blocks: [
        'Você precisa ter pelo menos 18 anos e capacidade para contratar para usar o Viraliza.',
        'Você é responsável pelas informações da sua conta, pela guarda da sua senha e por tudo o que for ' +
          'feito com ela. Recomendamos ativar a verificação em duas etapas em /perfil. Cada conta é pessoal e ' +
          'não pode ser compartilhada ou revendida.',
      ],
    },
    {
      id: 'planos',
      title: '3. Planos',
      blocks: [
        {
          list: [
            `${free.displayName}: sem custo, com ${credits(free.monthlyCredits)}, os ${FREE_PLAN_LIMITS.savedScripts} ` +
              'roteiros mais recentes ' +
              'salvos e o teleprompter sem limite.',
            `${pro.displayName}: ${formatBRL(pro.priceMonthly)} por mês ou ${formatBRL(pro.priceYearly)} por ano, ` +
              `com ${credits(pro.monthlyCredits)} e todas as ferramentas.`,
            `${enterprise.displayName}: ${formatBRL(enterprise.priceMonthly)} por mês ou ` +
              `${formatBRL(enterprise.priceYearly)} por ano, com ${credits(enterprise.monthlyCredits)}, tudo o ` +
              'que o Pro oferece e os benefícios descritos na página /planos.',
          ],
        },
        'Os preços estão em reais e podem mudar; uma mudança de preço só vale a partir da renovação seguinte e ' +
          'será avisada antes. O que cada plano inclui está descrito na página /planos.',
      ],
    },
    {
      id: 'creditos',
      title: '4. Créditos',
      blocks: [
        `Cada ação com inteligência artificial consome créditos (por exemplo, ${CREDIT_COSTS.script} por roteiro e ` +
          `${CREDIT_COSTS.image} por imagem), e o custo aparece antes de você confirmar. Os créditos do plano ` +
          'renovam a cada mês, não acumulam de um mês para o outro, não têm valor em dinheiro e não podem ser ' +
          'transferidos. Se uma geração falhar, os créditos dela são devolvidos.',
        'Para proteger o serviço, podem existir limites de uso por período; ao atingi-los, basta aguardar alguns ' +
          'instantes.',
      ],
    },
    {
      id: 'pagamento-renovacao',
      title: '5. Pagamento e renovação automática',
      blocks: [
        'Os planos pagos são cobrados antecipadamente pela Stripe, no cartão que você informar, por mês ou por ' +
          'ano. A assinatura é renovada automaticamente ao fim de cada período, pelo mesmo intervalo, até que ' +
          'você a cancele. Se um pagamento falhar, poderemos tentar de novo e, sem pagamento, o plano volta a ser ' +
          'o Gratuito.',
      ],
    },
    {
      id: 'cancelamento',
      title: '6. Cancelamento e reembolso',
      blocks: [
        'Você pode cancelar a assinatura a qualquer momento em /gerenciar-assinatura. O cancelamento impede a ' +
          'próxima renovação: você mantém o acesso ao plano até o fim do período já pago e depois volta ao plano ' +
          'Gratuito.',
        'Não há reembolso proporcional (pro rata) do período em curso, nem dos créditos não usados. Isso não ' +
          'afeta o direito de arrependimento de 7 dias do Código de Defesa do Consumidor para a primeira ' +
          `contratação feita pela internet: para exercê-lo, escreva para ${supportEmail}.`,
        'A exclusão da conta em /perfil encerra a assinatura imediatamente, sem reembolso do período em curso.',
      ],
    },
    {
      id: 'uso-aceitavel',
      title: '7. Uso aceitável do conteúdo gerado por IA',
      blocks: [
        'Você é responsável pelo que pede à inteligência artificial e pelo que publica. Não use o Viraliza para ' +
          'criar ou divulgar conteúdo que:',
        {
          list: [
            'seja ilegal, discriminatório, violento, de ódio ou que explore crianças e adolescentes;',
            'engane as pessoas, como golpes, notícias falsas, desinformação ou promessas enganosas de ganho;',
            'se passe por outra pessoa ou use a imagem, a voz ou o nome de alguém sem autorização;',
            'viole direitos autorais, marcas ou outros direitos de terceiros;',
            'infrinja as regras das redes sociais onde você publicar.',
          ],
        },
        'A inteligência artificial pode errar ou produzir informações imprecisas. Revise cada roteiro antes de ' +
          'publicar, principalmente dados, números, afirmações de saúde, finanças ou direito. Também é proibido ' +
          'tentar burlar limites, acessar dados de outras pessoas, automatizar o uso sem autorização ou ' +
          'prejudicar o funcionamento da plataforma. Podemos suspender ou encerrar contas que descumpram estas ' +
          'regras.',
      ],
    },
    {
      id: 'propriedade-intelectual',
      title: '8. Propriedade intelectual',
      blocks: [
        'O conteúdo que você gera no Viraliza (roteiros, textos e imagens) é seu: você pode usá-lo, editá-lo e ' +
          'publicá-lo livremente, inclusive para fins comerciais, respeitados estes termos e os direitos de ' +
          'terceiros. Como outras pessoas podem obter resultados parecidos com pedidos parecidos, não garantimos ' +
          'exclusividade sobre o conteúdo gerado.',
        `A marca ${controller}, o software, o design e os textos da plataforma pertencem ao ${controller} e não ` +
          'podem ser copiados ou usados sem autorização.',
      ],
    },
    {
      id: 'responsabilidade',
      title: '9. Limitação de responsabilidade',
      blocks: [
        'O Viraliza é uma ferramenta de apoio à criação: não garantimos visualizações, seguidores, vendas ou ' +
          'qualquer resultado nas redes sociais, e os números de divulgação da página inicial são ilustrativos. ' +
          'Trabalhamos para manter a plataforma disponível, mas podem ocorrer interrupções para manutenção ou por ' +
          'falhas de terceiros.',
        'Na extensão permitida pela lei, não respondemos por danos indiretos, lucros cessantes ou pelo uso que ' +
          'você fizer do conteúdo gerado. Nada nestes termos limita os direitos que o Código de Defesa do ' +
          'Consumidor garante a você.',
      ],
    },
    {
      id: 'alteracoes',
      title: '10. Alterações destes termos',
      blocks: [
        'Podemos atualizar estes termos. A data da última atualização aparece no topo desta página, e mudanças ' +
          'relevantes serão avisadas com antecedência por e-mail ou dentro da plataforma. Se você não concordar, ' +
          'pode cancelar a assinatura e excluir a conta.',
      ],
    },
    {
      id: 'lei-foro',
      title: '11. Lei aplicável e foro',
      blocks: [
        'Estes termos são regidos pelas leis da República Federativa do Brasil. Fica eleito o foro do domicílio ' +
          'do consumidor para resolver qualquer controvérsia.',
      ],
    },
    {
      id: 'contato',
      title: '12. Contato',
      blocks: [`Dúvidas sobre estes termos: ${supportEmail} ou a página /contato.`],
    },
  ],
};
