import type { ReactNode } from 'react';
import { Alert, Badge, Box, Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuCheck, LuCoins, LuLock } from 'react-icons/lu';
import {
  AVATARS,
  DEFAULT_THEME_ID,
  SHOP_LOW_COINS,
  STREAK_FREEZE,
  THEME_COST,
  THEMES,
  type ShopItemKind,
} from '@shared/hub/shop';
import { HUB_MESSAGES } from '@shared/hub/hub.schema';
import { THEME_PALETTES } from '../../app/theme-palettes';
import { coinsText } from './hub-format';

export interface OwnedItem {
  id: string;
  isActive: boolean;
}

export interface ShopTabProps {
  coins: number;
  avatars: readonly OwnedItem[];
  themes: readonly OwnedItem[];
  streakFreezes: number;
  maxStreakFreezes: number;
  /** The item whose purchase or activation is on its way ('avatar:lendario'). */
  pending: string | null;
  onBuy: (kind: ShopItemKind, id: string) => void;
  onActivate: (kind: 'avatar' | 'theme', id: string) => void;
}

export const itemKey = (kind: ShopItemKind, id: string) => `${kind}:${id}`;

/** Why a button is off: the coins still missing (docs/PRODUCT.md §credits.out: nothing offered that cannot be paid). */
const missing = (coins: number, cost: number) => (coins < cost ? `Faltam ${coinsText(cost - coins)}` : null);

/**
 * 'Loja' (docs/PRODUCT.md §screens.missao-influencer): the balance, the 10 avatars, the 5 themes, the
 * streak freeze and the banner under 300 coins. The server charges and decides; an item the balance
 * cannot pay for is offered disabled, with what is missing beside it.
 */
export function ShopTab({
  coins,
  avatars,
  themes,
  streakFreezes,
  maxStreakFreezes,
  pending,
  onBuy,
  onActivate,
}: ShopTabProps) {
  const owned = (list: readonly OwnedItem[], id: string) => list.find((o) => o.id === id);
  const activeTheme = themes.find((t) => t.isActive)?.id ?? DEFAULT_THEME_ID;
  return (
    <Stack gap="6">
      <HStack gap="2" fontSize="lg" fontWeight="semibold">
        <LuCoins aria-hidden="true" />
        <Text>
          Seu saldo: <span data-testid="loja-saldo">{coinsText(coins)}</span>
        </Text>
      </HStack>
      {coins < SHOP_LOW_COINS ? (
        <Alert.Root status="info" borderRadius="lg" data-testid="loja-poucas-moedas">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{HUB_MESSAGES.needMoreCoins}</Alert.Title>
            <Alert.Description>
              Complete as missões diárias para ganhar moedas e desbloquear avatares e temas. Cada tema custa{' '}
              {coinsText(THEME_COST)}.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}

      <Stack as="section" aria-labelledby="loja-avatares" gap="3">
        <Heading as="h2" size="lg" id="loja-avatares">
          Avatares
        </Heading>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3, xl: 5 }} gap="3">
          {AVATARS.map((avatar) => {
            const mine = owned(avatars, avatar.id);
            return (
              <ShopCard
                key={avatar.id}
                title={avatar.name}
                visual={
                  <Box fontSize="3xl" aria-hidden="true">
                    {avatar.emoji}
                  </Box>
                }
                cost={avatar.cost}
                coins={coins}
                state={mine ? (mine.isActive ? 'active' : 'owned') : 'locked'}
                pending={pending === itemKey('avatar', avatar.id)}
                busy={pending !== null}
                onBuy={() => onBuy('avatar', avatar.id)}
                onActivate={() => onActivate('avatar', avatar.id)}
              />
            );
          })}
        </SimpleGrid>
      </Stack>

      <Stack as="section" aria-labelledby="loja-temas" gap="3">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Heading as="h2" size="lg" id="loja-temas">
            Temas
          </Heading>
          {activeTheme !== DEFAULT_THEME_ID ? (
            <Button
              size="sm"
              variant="outline"
              loading={pending === itemKey('theme', DEFAULT_THEME_ID)}
              disabled={pending !== null}
              onClick={() => onActivate('theme', DEFAULT_THEME_ID)}
            >
              Voltar ao tema padrão
            </Button>
          ) : null}
        </HStack>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3, xl: 5 }} gap="3">
          {THEMES.map((theme) => {
            const mine = owned(themes, theme.id);
            return (
              <ShopCard
                key={theme.id}
                title={theme.name}
                visual={<ThemeSwatch id={theme.id} />}
                cost={theme.cost}
                coins={coins}
                state={mine ? (mine.isActive ? 'active' : 'owned') : 'locked'}
                pending={pending === itemKey('theme', theme.id)}
                busy={pending !== null}
                onBuy={() => onBuy('theme', theme.id)}
                onActivate={() => onActivate('theme', theme.id)}
              />
            );
          })}
        </SimpleGrid>
      </Stack>

      <Stack as="section" aria-labelledby="loja-protecao" gap="3">
        <Heading as="h2" size="lg" id="loja-protecao">
          Itens
        </Heading>
        <Box as="ul" listStyleType="none" maxW={{ sm: 'sm' }}>
          <ShopCard
            title={STREAK_FREEZE.name}
            visual={
              <Box fontSize="3xl" aria-hidden="true">
                {STREAK_FREEZE.emoji}
              </Box>
            }
            description={`Cobre um dia sem missões sem zerar seus Dias de Fogo. Você tem ${streakFreezes} de ${maxStreakFreezes}.`}
            cost={STREAK_FREEZE.cost}
            coins={coins}
            state={streakFreezes >= maxStreakFreezes ? 'full' : 'locked'}
            pending={pending === itemKey('streakFreeze', STREAK_FREEZE.id)}
            busy={pending !== null}
            onBuy={() => onBuy('streakFreeze', STREAK_FREEZE.id)}
          />
        </Box>
      </Stack>
    </Stack>
  );
}

