import { CREDIT_COSTS } from '../plans/plans';

/**
 * The creator's choices (docs/PRODUCT.md §limits.scripts, §flows.creator) as data: platforms, durations, the 10 angles,
 * 5 objectives, 9 formats and 4 tones, and the four generation modes. The old product did not
 * hand over the angles, objectives and formats; these are ours, in pt-BR. The web form renders
 * them, the server validates against them and the writers read their hints.
 */

/** Simple mode: 5, 15, 30, 45, 60 or 90 seconds, 30 by default (docs/PRODUCT.md §limits.scripts). */
export const SIMPLE_DURATIONS_S = [5, 15, 30, 45, 60, 90] as const;
export const DEFAULT_SIMPLE_DURATION_S = 30;

/** Advanced mode: 15–60 s, or minutes for horizontal YouTube (docs/PRODUCT.md §limits.scripts). Stored in seconds. */
export const ADVANCED_DURATIONS_S = [15, 30, 45, 60] as const;
export const HORIZONTAL_DURATIONS_S = [60, 300, 600, 900, 1200, 1800] as const;
export const DEFAULT_ADVANCED_DURATION_S = 30;
export const DEFAULT_HORIZONTAL_DURATION_S = 300;

/** Each platform with the durations the wizard offers for it and the schema accepts (docs/PRODUCT.md §limits.scripts). */
export const PLATFORMS = [
  { id: 'instagram-reels', label: 'Instagram Reels', storedFormat: 'reels', durations: ADVANCED_DURATIONS_S },
  { id: 'tiktok', label: 'TikTok', storedFormat: 'shorts', durations: ADVANCED_DURATIONS_S },
  { id: 'youtube-shorts', label: 'YouTube Shorts', storedFormat: 'shorts', durations: ADVANCED_DURATIONS_S },
  { id: 'youtube-horizontal', label: 'Youtube horizontal', storedFormat: 'reels', durations: HORIZONTAL_DURATIONS_S },
  { id: 'linkedin', label: 'LinkedIn', storedFormat: 'story', durations: ADVANCED_DURATIONS_S },
] as const;
export type PlatformId = (typeof PLATFORMS)[number]['id'];
export const PLATFORM_IDS = PLATFORMS.map((p) => p.id) as unknown as readonly [PlatformId, ...PlatformId[]];

export const STORED_FORMATS = ['reels', 'shorts', 'story'] as const;
export type StoredFormat = (typeof STORED_FORMATS)[number];

/** Reels → reels, TikTok and Shorts → shorts, LinkedIn → story (docs/PRODUCT.md §limits.scripts). Horizontal YouTube has no stored value of its own: reels. */
export function storedFormatFor(platform: PlatformId): StoredFormat {
  return PLATFORMS.find((p) => p.id === platform)?.storedFormat ?? 'reels';
}

/** Durations offered for a platform, in seconds: the wizard's choices and the only ones the schema accepts. */
export function durationsFor(platform: PlatformId | undefined): readonly number[] {
  return PLATFORMS.find((p) => p.id === platform)?.durations ?? ADVANCED_DURATIONS_S;
}

/** docs/PRODUCT.md §flows.creator: changing to horizontal YouTube resets the duration to 5 minutes; any other platform to 30 s. */
export function durationAfterPlatformChange(platform: PlatformId): number {
  return platform === 'youtube-horizontal' ? DEFAULT_HORIZONTAL_DURATION_S : DEFAULT_ADVANCED_DURATION_S;
}

/** "30 segundos", "5 minutos", "1 minuto". */
export function durationLabel(seconds: number): string {
  if (seconds >= 60 && seconds % 60 === 0) {
    const m = seconds / 60;
    return `${m} ${m === 1 ? 'minuto' : 'minutos'}`;
  }
  return `${seconds} segundos`;
}

export const APPEAR_OPTIONS = ['Sim', 'Não'] as const;
export type AppearOption = (typeof APPEAR_OPTIONS)[number];

export interface Choice {
  id: string;
  label: string;
  /** One line shown under the option and given to the writer as guidance. */
  hint: string;
}

