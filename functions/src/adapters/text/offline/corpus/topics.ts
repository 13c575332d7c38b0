/**
 * Ideas whose niche is easy to get wrong, each with the niche it belongs to ('geral' when no niche
 * fits): words with a second sense ('conta' of contar, a video's 'roteiro', 'casa' in 'sair de
 * casa'), stems inside other words ('docente', 'amortização', 'plantão'), and ideas that name no
 * niche at all. corpus.test.ts checks the detected niche and the hashtags against them
 * (docs/PRODUCT.md §offline-writer).
 */
export const LABELLED_TOPICS: ReadonlyArray<readonly [idea: string, niche: string]> = [
  ['Vale a pena morar em São Paulo?', 'geral'],
  ['Como contar uma história que prende', 'geral'],
  ['Conta pra mim: o que você faria no meu lugar?', 'geral'],
  ['Como escrever um roteiro para Reels', 'geral'],
  ['Como sair de casa mais cedo', 'geral'],
  ['A base de tudo é a constância', 'geral'],
  ['Prova de que a consistência funciona', 'geral'],
  ['Sonoplastia para vídeos caseiros', 'geral'],
  ['Docente na rede pública: um dia comigo', 'geral'],
  ['Mentalidade de crescimento na prática', 'geral'],
  ['Trilha sonora para vídeos curtos', 'geral'],
  ['Como parar de procrastinar', 'geral'],
  ['Vendo meu dia a dia em outra perspectiva', 'geral'],
  ['Roteiro de três dias em Gramado', 'viagens'],
  ['Contando os dias para as férias', 'viagens'],
  ['Mala pronta em 10 minutos', 'viagens'],
  ['Casamento gastando pouco', 'relacionamentos'],
  ['Homem pode usar maquiagem?', 'beleza'],
  ['Qual base usar para pele oleosa', 'beleza'],
  ['Massa muscular depois dos 40', 'fitness'],
  ['Como estudar para a prova do Detran', 'educacao'],
  ['Sala de aula invertida', 'educacao'],
  ['Aguardando o resultado do vestibular', 'educacao'],
  ['Salada de pote para a semana', 'culinaria'],
  ['Doce de leite caseiro', 'culinaria'],
  ['Base do bolo que não afunda', 'culinaria'],
  ['Cafeína atrapalha o sono?', 'saude'],
  ['Plantão de 24 horas: como se alimentar', 'saude'],
  ['Água com limão em jejum funciona?', 'saude'],
  ['Amortização do financiamento da casa', 'financas'],
  ['Gatilhos mentais para vender mais', 'negocios'],
  ['Conversão de seguidores em clientes', 'negocios'],
  ['O que ninguém te conta sobre ser freelancer', 'negocios'],
  ['Gatinho com medo de visitas', 'pets'],
  ['Provar roupa no provador sem vergonha', 'moda'],
  ['Home office produtivo', 'carreira'],
];
