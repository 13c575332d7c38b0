import { stableHash } from './hub-day';
import type { PhaseNumber } from './phases';

/**
 * The mission templates (docs/PRODUCT.md §flows.missions): the one list of the seed data that the local
 * start and the deploy write to the table (docs/DATA-MODEL.md H17), where the server reads the templates
 * of the user's phase when it makes the day's 5 missions. The XP and coins a mission pays come from
 * those rows, never from the client.
 */
export interface MissionTemplate {
  id: string;
  phase: PhaseNumber;
  title: string;
  description: string;
  xp: number;
  coins: number;
}

/** Missions a day: 5. */
export const MISSIONS_PER_DAY = 5;

const t = (
  phase: PhaseNumber,
  n: number,
  title: string,
  description: string,
  xp: number,
  coins: number,
): MissionTemplate => ({ id: `p${phase}-${String(n).padStart(2, '0')}`, phase, title, description, xp, coins });

export const MISSION_TEMPLATES: readonly MissionTemplate[] = [
  // Fase 1: Novato em Ação (0–1K)
  t(
    1,
    1,
    'Bio que converte',
    'Reescreva sua bio dizendo para quem você cria, o que a pessoa ganha ao te seguir e um convite para agir.',
    20,
    10,
  ),
  t(
    1,
    2,
    'Primeiro Reels da semana',
    'Grave e publique um Reels de até 30 segundos com um gancho forte nos 3 primeiros segundos.',
    40,
    20,
  ),
  t(
    1,
    3,
    'Responda todos os comentários',
    'Responda cada comentário dos seus 3 últimos posts com uma frase pessoal, não só emojis.',
    20,
    10,
  ),
  t(
    1,
    4,
    'Estude 3 criadores do seu nicho',
    'Abra o perfil de 3 criadores do seu nicho e anote o formato dos 3 posts com mais visualizações de cada um.',
    25,
    10,
  ),
  t(
    1,
    5,
    'Stories de bastidores',
    'Publique 3 stories mostrando os bastidores da sua rotina ou da criação do seu conteúdo.',
    20,
    10,
  ),
  t(
    1,
    6,
    'Destaques organizados',
    'Crie ou organize 3 destaques no perfil (ex.: Comece aqui, Dicas, Resultados) com capas no mesmo estilo.',
    25,
    15,
  ),
  t(1, 7, 'Banco de ideias', 'Anote 10 ideias de vídeo a partir das dúvidas que seu público mais faz.', 20, 10),
  t(
    1,
    8,
    'Comente com valor',
    'Deixe 10 comentários úteis (com opinião ou dica) em posts de perfis maiores do seu nicho.',
    25,
    10,
  ),
  t(
    1,
    9,
    'Roteiro antes de gravar',
    'Crie um roteiro no Viraliza e grave o vídeo seguindo gancho, desenvolvimento e chamada para ação.',
    35,
    15,
  ),
  t(
    1,
    10,
    'Foto de perfil nítida',
    'Troque a foto de perfil por uma com o rosto bem iluminado e fundo limpo, que funcione em tamanho pequeno.',
    15,
    10,
  ),
  // Fase 2: Em Ascensão (1K–3K)
  t(
    2,
    1,
    'Carrossel educativo',
    'Publique um carrossel de 7 a 10 telas ensinando um passo a passo do seu nicho, com a última tela pedindo para salvar.',
    45,
    20,
  ),
  t(
    2,
    2,
    'Caixinha de perguntas',
    'Abra uma caixinha de perguntas nos stories e responda pelo menos 5 perguntas em vídeo.',
    35,
    15,
  ),
  t(
    2,
    3,
    'Série de 3 partes',
    'Planeje uma série de 3 vídeos sobre um mesmo tema e publique a parte 1 avisando quando sai a próxima.',
    50,
    25,
  ),
  t(
    2,
    4,
    'Teste de gancho',
    'Publique dois vídeos com o mesmo conteúdo e ganchos diferentes; anote qual reteve mais nos primeiros 3 segundos.',
    45,
    20,
  ),
  t(
    2,
    5,
    'Trend adaptada',
    'Use um áudio em alta da semana e adapte a trend para o seu nicho, sem perder o seu assunto.',
    35,
    15,
  ),
  t(
    2,
    6,
    'Análise de métricas',
    'Veja o alcance, os salvamentos e os compartilhamentos dos últimos 10 posts e anote os 3 que mais se destacaram.',
    30,
    15,
  ),
  t(
    2,
    7,
    'Legenda com CTA',
    'Escreva a legenda do próximo post terminando com uma pergunta que puxe comentários.',
    30,
    15,
  ),
  t(
    2,
    8,
    'Enquete nos stories',
    'Faça uma enquete nos stories para o público escolher o tema do seu próximo vídeo.',
    30,
    15,
  ),
  t(
    2,
    9,
    'Horário de pico',
    'Descubra nos insights o horário em que seus seguidores mais estão online e agende o próximo post para ele.',
    30,
    15,
  ),
  // Fase 3: Comunidade Crescendo (3K–6K)
  t(
    3,
    1,
    'Live de 20 minutos',
    'Faça uma live de pelo menos 20 minutos tirando dúvidas do seu público e salve o replay.',
    60,
    30,
  ),
  t(
    3,
    2,
    'Collab com criador parceiro',
    'Convide um criador do mesmo tamanho para um post em collab ou uma troca de stories.',
    60,
    30,
  ),
  t(
    3,
    3,
    'Conteúdo de prova social',
    'Publique um post com o depoimento ou resultado de alguém que aplicou o que você ensina.',
    45,
    25,
  ),
  t(
    3,
    4,
    'Lista de transmissão',
    'Crie um canal de transmissão ou grupo e convide seus seguidores mais engajados.',
    45,
    20,
  ),
  t(
    3,
    5,
    'Responda em vídeo',
    'Escolha um comentário com dúvida e responda com um Reels usando o recurso de resposta a comentário.',
    45,
    20,
  ),
  t(
    3,
    6,
    'Post fixado estratégico',
    'Fixe no topo do perfil os 3 posts que melhor explicam quem você é e por que te seguir.',
    40,
    20,
  ),
  t(
    3,
    7,
    'Repost de sucesso',
    'Pegue seu post com melhor desempenho dos últimos 3 meses e publique uma versão nova e melhorada.',
    50,
    25,
  ),
  t(
    3,
    8,
    'Roteiro de storytelling',
    'Grave um vídeo contando uma história pessoal com começo, conflito e virada, ligada ao seu nicho.',
    55,
    25,
  ),
  t(
    3,
    9,
    'Agradeça a comunidade',
    'Publique um story agradecendo e marcando 5 seguidores que comentam sempre nos seus posts.',
    40,
    20,
  ),
  // Fase 4: Rumo ao Topo (6K–9K)
  t(
    4,
    1,
    'Calendário de 2 semanas',
    'Monte um calendário com 14 posts planejados, alternando Reels, carrosséis e stories.',
    70,
    35,
  ),
  t(
    4,
    2,
    'Vídeo de autoridade',
    'Grave um vídeo desmontando um mito comum do seu nicho, com dados ou exemplos concretos.',
    75,
    35,
  ),
  t(
    4,
    3,
    'Lote de gravação',
    'Grave 4 vídeos em uma única sessão para ganhar ritmo e manter a frequência da semana.',
    80,
    40,
  ),
  t(
    4,
    4,
    'Funil nos stories',
    'Faça uma sequência de 5 stories que leve do problema à solução e termine com um link ou chamada.',
    65,
    30,
  ),
  t(
    4,
    5,
    'Parceria com marca',
    'Liste 5 marcas que combinam com seu público e envie uma proposta de parceria para uma delas.',
    70,
    40,
  ),
  t(
    4,
    6,
    'Mídia kit atualizado',
    'Atualize seu mídia kit com seguidores, alcance médio, público e 3 cases de conteúdo.',
    60,
    30,
  ),
  t(
    4,
    7,
    'Vídeo para outra plataforma',
    'Adapte seu melhor Reels da semana para TikTok ou YouTube Shorts, ajustando legenda e capa.',
    60,
    30,
  ),
  t(
    4,
    8,
    'Desafio para seguidores',
    'Lance um desafio de 3 dias para seus seguidores e peça que marquem seu perfil ao participar.',
    75,
    35,
  ),
  // Fase 5: Missão 10K (9K–10K)
  t(
    5,
    1,
    'Contagem regressiva para 10K',
    'Anuncie nos stories a reta final para os 10 mil e convide seus seguidores a compartilharem seu perfil.',
    90,
    45,
  ),
  t(
    5,
    2,
    'Conteúdo pilar',
    'Publique um conteúdo completo (carrossel longo ou vídeo de mais de 1 minuto) que resolva o principal problema do seu público.',
    100,
    50,
  ),
  t(
    5,
    3,
    'Collab com perfil maior',
    'Proponha uma collab a um criador com mais seguidores que você, mostrando o que cada público ganha.',
    100,
    50,
  ),
  t(
    5,
    4,
    'Celebração planejada',
    'Planeje o post de comemoração dos 10K com uma surpresa para a comunidade (sorteio, aula ou material).',
    80,
    40,
  ),
  t(
    5,
    5,
    'Revisão de posicionamento',
    'Reescreva em uma frase a sua promessa ao público e confira se os últimos 9 posts a cumprem.',
    70,
    35,
  ),
  t(
    5,
    6,
    'Reels com chamada para seguir',
    'Grave um Reels com gancho forte e termine dizendo claramente por que vale seguir seu perfil.',
    90,
    45,
  ),
  t(
    5,
    7,
    'Entrevista ou bate-papo',
    'Grave um bate-papo com alguém do seu nicho e publique os melhores trechos em cortes.',
    90,
    45,
  ),
  t(
    5,
    8,
    'Produto ou oferta',
    'Esboce um produto, serviço ou oferta para sua audiência e valide com uma enquete nos stories.',
    85,
    40,
  ),
];

/** The templates of one phase. */
export const templatesOf = (phase: PhaseNumber): MissionTemplate[] =>
  MISSION_TEMPLATES.filter((m) => m.phase === phase);

/**
 * The day's 5 templates for a user: drawn from the phase's templates (read from the table) without
 * repeats, by a shuffle seeded with the user and the day (two tabs asking at once pick the same, and the
 * server keeps only one set). Sorted by id first, so the order the rows came in does not matter.
 */
export function pickMissionTemplates(
  templates: readonly MissionTemplate[],
  seed: string,
  count = MISSIONS_PER_DAY,
): MissionTemplate[] {
  const pool = [...templates].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  let state = stableHash(seed) || 1;
  const next = () => {
    // xorshift32: small, deterministic and spread enough for a shuffle of a dozen items
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}
