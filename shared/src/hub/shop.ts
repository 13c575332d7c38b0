/**
 * The hub's shop (docs/PRODUCT.md §flows.shop): 10 avatars whose cost triples from 100 to 1,968,300
 * coins, 5 themes at 300 each and the 'Proteção de sequência' (streak freeze) at 200. The server charges
 * from this table only: a price never comes from the client.
 */
export interface AvatarItem {
  id: string;
  name: string;
  emoji: string;
  cost: number;
}

export const AVATARS = [
  { id: 'criador-iniciante', name: 'Criador Iniciante', emoji: '🌱', cost: 100 },
  { id: 'criador-dedicado', name: 'Criador Dedicado', emoji: '🎬', cost: 300 },
  { id: 'contador-de-historias', name: 'Contador de Histórias', emoji: '📚', cost: 900 },
  { id: 'estrela-em-ascensao', name: 'Estrela em Ascensão', emoji: '⭐', cost: 2_700 },
  { id: 'influenciador', name: 'Influenciador', emoji: '📣', cost: 8_100 },
  { id: 'criador-viral', name: 'Criador Viral', emoji: '🚀', cost: 24_300 },
  { id: 'icone-digital', name: 'Ícone Digital', emoji: '💎', cost: 72_900 },
  { id: 'mestre-do-engajamento', name: 'Mestre do Engajamento', emoji: '🔥', cost: 218_700 },
  { id: 'celebridade', name: 'Celebridade', emoji: '👑', cost: 656_100 },
  { id: 'lendario', name: 'Lendário', emoji: '🐉', cost: 1_968_300 },
] as const satisfies readonly AvatarItem[];
export type AvatarId = (typeof AVATARS)[number]['id'];
export const AVATAR_IDS = AVATARS.map((a) => a.id) as [AvatarId, ...AvatarId[]];

export interface ThemeItem {
  id: string;
  name: string;
  cost: number;
  /** The Chakra color palette the theme makes the app's accent (the web maps the rest of its tokens). */
  palette: string;
}

export const THEME_COST = 300;
export const THEMES = [
  { id: 'neon', name: 'Neon', cost: THEME_COST, palette: 'pink' },
  { id: 'dark', name: 'Dark', cost: THEME_COST, palette: 'gray' },
  { id: 'tropical', name: 'Tropical', cost: THEME_COST, palette: 'green' },
  { id: 'espacial', name: 'Espacial', cost: THEME_COST, palette: 'purple' },
  { id: 'retro', name: 'Retrô', cost: THEME_COST, palette: 'orange' },
] as const satisfies readonly ThemeItem[];
export type ThemeId = (typeof THEMES)[number]['id'];
export const THEME_IDS = THEMES.map((t) => t.id) as [ThemeId, ...ThemeId[]];
/** The app's own look: always available, active while no bought theme is. */
export const DEFAULT_THEME_ID = 'default';

export const STREAK_FREEZE = { id: 'streak-freeze', name: 'Proteção de sequência', emoji: '🧊', cost: 200 } as const;

/** Under this balance the shop shows the 'need more coins' banner. */
export const SHOP_LOW_COINS = 300;

export const SHOP_ITEM_KINDS = ['avatar', 'theme', 'streakFreeze'] as const;
export type ShopItemKind = (typeof SHOP_ITEM_KINDS)[number];

/** An item of the catalogue by kind and id, or null: the price the server charges. */
export function shopItem(kind: ShopItemKind, id: string): { id: string; name: string; cost: number } | null {
  if (kind === 'avatar') return AVATARS.find((a) => a.id === id) ?? null;
  if (kind === 'theme') return THEMES.find((t) => t.id === id) ?? null;
  return id === STREAK_FREEZE.id ? STREAK_FREEZE : null;
}