export const ANGLES = [
  {
    id: 'erro-comum',
    label: 'O erro que todo mundo comete',
    hint: 'Aponta um erro frequente do público e mostra o caminho certo.',
  },
  { id: 'segredo', label: 'Segredo que ninguém conta', hint: 'Revela um bastidor ou atalho pouco conhecido do nicho.' },
  { id: 'antes-depois', label: 'Antes e depois', hint: 'Contrasta a situação de antes com o resultado de depois.' },
  { id: 'mito-verdade', label: 'Mito ou verdade', hint: 'Derruba uma crença popular com um argumento claro.' },
  { id: 'historia-pessoal', label: 'História pessoal', hint: 'Conta uma experiência real, com virada e aprendizado.' },
  { id: 'polemica', label: 'Opinião polêmica', hint: 'Defende uma posição forte que gera debate nos comentários.' },
  { id: 'passo-a-passo', label: 'Passo a passo', hint: 'Ensina um método em etapas curtas e numeradas.' },
  { id: 'lista', label: 'Lista rápida', hint: 'Entrega 3 a 5 itens objetivos, um por frase.' },
  { id: 'tendencia', label: 'Reação a tendência', hint: 'Aproveita um assunto do momento e liga ao seu nicho.' },
  { id: 'pergunta', label: 'Pergunta provocativa', hint: 'Abre com uma pergunta que o público não consegue ignorar.' },
] as const satisfies readonly Choice[];

export const OBJECTIVES = [
  { id: 'engajamento', label: 'Gerar engajamento', hint: 'Comentários, compartilhamentos e salvamentos.' },
  { id: 'seguidores', label: 'Ganhar seguidores', hint: 'Faz a pessoa querer ver mais do seu perfil.' },
  { id: 'vendas', label: 'Vender um produto ou serviço', hint: 'Leva a uma oferta com chamada clara.' },
  { id: 'autoridade', label: 'Construir autoridade', hint: 'Mostra domínio do assunto e gera confiança.' },
  { id: 'leads', label: 'Captar contatos', hint: 'Convida para o link, a lista ou o direct.' },
] as const satisfies readonly Choice[];

export const FORMATS = [
  {
    id: 'talking-head',
    label: 'Talking Head (falando para a câmera)',
    hint: 'Você fala direto com o público, olho no olho.',
  },
  { id: 'narracao-broll', label: 'Narração com B-roll', hint: 'Sua voz sobre imagens de apoio, sem aparecer.' },
  { id: 'tela-texto', label: 'Texto na tela', hint: 'Frases curtas na tela com música, sem narração.' },
  {
    id: 'tutorial-tela',
    label: 'Tutorial gravando a tela',
    hint: 'Mostra o passo a passo na tela do celular ou computador.',
  },
  { id: 'podcast-corte', label: 'Corte de podcast', hint: 'Trecho de conversa com legenda forte.' },
  { id: 'vlog', label: 'Vlog do dia a dia', hint: 'Mostra a rotina enquanto conta a história.' },
  { id: 'pov', label: 'POV / encenação', hint: 'Uma cena curta encenada que o público reconhece.' },
  { id: 'slides', label: 'Carrossel em vídeo', hint: 'Sequência de cartões com uma ideia por cartão.' },
  { id: 'dueto-react', label: 'Dueto / React', hint: 'Reage a outro conteúdo com a sua opinião.' },
] as const satisfies readonly Choice[];

export const TONES = ['Direto e provocativo', 'Inspirador', 'Divertido', 'Emocional'] as const;
export type Tone = (typeof TONES)[number];

/** docs/PRODUCT.md §flows.creator: with aparecer = 'Não', formats containing Talking Head, podcast or Vlog are hidden. */
const ON_CAMERA_FORMAT = /talking head|podcast|vlog/i;
export function formatsFor(appear: AppearOption | undefined) {
  return appear === 'Não' ? FORMATS.filter((f) => !ON_CAMERA_FORMAT.test(f.label)) : FORMATS;
}

