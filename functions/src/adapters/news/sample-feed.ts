import type { NewsNiche } from '@shared/news/news-options';

/**
 * The local sample feed (docs/LOCAL-MODE.md §news): headlines that read like a day of Brazilian
 * news, per niche, for a machine with no internet. Every outlet and story is made up, no real
 * person is named, and every link is under https://example.com/amostra/, a domain reserved for
 * examples; the page labels them 'Amostra local'. Dates are relative to now (minutes ago).
 */
export interface SampleItem {
  title: string;
  source: string;
  slug: string;
  minutesAgo: number;
}

export const SAMPLE_FEED: Readonly<Record<NewsNiche, readonly SampleItem[]>> = {
  financas: [
    {
      title: 'Bolsa fecha em alta puxada por bancos e varejo',
      source: 'Diário do Investidor',
      slug: 'bolsa-fecha-em-alta',
      minutesAgo: 35,
    },
    {
      title: 'Comitê mantém juros e sinaliza cautela com a inflação de serviços',
      source: 'Folha Econômica',
      slug: 'comite-mantem-juros',
      minutesAgo: 95,
    },
    {
      title: 'Endividamento das famílias recua pelo terceiro mês seguido',
      source: 'Agência Mercado Hoje',
      slug: 'endividamento-recua',
      minutesAgo: 160,
    },
    {
      title: 'Bancos digitais ampliam crédito para pequenos negócios',
      source: 'Portal Finanças Já',
      slug: 'bancos-digitais-credito',
      minutesAgo: 240,
    },
    {
      title: 'Como montar uma reserva de emergência começando do zero',
      source: 'Revista Seu Bolso',
      slug: 'reserva-de-emergencia',
      minutesAgo: 330,
    },
    {
      title: 'Compras parceladas no cartão crescem antes do fim do ano',
      source: 'Diário do Investidor',
      slug: 'parcelado-cresce',
      minutesAgo: 420,
    },
    {
      title: 'Poupança volta a perder recursos no mês, aponta levantamento',
      source: 'Folha Econômica',
      slug: 'poupanca-perde-recursos',
      minutesAgo: 600,
    },
  ],
  imobiliario: [
    {
      title: 'Procura por imóveis menores cresce nas capitais',
      source: 'Portal Casa & Imóvel',
      slug: 'imoveis-menores',
      minutesAgo: 40,
    },
    {
      title: 'Bancos revisam regras do financiamento imobiliário para a casa própria',
      source: 'Jornal do Condomínio',
      slug: 'regras-financiamento',
      minutesAgo: 110,
    },
    {
      title: 'Aluguel residencial sobe acima da inflação, indica pesquisa do setor',
      source: 'Revista Morar Bem',
      slug: 'aluguel-sobe',
      minutesAgo: 180,
    },
    {
      title: 'Construtoras apostam em condomínios com áreas de trabalho compartilhadas',
      source: 'Portal Casa & Imóvel',
      slug: 'coworking-condominio',
      minutesAgo: 260,
    },
    {
      title: 'Leilões de imóveis atraem investidores iniciantes',
      source: 'Gazeta do Investimento',
      slug: 'leiloes-de-imoveis',
      minutesAgo: 350,
    },
    {
      title: 'Reforma antes de vender: o que valoriza de verdade um apartamento',
      source: 'Revista Morar Bem',
      slug: 'reforma-antes-de-vender',
      minutesAgo: 500,
    },
  ],
  fofocas: [
    {
      title: 'Cantora anuncia pausa na carreira para cuidar da saúde',
      source: 'Revista Holofote',
      slug: 'cantora-anuncia-pausa',
      minutesAgo: 20,
    },
    {
      title: 'Casal de atores confirma fim do relacionamento nas redes sociais',
      source: 'Portal Bastidores',
      slug: 'casal-confirma-fim',
      minutesAgo: 75,
    },
    {
      title: 'Final de reality show bate recorde de comentários na internet',
      source: 'Site Tela Quente',
      slug: 'final-reality-recorde',
      minutesAgo: 140,
    },
    {
      title: 'Influenciadora revela bastidores do casamento surpresa',
      source: 'Revista Holofote',
      slug: 'casamento-surpresa',
      minutesAgo: 210,
    },
    {
      title: 'Novela das nove ganha nova personagem misteriosa na reta final',
      source: 'Portal Bastidores',
      slug: 'novela-personagem-misteriosa',
      minutesAgo: 300,
    },
    {
      title: 'Ator veterano é homenageado por colegas em festa de aniversário',
      source: 'Site Tela Quente',
      slug: 'ator-homenageado',
      minutesAgo: 460,
    },
  ],
  tecnologia: [
    {
      title: 'Aplicativos de banco ganham recurso de pagamento por aproximação no relógio',
      source: 'Tecno Agora',
      slug: 'pagamento-relogio',
      minutesAgo: 30,
    },
    {
      title: 'Empresas brasileiras aceleram uso de inteligência artificial no atendimento',
      source: 'Portal Byte',
      slug: 'ia-no-atendimento',
      minutesAgo: 100,
    },
    {
      title: 'Novo golpe por mensagem imita entrega de encomenda; veja como se proteger',
      source: 'Segurança Digital Hoje',
      slug: 'golpe-encomenda',
      minutesAgo: 170,
    },
    {
      title: 'Celulares intermediários recebem câmeras melhores e bateria maior',
      source: 'Tecno Agora',
      slug: 'celulares-intermediarios',
      minutesAgo: 250,
    },
    {
      title: 'Escolas testam ferramentas de inteligência artificial para corrigir redações',
      source: 'Portal Byte',
      slug: 'ia-corrige-redacoes',
      minutesAgo: 380,
    },
    {
      title: 'Rede social lança modo que limita o tempo de tela de adolescentes',
      source: 'Segurança Digital Hoje',
      slug: 'tempo-de-tela',
      minutesAgo: 520,
    },
  ],
  comportamento: [
    {
      title: 'Jovens adultos trocam festas por encontros em casa, mostra pesquisa',
      source: 'Revista Viver Bem',
      slug: 'encontros-em-casa',
      minutesAgo: 25,
    },
    {
      title: 'Trabalho híbrido muda a rotina de sono de quem vive nas grandes cidades',
      source: 'Jornal Cotidiano',
      slug: 'hibrido-e-sono',
      minutesAgo: 90,
    },
    {
      title: 'Psicólogos alertam para a ansiedade causada pelas notificações do celular',
      source: 'Portal Mente Sã',
      slug: 'ansiedade-notificacoes',
      minutesAgo: 150,
    },
    {
      title: 'Cresce o número de pessoas que preferem morar sozinhas',
      source: 'Jornal Cotidiano',
      slug: 'morar-sozinho',
      minutesAgo: 230,
    },
    {
      title: 'Aplicativos de namoro perdem espaço para encontros presenciais',
      source: 'Revista Viver Bem',
      slug: 'namoro-presencial',
      minutesAgo: 320,
    },
    {
      title: 'Pausas curtas durante o dia melhoram o foco, indicam especialistas',
      source: 'Portal Mente Sã',
      slug: 'pausas-curtas',
      minutesAgo: 480,
    },
  ],
};
