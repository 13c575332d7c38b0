import { DEFAULT_WORDS_PER_MINUTE } from '../scripts/script-options';

/**
 * 'Viral Curto' choices as data (docs/PRODUCT.md §limits.scripts, §screens.viral-curto): the target
 * durations, the narrative styles, and the advanced options (tone, goal, CTA). The old product named
 * 'Natural' and "several named creators" without the list; ours are creator archetypes, never real
 * people. The form renders them, the schema accepts only them, the prompt and the offline writer read
 * their hints.
 */

/** docs/PRODUCT.md §limits.scripts: 30, 60, 90 or 120 seconds, 60 by default. */
export const VIRAL_SHORT_DURATIONS_S = [30, 60, 90, 120] as const;
export type ViralShortDuration = (typeof VIRAL_SHORT_DURATIONS_S)[number];
export const DEFAULT_VIRAL_SHORT_DURATION_S: ViralShortDuration = 60;

export interface ViralShortStyle {
  id: string;
  label: string;
  /** One line for the form. */
  description: string;
  /** How the writer should sound (the prompt states it). */
  voice: string;
}

export const VIRAL_SHORT_STYLES = [
  {
    id: 'natural',
    label: 'Natural',
    description: 'Fala simples e direta, como numa conversa.',
    voice: 'conversa natural, frases curtas, sem exageros',
  },
  {
    id: 'professor',
    label: 'Professor didático',
    description: 'Explica passo a passo, com clareza de quem ensina.',
    voice: 'didático, explica a ideia em passos claros, usa "repara" e "veja"',
  },
  {
    id: 'contador-de-historias',
    label: 'Contador de histórias',
    description: 'Conta o conteúdo como uma história com começo, meio e virada.',
    voice: 'narrativo, cria suspense e revela a virada no fim',
  },
  {
    id: 'provocador',
    label: 'Provocador polêmico',
    description: 'Questiona o senso comum e puxa o debate nos comentários.',
    voice: 'provocativo, contesta o óbvio, frases de impacto, sem ofender ninguém',
  },
  {
    id: 'humorista',
    label: 'Humorista',
    description: 'Leve e bem-humorado, com ironia no ponto certo.',
    voice: 'bem-humorado, ironia leve, ritmo de piada com pausa antes da graça',
  },
  {
    id: 'motivador',
    label: 'Motivador',
    description: 'Energia alta e foco em inspirar a ação.',
    voice: 'energético e inspirador, fala com o espectador na segunda pessoa',
  },
  {
    id: 'analista',
    label: 'Analista direto ao ponto',
    description: 'Frio e objetivo: o que importa, sem rodeios.',
    voice: 'objetivo, frases secas, vai direto ao ponto principal',
  },
] as const satisfies readonly ViralShortStyle[];
export type ViralShortStyleId = (typeof VIRAL_SHORT_STYLES)[number]['id'];
export const VIRAL_SHORT_STYLE_IDS = VIRAL_SHORT_STYLES.map((s) => s.id) as unknown as readonly [
  ViralShortStyleId,
  ...ViralShortStyleId[],
];
export const DEFAULT_VIRAL_SHORT_STYLE: ViralShortStyleId = 'natural';

/** An advanced option; '' (the first choice of each select) leaves it to the writer. */
export interface ViralShortChoice {
  id: string;
  label: string;
}

export const VIRAL_SHORT_TONES = [
  { id: 'direto', label: 'Direto e provocativo' },
  { id: 'inspirador', label: 'Inspirador' },
  { id: 'divertido', label: 'Divertido' },
  { id: 'emocional', label: 'Emocional' },
  { id: 'urgente', label: 'Urgente' },
] as const satisfies readonly ViralShortChoice[];

export const VIRAL_SHORT_GOALS = [
  { id: 'engajamento', label: 'Gerar comentários e compartilhamentos' },
  { id: 'seguidores', label: 'Ganhar seguidores' },
  { id: 'video-completo', label: 'Levar ao vídeo completo' },
  { id: 'autoridade', label: 'Mostrar autoridade no assunto' },
  { id: 'vendas', label: 'Vender um produto ou serviço' },
] as const satisfies readonly ViralShortChoice[];

/** Each CTA with the line the short ends on (the offline writer says it as is; a model may reword it). */
export const VIRAL_SHORT_CTAS = [
  { id: 'seguir', label: 'Seguir o perfil', line: 'Me segue para ver mais conteúdos como este.' },
  { id: 'comentar', label: 'Comentar', line: 'Comenta aqui embaixo o que você acha disso.' },
  { id: 'compartilhar', label: 'Enviar para alguém', line: 'Manda este vídeo para alguém que precisa ouvir isso.' },
  { id: 'salvar', label: 'Salvar o vídeo', line: 'Salva este vídeo para assistir de novo depois.' },
  {
    id: 'video-completo',
    label: 'Assistir ao vídeo completo',
    line: 'O vídeo completo está no canal: vai lá assistir.',
  },
  { id: 'link-bio', label: 'Link na bio', line: 'O link está na bio.' },
] as const satisfies readonly (ViralShortChoice & { line: string })[];

export type ViralShortToneId = (typeof VIRAL_SHORT_TONES)[number]['id'];
export type ViralShortGoalId = (typeof VIRAL_SHORT_GOALS)[number]['id'];
export type ViralShortCtaId = (typeof VIRAL_SHORT_CTAS)[number]['id'];

/** A goal's natural call when no CTA was picked. */
export const CTA_FOR_GOAL: Record<ViralShortGoalId, ViralShortCtaId> = {
  engajamento: 'comentar',
  seguidores: 'seguir',
  'video-completo': 'video-completo',
  autoridade: 'salvar',
  vendas: 'link-bio',
};

export const labelOf = (items: readonly ViralShortChoice[], id: string): string =>
  items.find((i) => i.id === id)?.label ?? '';

/**
 * Spoken words a short of `seconds` should have: fluent pt-BR speech, 130 a minute
 * (docs/PRODUCT.md §limits.scripts), the same rate the script creator uses.
 */
export function viralShortTargetWords(seconds: number): number {
  return Math.round((seconds / 60) * DEFAULT_WORDS_PER_MINUTE);
}

/**
 * The most words a short of `seconds` may hold: 40 % over the target. A shorter short is fine
 * (a short transcript is never padded with invented lines); a longer one would not fit the duration.
 */
export function viralShortMaxWords(seconds: number): number {
  return Math.ceil(viralShortTargetWords(seconds) * 1.4);
}