function ThemeSwatch({ id }: { id: string }) {
  const shades = THEME_PALETTES[id] ?? [];
  return (
    <HStack gap="0" borderRadius="md" overflow="hidden" h="8" w="24" aria-hidden="true">
      {[2, 4, 6, 8].map((i) => (
        <Box key={i} flex="1" h="full" style={{ background: shades[i] }} />
      ))}
    </HStack>
  );
}

function ShopCard({
  title,
  visual,
  description,
  cost,
  coins,
  state,
  pending,
  busy,
  onBuy,
  onActivate,
}: {
  title: string;
  visual: ReactNode;
  description?: string;
  cost: number;
  coins: number;
  /** locked: not bought; owned: bought, inactive; active; full: as many as one may hold. */
  state: 'locked' | 'owned' | 'active' | 'full';
  pending: boolean;
  busy: boolean;
  onBuy: () => void;
  onActivate?: () => void;
}) {
  const short = missing(coins, cost);
  const reasonId = `falta-${title.replace(/\W+/g, '-')}`;
  return (
    <Card.Root
      as="li"
      variant="outline"
      borderColor={state === 'active' ? 'brand.solid' : undefined}
      borderWidth={state === 'active' ? '2px' : undefined}
    >
      <Card.Body gap="2">
        <HStack justify="space-between" align="flex-start">
          {visual}
          {state === 'active' ? (
            <Badge colorPalette="brand" variant="solid">
              <LuCheck aria-hidden="true" /> Ativo
            </Badge>
          ) : state === 'owned' ? (
            <Badge colorPalette="green" variant="subtle">
              Desbloqueado
            </Badge>
          ) : state === 'locked' ? (
            <Badge colorPalette="gray" variant="outline">
              <LuLock aria-hidden="true" /> Bloqueado
            </Badge>
          ) : null}
        </HStack>
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        {description ? (
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        ) : null}
        <Text fontSize="sm">{coinsText(cost)}</Text>
        {state === 'locked' ? (
          <>
            <Button
              size="sm"
              loading={pending}
              loadingText="Comprando…"
              disabled={!!short || busy}
              aria-describedby={short ? reasonId : undefined}
              aria-label={`Comprar ${title}`}
              onClick={onBuy}
            >
              Comprar
            </Button>
            {short ? (
              <Text id={reasonId} fontSize="xs" color="fg.muted">
                {short}
              </Text>
            ) : null}
          </>
        ) : state === 'owned' && onActivate ? (
          <Button
            size="sm"
            variant="outline"
            loading={pending}
            disabled={busy}
            aria-label={`Ativar ${title}`}
            onClick={onActivate}
          >
            Ativar
          </Button>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
