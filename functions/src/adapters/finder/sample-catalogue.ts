import type { FinderPlatform } from '@shared/finder/finder-options';

/**
 * The local finder's catalogue (docs/LOCAL-MODE.md §finder): made-up pt-BR videos in a few
 * niches, on all four platforms, with realistic numbers. Each creator has the views of its
 * recent videos, so the outlier score means what it means on real data. Dated from now by
 * `daysAgo`; every item is labelled sample data.
 */

export interface SampleCreator {
  platform: FinderPlatform;
  author: string;
  /** The views of the creator's recent videos: the outlier score's median. */
  recentViews: readonly number[];
}

export interface SampleVideo {
  slug: string;
  creator: string;
  title: string;
  hook: string;
  views: number;
  likes: number;
  comments: number;
  daysAgo: number;
}

export interface SampleNiche {
  /** Words (without accents, lower case) a search matches; a word matches by its start. */
  keywords: readonly string[];
  creators: Readonly<Record<string, SampleCreator>>;
  videos: readonly SampleVideo[];
}

const c = (platform: FinderPlatform, author: string, ...recentViews: number[]): SampleCreator => ({
  platform,
  author,
  recentViews,
});
const v = (
  slug: string,
  creator: string,
  title: string,
  hook: string,
  [views, likes, comments]: [number, number, number],
  daysAgo: number,
): SampleVideo => ({ slug, creator, title, hook, views, likes, comments, daysAgo });