/** The four advanced generation buttons (docs/PRODUCT.md §limits.scripts calls them complete, trend, turbo and series). */
export const GENERATION_MODES = [
  {
    id: 'complete',
    label: 'Gerar roteiro completo',
    hint: 'Gancho, desenvolvimento e chamada para ação, pensados com todos os detalhes.',
  },
  {
    id: 'trend',
    label: 'Gerar no estilo tendência',
    hint: 'Ritmo rápido e linguagem das trends do momento na sua plataforma.',
  },
  { id: 'turbo', label: 'Gerar roteiro turbo', hint: 'Versão enxuta e direta ao ponto, com gancho ainda mais forte.' },
  {
    id: 'series',
    label: 'Gerar série de 3 vídeos',
    hint: `Três roteiros conectados, cada um puxando o próximo. Cobra ${CREDIT_COSTS.script} créditos por roteiro.`,
  },
] as const;
export type AdvancedMode = (typeof GENERATION_MODES)[number]['id'];
export const ADVANCED_MODES = GENERATION_MODES.map((m) => m.id) as unknown as readonly [
  AdvancedMode,
  ...AdvancedMode[],
];

/** How many scripts a mode writes: series writes 3 (docs/PRODUCT.md §limits.scripts). */
export function scriptsPerMode(mode: AdvancedMode | 'simple'): number {
  return mode === 'series' ? 3 : 1;
}

/** What a generation costs: 100 credits per script written, so a series costs 300 (docs/PRODUCT.md §credits.costs). The server charges it; the UI quotes it. */
export function generationCost(mode: AdvancedMode | 'simple'): number {
  return scriptsPerMode(mode) * CREDIT_COSTS.script;
}

/** An AI edit rewrites one script and costs what writing one does. */
export const AI_EDIT_COST = CREDIT_COSTS.script;

/** docs/PRODUCT.md §messages.scripts: messages that the server answers with and the web app falls back to. */
export const SCRIPT_ERRORS = {
  generateFailed: 'Erro ao gerar roteiro',
  editFailed: 'Erro ao editar roteiro',
  notGenerated: 'Roteiro não foi gerado corretamente',
} as const;

/** What stored simple scripts carry in niche and objective, so loading one restores simple mode (docs/PRODUCT.md §flows.creator). */
export const SIMPLE_NICHE = 'Ideia simples';
export const SIMPLE_OBJECTIVE = 'Roteiro simples';
export const THEME_MAX_LENGTH = 100;

/** docs/PRODUCT.md §flows.creator: a saved script opens in simple mode when its objective or niche says so, else on advanced step 6. */
export function restoredModeFor(script: {
  objective: string;
  niche: string;
}): { mode: 'simple' } | { mode: 'advanced'; step: 6 } {
  return script.objective === SIMPLE_OBJECTIVE || script.niche === SIMPLE_NICHE
    ? { mode: 'simple' }
    : { mode: 'advanced', step: 6 };
}

/** Fluent pt-BR speech (docs/PRODUCT.md §limits.scripts): ~130 words per minute. */
export const DEFAULT_WORDS_PER_MINUTE = 130;

/** The range the script creator trusts a measured pace in; outside it, the nearest bound. */
export const SIZING_WPM = { min: 100, max: 200 } as const;
/** Takes the measured average must rest on before the script creator uses it. */
export const SIZING_MIN_TAKES = 1;

/**
 * The words per minute a script is sized with (docs/PRODUCT.md §flows.teleprompter.pace): the
 * user's measured average (GET /api/teleprompter/pace) once it rests on SIZING_MIN_TAKES takes,
 * kept within SIZING_WPM; else DEFAULT_WORDS_PER_MINUTE.
 */
export function sizingWordsPerMinute(pace: { averageWpm: number | null; takes: number } | null): number {
  if (!pace || pace.averageWpm === null || pace.takes < SIZING_MIN_TAKES) return DEFAULT_WORDS_PER_MINUTE;
  return Math.min(SIZING_WPM.max, Math.max(SIZING_WPM.min, pace.averageWpm));
}

/** Words a script of `seconds` should have at `wpm`. */
export function targetWordCount(seconds: number, wpm = DEFAULT_WORDS_PER_MINUTE): number {
  return Math.max(8, Math.round((seconds / 60) * wpm));
}
