import { CONTACT_RETENTION_DAYS } from '@shared/contact/contact.schema';
import { FREE_PLAN_LIMITS, PAID_HISTORY_DAYS } from '@shared/plans/plans';
import { LEGAL_CONTACTS, type LegalDocument } from './legal-document';

const { controller, site, dpoName, dpoEmail, supportEmail } = LEGAL_CONTACTS;

/**
 * The privacy policy (docs/PRODUCT.md §product.legal), under the LGPD (Lei 13.709/2018). Every
 * retention it states is what the code does (docs/PRODUCT.md §limits.retention, docs/DATA-MODEL.md),
 * and the figures come from the same constants; a change there must be read here too.
 */
export const PRIVACY_POLICY: LegalDocument = {
  title: 'Política de Privacidade',
  updatedAt: '2026-11-24',
  summary:
    `Esta política explica quais dados pessoais o ${controller} trata, para quê, com quem os compartilha, por ` +
    'quanto tempo os guarda e como você exerce os seus direitos, conforme a Lei Geral de Proteção de Dados ' +
    'Pessoais (LGPD, Lei nº 13.709/2018).',
  sections: [
    {
      id: 'controlador',
      title: '1. Quem é o controlador',
      blocks: [
        `O ${controller}, plataforma disponível em ${site}, é o controlador dos dados pessoais tratados nos ` +
          'termos desta política: é quem decide como e para que eles são usados.',
        `Para qualquer assunto de privacidade, fale com o nosso encarregado pelo e-mail ${dpoEmail} (veja a seção ` +
          '"Encarregado pelo tratamento de dados").',
      ],
    },
    {
      id: 'dados-coletados',
      title: '2. Quais dados coletamos',
      blocks: [
        'Coletamos apenas o necessário para o Viraliza funcionar:',
        {
          list: [
            'Dados de cadastro: nome, e-mail e senha. A senha é guardada pelo Amazon Cognito, o serviço de login ' +
              'que usamos, de forma protegida; nós nunca a vemos. Se você entrar com o Google, recebemos o nome, ' +
              'o e-mail e a foto da sua conta Google.',
            'Dados de perfil: a foto que você enviar (opcional) e as suas configurações de segurança, como a ' +
              'verificação em duas etapas.',
            'Conteúdo que você cria: as ideias e respostas que você informa no criador (nicho, público, tema, ' +
              'tom e demais campos), os roteiros gerados e editados, seus favoritos e versões, os resultados das ' +
              'ferramentas de ideias e, quando existirem, as imagens geradas e os dados da Missão Influencer.',
            'Dados de uso do plano: plano, créditos, histórico de consumo de créditos e o seu ritmo médio de ' +
              'leitura no teleprompter (palavras por minuto, nunca o áudio).',
            'Dados de pagamento: quem processa o pagamento é a Stripe. Nós recebemos apenas a identificação do ' +
              'cliente e da assinatura, o status e as datas do período pago; nunca vemos nem guardamos o número ' +
              'do seu cartão.',
            'Mensagens de contato: nome, e-mail, assunto e mensagem que você envia pela página /contato.',
            'Dados técnicos: registros (logs) de acesso e de erro, com data e hora, a rota chamada e a ' +
              'identificação da sua conta, necessários para segurança e para corrigir falhas. Para limitar abusos ' +
              'em formulários públicos guardamos por poucos minutos um resumo criptográfico (hash) do endereço IP, ' +
              'nunca o endereço em si.',
          ],
        },
        'As gravações feitas com a câmera no teleprompter ficam apenas no seu navegador: não são enviadas aos ' +
          'nossos servidores. O recurso opcional "Seguir minha voz" usa o reconhecimento de fala do próprio ' +
          'navegador; dependendo do navegador, o áudio é processado pelo fornecedor dele (por exemplo, o Google ' +
          'no Chrome), e o Viraliza recebe apenas a contagem de palavras e o tempo de fala.',
      ],
    },
    {
      id: 'finalidades',
      title: '3. Para que usamos os dados e com qual base legal',
      blocks: [
        {
          list: [
            'Prestar o serviço contratado: criar a sua conta, gerar e guardar roteiros e imagens, controlar ' +
              'créditos e planos (execução de contrato, art. 7º, V da LGPD).',
            'Cobrar e gerenciar a assinatura, emitir comprovantes e cumprir obrigações fiscais (execução de ' +
              'contrato e cumprimento de obrigação legal, art. 7º, II e V).',
            'Manter a plataforma segura, prevenir fraudes e abusos e investigar incidentes (legítimo interesse, ' +
              'art. 7º, IX, e prevenção à fraude e segurança do titular, art. 11, II, g, quando aplicável).',
            'Responder às suas mensagens de contato e pedidos de suporte (legítimo interesse e execução de ' +
              'contrato).',
            'Cumprir ordens judiciais e exigências legais, como a guarda de registros de acesso prevista no Marco ' +
              'Civil da Internet (cumprimento de obrigação legal, art. 7º, II).',
          ],
        },
        'Não vendemos os seus dados, não os usamos para publicidade de terceiros e não usamos o seu conteúdo ' +
          'para treinar modelos de inteligência artificial.',
      ],
    },
    {
      id: 'compartilhamento',
      title: '4. Com quem compartilhamos',
      blocks: [
        'Compartilhamos dados apenas com os fornecedores necessários para o serviço, que atuam como operadores ' +
          'e seguem as nossas instruções:',
        {
          list: [
            'Amazon Web Services (AWS): hospedagem, banco de dados, armazenamento de arquivos, login (Amazon ' +
              'Cognito), envio de e-mails de confirmação e os modelos de inteligência artificial que escrevem os ' +
              'roteiros (Amazon Bedrock). O texto que você envia para gerar um roteiro é processado por esses ' +
              'modelos e não é usado pela AWS nem pelos fabricantes dos modelos para treiná-los.',
            'Stripe: processamento de pagamentos e da assinatura.',
            'Google: somente se você escolher entrar com a sua conta Google.',
          ],
        },
        'Também podemos compartilhar dados quando a lei exigir ou por ordem de autoridade competente.',
      ],
    },
    {
      id: 'transferencia-internacional',
      title: '5. Transferência internacional',
      blocks: [
        'Os servidores da AWS que usamos e os da Stripe ficam fora do Brasil, principalmente nos Estados Unidos. ' +
          'Essa transferência internacional é feita com base no art. 33 da LGPD, com fornecedores que adotam ' +
          'cláusulas contratuais de proteção de dados e garantias de segurança compatíveis com a lei brasileira.',
      ],
    },
    {
      id: 'retencao',
      title: '6. Por quanto tempo guardamos',
      blocks: [
        {
          list: [
            `Plano Gratuito: guardamos os seus ${FREE_PLAN_LIMITS.savedScripts} roteiros mais recentes; ao salvar ` +
              'um novo, o mais antigo é apagado.',
            `Planos pagos: cada roteiro fica no histórico por ${PAID_HISTORY_DAYS} dias depois de criado; os ` +
              'favoritos ficam enquanto forem favoritos.',
            'Resultados das ferramentas de ideias (dúvidas, notícias, vídeos curtos): 7 dias, a menos que você ' +
              'salve um item como roteiro.',
            `Mensagens de contato: ${CONTACT_RETENTION_DAYS} dias a partir do envio, tempo para respondermos e ` +
              'acompanharmos o assunto. Elas não ficam ligadas à sua conta.',
            'Dados da conta, do perfil, do plano e as imagens: enquanto a conta existir.',
            'Registros técnicos (logs): até 3 meses. Cópias de segurança do banco de dados: até 35 dias.',
            'Dados de pagamento e notas fiscais: pelo prazo que a legislação fiscal exigir, mantidos pela Stripe e ' +
              'por nós apenas no mínimo necessário.',
          ],
        },
        'Quando você exclui a sua conta em /perfil ("Excluir minha conta"), apagamos imediatamente o seu ' +
          'cadastro, perfil, roteiros, créditos, imagens e demais dados ligados a ela, encerramos a sua ' +
          'assinatura e desconectamos todas as suas sessões. Restam apenas as cópias de segurança, que expiram ' +
          'em até 35 dias, e o que a lei nos obrigar a guardar.',
      ],
    },
    {
      id: 'direitos',
      title: '7. Seus direitos',
      blocks: [
        'Pelo art. 18 da LGPD, você pode, a qualquer momento e sem custo:',
        {
          list: [
            'confirmar que tratamos os seus dados e acessá-los;',
            'corrigir dados incompletos, inexatos ou desatualizados (nome, foto e e-mail podem ser alterados em ' +
              '/perfil);',
            'pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários ou tratados em ' +
              'desconformidade com a lei;',
            'pedir a portabilidade dos seus dados a outro fornecedor;',
            'pedir a eliminação dos dados tratados com o seu consentimento;',
            'saber com quem compartilhamos os seus dados;',
            'ser informado sobre a possibilidade de não dar consentimento e suas consequências;',
            'revogar o consentimento, quando ele for a base do tratamento;',
            'opor-se a um tratamento que descumpra a lei e pedir a revisão de decisões tomadas apenas de forma ' +
              'automatizada.',
          ],
        },
        'Como exercer: a exclusão da conta é feita por você mesmo em /perfil, no botão "Excluir minha conta". ' +
          `Para uma cópia dos seus dados (exportação) ou qualquer outro pedido, escreva para ${dpoEmail} a ` +
          'partir do e-mail da sua conta. Respondemos em até 15 dias. Você também pode reclamar à Autoridade ' +
          'Nacional de Proteção de Dados (ANPD).',
      ],
    },
    {
      id: 'seguranca',
      title: '8. Segurança',
      blocks: [
        'Todo o tráfego entre o seu navegador e o Viraliza é criptografado (HTTPS/TLS), e os dados ficam ' +
          'criptografados em repouso no banco de dados e no armazenamento de arquivos da AWS. O acesso de cada ' +
          'pessoa usuária é limitado aos próprios dados, as sessões podem ser encerradas em todos os ' +
          'dispositivos em /perfil e oferecemos verificação em duas etapas. Nenhum sistema é 100% seguro: se ' +
          'houver um incidente que possa trazer risco ou dano relevante a você, avisaremos você e a ANPD, como ' +
          'manda a lei.',
      ],
    },
    {
      id: 'cookies',
      title: '9. Cookies e armazenamento no navegador',
      blocks: [
        'O Viraliza não usa cookies de publicidade nem ferramentas de rastreamento de terceiros. Para funcionar, ' +
          'guarda no armazenamento do seu navegador (localStorage e sessionStorage):',
        {
          list: [
            'os dados da sua sessão de login (tokens do Amazon Cognito), para você não precisar entrar a cada ' +
              'visita;',
            'suas preferências: tema claro ou escuro, menu lateral recolhido e as configurações do teleprompter;',
            'rascunhos da aba aberta: o formulário do criador, o texto do teleprompter, o controle remoto ' +
              'pareado e o formulário de contato, para que recarregar a página não apague o que você escreveu.',
          ],
        },
        'Você pode apagar esses dados nas configurações do navegador; sair da conta apaga os dados de sessão.',
      ],
    },
    {
      id: 'encarregado',
      title: '10. Encarregado pelo tratamento de dados (DPO)',
      blocks: [
        `Encarregado: ${dpoName}. E-mail: ${dpoEmail}. É o canal para você exercer os seus direitos, tirar ` +
          'dúvidas sobre esta política e para comunicações da ANPD.',
        `Para dúvidas sobre o produto, planos e pagamentos, use ${supportEmail} ou a página /contato.`,
      ],
    },
    {
      id: 'menores',
      title: '11. Crianças e adolescentes',
      blocks: [
        'O Viraliza é destinado a maiores de 18 anos (veja os Termos de Uso). Não coletamos de propósito dados ' +
          `de menores; se soubermos de uma conta de menor, ela será excluída. Avise-nos em ${dpoEmail}.`,
      ],
    },
    {
      id: 'alteracoes',
      title: '12. Alterações desta política',
      blocks: [
        'Podemos atualizar esta política para refletir mudanças no serviço ou na lei. A data da última ' +
          'atualização aparece no topo desta página; mudanças relevantes serão avisadas por e-mail ou dentro ' +
          'da plataforma antes de valerem.',
      ],
    },
  ],
};