export const SAMPLE_CATALOGUE: Readonly<Record<string, SampleNiche>> = {
  financas: {
    keywords: ['financa', 'dinheiro', 'investi', 'economi', 'renda', 'poupar', 'divida'],
    creators: {
      ig: c('instagram', '@financaspraticas', 42_000, 38_000, 51_000, 45_000, 40_000),
      tt: c('tiktok', '@economizandocomju', 120_000, 95_000, 140_000, 110_000),
      yt: c('youtube', 'Investe Já', 80_000, 65_000, 90_000, 72_000, 85_000),
      li: c('linkedin', 'Marina Costa | Finanças', 4_000, 3_200, 5_100, 3_800),
    },
    videos: [
      v(
        'regra-50-30-20',
        'ig',
        'A regra 50-30-20 que mudou meu salário',
        'Você recebe e em 10 dias o dinheiro sumiu?',
        [312_000, 24_800, 1_130],
        2,
      ),
      v(
        'reserva-emergencia',
        'ig',
        'Reserva de emergência em 6 passos',
        'Guarde isso antes de investir um real.',
        [48_500, 3_100, 210],
        6,
      ),
      v(
        'desafio-52-semanas',
        'tt',
        'Desafio das 52 semanas: quanto sobra no fim?',
        'Fiz as contas e o resultado me assustou.',
        [1_450_000, 182_000, 4_900],
        1,
      ),
      v(
        'cartao-credito',
        'tt',
        '3 erros no cartão de crédito que te deixam pobre',
        'O segundo erro quase todo mundo comete.',
        [98_000, 7_400, 380],
        9,
      ),
      v(
        'tesouro-selic',
        'yt',
        'Tesouro Selic explicado em 8 minutos',
        'Se o seu dinheiro está na poupança, assista isso.',
        [410_000, 21_500, 1_870],
        4,
      ),
      v(
        'primeiro-investimento',
        'yt',
        'Meu primeiro investimento com cem reais',
        'Comecei com pouco e aprendi isso.',
        [77_000, 4_200, 390],
        12,
      ),
      v(
        'negociar-salario',
        'li',
        'Como negociei 30% de aumento',
        'Ninguém me ensinou a pedir aumento. Aprendi errando.',
        [26_000, 1_400, 220],
        3,
      ),
      v(
        'planilha-gastos',
        'li',
        'A planilha de gastos que uso há 5 anos',
        'Simples, gratuita e funciona.',
        [3_900, 180, 35],
        15,
      ),
    ],
  },
  fitness: {
    keywords: ['fitness', 'treino', 'academia', 'musculacao', 'emagrec', 'saude', 'exercicio', 'dieta'],
    creators: {
      ig: c('instagram', '@treinoemcasa.br', 65_000, 70_000, 58_000, 62_000),
      tt: c('tiktok', '@fitdaray', 210_000, 180_000, 250_000, 195_000, 230_000),
      yt: c('youtube', 'Corpo em Movimento', 55_000, 48_000, 61_000, 52_000),
      li: c('linkedin', 'Dr. Paulo Mendes | Saúde no trabalho', 2_500, 3_100, 2_800),
    },
    videos: [
      v(
        'treino-15-min',
        'ig',
        'Treino de 15 minutos sem equipamento',
        'Sem tempo? Esse treino cabe no seu dia.',
        [540_000, 41_000, 1_600],
        1,
      ),
      v(
        'agachamento-certo',
        'ig',
        'O jeito certo de agachar (e o errado)',
        'Seu joelho agradece depois desse vídeo.',
        [61_000, 3_900, 170],
        8,
      ),
      v(
        'cafe-da-manha-proteico',
        'tt',
        'Café da manhã proteico em 2 minutos',
        'Três ingredientes e pronto.',
        [2_300_000, 265_000, 6_100],
        3,
      ),
      v(
        'mito-abdominal',
        'tt',
        'Abdominal não queima barriga: a verdade',
        'Desculpa, mas alguém precisava te contar.',
        [205_000, 15_800, 2_400],
        10,
      ),
      v(
        'hipertrofia-iniciantes',
        'yt',
        'Hipertrofia para iniciantes: guia completo',
        'Os 5 princípios que ninguém explica direito.',
        [390_000, 18_900, 1_150],
        5,
      ),
      v(
        'alongamento-escritorio',
        'yt',
        'Alongamento de escritório para a lombar',
        'Faça isso a cada 2 horas sentado.',
        [47_000, 2_300, 140],
        14,
      ),
      v(
        'pausa-ativa',
        'li',
        'Pausas ativas aumentaram a produtividade da minha equipe',
        'Testamos por 30 dias. Os números surpreenderam.',
        [19_000, 820, 96],
        2,
      ),
      v(
        'sono-e-performance',
        'li',
        'Sono e performance: o que os dados dizem',
        'Dormir 6 horas custa mais do que você imagina.',
        [2_700, 120, 18],
        20,
      ),
    ],
  },
  culinaria: {
    keywords: ['culinaria', 'receita', 'cozinha', 'comida', 'gastronomia', 'chef', 'bolo', 'doce'],
    creators: {
      ig: c('instagram', '@receitasdavo', 88_000, 95_000, 80_000, 102_000),
      tt: c('tiktok', '@cozinhaem5min', 300_000, 260_000, 340_000, 280_000),
      yt: c('youtube', 'Panela de Barro', 120_000, 140_000, 110_000, 135_000, 125_000),
      li: c('linkedin', 'Rafael Lima | Chef e empreendedor', 3_500, 4_200, 3_900),
    },
    videos: [
      v(
        'pao-de-queijo',
        'ig',
        'Pão de queijo de liquidificador',
        'A receita da minha avó, sem segredo.',
        [720_000, 58_000, 3_300],
        2,
      ),
      v(
        'bolo-de-cenoura',
        'ig',
        'Bolo de cenoura com cobertura que quebra',
        'A cobertura que estala é o segredo.',
        [92_000, 6_800, 410],
        11,
      ),
      v(
        'marmita-semana',
        'tt',
        'Marmitas da semana em 1 hora',
        'Domingo de preparo, semana tranquila.',
        [3_100_000, 310_000, 7_800],
        4,
      ),
      v(
        'arroz-soltinho',
        'tt',
        'Arroz soltinho: o truque do refogado',
        'Nunca mais arroz empapado.',
        [270_000, 19_500, 900],
        7,
      ),
      v(
        'feijoada-completa',
        'yt',
        'Feijoada completa passo a passo',
        'Do remolho ao prato, sem pular nada.',
        [155_000, 9_100, 760],
        6,
      ),
      v(
        'brigadeiro-gourmet',
        'yt',
        'Brigadeiro gourmet para vender',
        'Com isso eu paguei o aluguel no primeiro mês.',
        [610_000, 38_000, 2_900],
        1,
      ),
      v(
        'cozinha-lucro',
        'li',
        'Como deixei minha cozinha industrial lucrativa',
        'Cortamos 18% do desperdício com uma mudança.',
        [31_000, 1_700, 240],
        5,
      ),
      v(
        'cardapio-engenharia',
        'li',
        'Engenharia de cardápio em 3 perguntas',
        'Seu prato mais vendido pode estar dando prejuízo.',
        [4_100, 210, 31],
        18,
      ),
    ],
  },
  marketing: {
    keywords: ['marketing', 'vendas', 'venda', 'trafego', 'negocio', 'empreend', 'instagram', 'conteudo'],
    creators: {
      ig: c('instagram', '@marketingsemmisterio', 35_000, 41_000, 38_000, 33_000),
      tt: c('tiktok', '@growthcomleo', 90_000, 75_000, 110_000, 85_000),
      yt: c('youtube', 'Tráfego Descomplicado', 30_000, 28_000, 36_000, 25_000),
      li: c('linkedin', 'Camila Rocha | Growth', 12_000, 9_500, 14_000, 11_000),
    },
    videos: [
      v(
        'gancho-3-segundos',
        'ig',
        'O gancho dos 3 primeiros segundos',
        'Se o seu vídeo morre no começo, é isso.',
        [265_000, 19_700, 1_480],
        1,
      ),
      v(
        'bio-que-vende',
        'ig',
        'Bio do Instagram que vende',
        'Troque a sua bio hoje e compare.',
        [39_000, 2_600, 300],
        9,
      ),
      v(
        'roteiro-viral',
        'tt',
        'Estrutura de roteiro viral que uso sempre',
        'Gancho, tensão, virada e chamada.',
        [880_000, 96_000, 3_200],
        2,
      ),
      v(
        'postar-horario',
        'tt',
        'Existe melhor horário para postar?',
        'Analisei 200 posts para responder.',
        [73_000, 5_100, 690],
        13,
      ),
      v(
        'anuncio-20-reais',
        'yt',
        'Anúncio com 20 reais por dia: o que esperar',
        'Mostrei os números reais da campanha.',
        [118_000, 6_400, 820],
        3,
      ),
      v(
        'funil-simples',
        'yt',
        'Funil de vendas simples para pequenos negócios',
        'Três etapas, nenhuma ferramenta cara.',
        [29_000, 1_500, 120],
        16,
      ),
      v(
        'post-linkedin-viral',
        'li',
        'O post que me trouxe 40 clientes',
        'Não foi sorte. Foi esta estrutura.',
        [96_000, 4_900, 1_100],
        4,
      ),
      v(
        'b2b-conteudo',
        'li',
        'Conteúdo B2B que as pessoas leem',
        'Ninguém quer ler o seu institucional.',
        [10_500, 540, 88],
        10,
      ),
    ],
  },
  tecnologia: {
    keywords: ['tecnologia', 'tech', 'programa', 'celular', 'aplicativo', 'app', 'inteligencia', 'ia'],
    creators: {
      ig: c('instagram', '@techemportugues', 28_000, 31_000, 25_000, 30_000),
      tt: c('tiktok', '@dicasdeapp', 150_000, 130_000, 170_000, 140_000),
      yt: c('youtube', 'Byte Brasil', 210_000, 190_000, 240_000, 205_000),
      li: c('linkedin', 'Felipe Andrade | Dev', 6_000, 5_400, 7_100),
    },
    videos: [
      v(
        'ia-planilhas',
        'ig',
        'Use IA para montar planilhas em segundos',
        'Eu levava 1 hora. Agora levo 1 minuto.',
        [190_000, 12_800, 940],
        2,
      ),
      v(
        'bateria-celular',
        'ig',
        'Mitos sobre a bateria do celular',
        'Carregar a noite toda estraga? Veja.',
        [27_000, 1_500, 130],
        7,
      ),
      v(
        'apps-escondidos',
        'tt',
        '5 funções escondidas do seu celular',
        'A terceira eu uso todo dia.',
        [1_900_000, 205_000, 5_400],
        1,
      ),
      v(
        'golpe-pix',
        'tt',
        'O golpe do Pix que está em alta',
        'Seus pais precisam ver isso.',
        [160_000, 12_100, 1_900],
        6,
      ),
      v(
        'notebook-custo-beneficio',
        'yt',
        'Notebook custo-benefício para estudar',
        'Testei 6 modelos de até 3 mil reais.',
        [215_000, 11_700, 1_340],
        5,
      ),
      v(
        'primeiro-codigo',
        'yt',
        'Programação do zero: seu primeiro código',
        'Em 20 minutos você escreve um programa.',
        [760_000, 52_000, 4_100],
        3,
      ),
      v(
        'carreira-dev',
        'li',
        'De suporte a desenvolvedor em 2 anos',
        'O que estudei, em ordem.',
        [48_000, 2_900, 410],
        4,
      ),
      v('code-review', 'li', 'Code review sem ego', 'O melhor comentário que recebi foi curto.', [5_800, 260, 41], 12),
    ],
  },
  pets: {
    keywords: ['pet', 'cachorro', 'gato', 'animais', 'animal', 'adestra', 'cao', 'caes'],
    creators: {
      ig: c('instagram', '@vidadepet', 52_000, 47_000, 60_000, 55_000),
      tt: c('tiktok', '@gatosdobrasil', 400_000, 350_000, 420_000, 380_000),
      yt: c('youtube', 'Adestra Fácil', 70_000, 64_000, 81_000, 75_000),
    },
    videos: [
      v(
        'cachorro-puxa-guia',
        'ig',
        'Seu cachorro puxa a guia? Faça isso',
        'Em uma semana o passeio muda.',
        [410_000, 33_000, 2_100],
        3,
      ),
      v(
        'racao-ou-natural',
        'ig',
        'Ração ou alimentação natural?',
        'Conversei com uma veterinária.',
        [50_000, 3_300, 520],
        10,
      ),
      v(
        'gato-caixa',
        'tt',
        'Por que o gato ama caixas',
        'A ciência explica, e é fofo.',
        [4_200_000, 520_000, 9_800],
        2,
      ),
      v(
        'gato-arranhador',
        'tt',
        'Arranhador caseiro com papelão',
        'Salvei meu sofá sem gastar nada.',
        [360_000, 29_000, 1_200],
        8,
      ),
      v(
        'senta-e-fica',
        'yt',
        'Ensine senta e fica em 5 minutos',
        'Funciona até com cachorro teimoso.',
        [73_000, 4_100, 330],
        6,
      ),
      v(
        'ansiedade-separacao',
        'yt',
        'Ansiedade de separação: como resolver',
        'Se ele chora quando você sai, veja isso.',
        [295_000, 16_200, 2_300],
        1,
      ),
    ],
  },
};
