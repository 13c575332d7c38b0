import { Box, HStack, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import { LuCoins, LuFlame, LuMedal, LuUserRound, LuZap } from 'react-icons/lu';
import type { ReactNode } from 'react';
import { pluralDays } from '@shared/format/format';
import { coinsText, xpText } from './hub-format';

export interface HubHeaderProps {
  avatar: { emoji: string; name: string } | null;
  streakDays: number;
  totalXp: number;
  totalCoins: number;
  league: { name: string; next: { name: string } | null; xpToNext: number | null };
}

function HeaderStat({
  icon,
  label,
  value,
  help,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  help?: string;
  testId: string;
}) {
  return (
    <Stat.Root borderWidth="1px" borderRadius="lg" p="3" minW="0">
      <Stat.Label>
        <HStack gap="1.5" color="fg.muted">
          {icon}
          {label}
        </HStack>
      </Stat.Label>
      <Stat.ValueText fontSize={{ base: 'lg', md: 'xl' }} overflowWrap="anywhere" data-testid={testId}>
        {value}
      </Stat.ValueText>
      {/* a <dd>: a <dl> holds only <dt> and <dd> */}
      {help ? <Stat.HelpText as="dd">{help}</Stat.HelpText> : null}
    </Stat.Root>
  );
}

/**
 * The hub's header (docs/PRODUCT.md §screens.missao-influencer): the active avatar, 'Dias de Fogo', the
 * total XP and coins, the league with the next one and how far it is. Every figure comes from the server.
 */
export function HubHeader({ avatar, streakDays, totalXp, totalCoins, league }: HubHeaderProps) {
  const nextLeague =
    league.next && league.xpToNext !== null
      ? `Próxima: ${league.next.name}, faltam ${xpText(league.xpToNext)}`
      : 'Liga máxima';
  return (
    <Box as="section" aria-label="Seu progresso">
      <HStack gap="4" align="stretch" flexDirection={{ base: 'column', md: 'row' }}>
        <HStack gap="3" borderWidth="1px" borderRadius="lg" p="3" bg="brand.subtle" minW={{ md: '52' }}>
          <Box
            aria-hidden="true"
            fontSize="3xl"
            lineHeight="1"
            w="14"
            h="14"
            display="flex"
            alignItems="center"
            justifyContent="center"
            borderRadius="full"
            bg="bg"
            borderWidth="2px"
            borderColor="brand.solid"
            flexShrink={0}
          >
            {/* an icon, not an emoji, when none is active: it draws the same on every system */}
            {avatar?.emoji ?? <LuUserRound />}
          </Box>
          <Box minW="0">
            <Text fontSize="sm" color="fg.muted">
              Avatar
            </Text>
            <Text fontWeight="semibold" data-testid="avatar-ativo">
              {avatar?.name ?? 'Nenhum avatar ativo'}
            </Text>
          </Box>
        </HStack>
        <SimpleGrid columns={{ base: 2, lg: 4 }} gap="3" flex="1">
          <HeaderStat
            icon={<LuFlame aria-hidden="true" />}
            label="Dias de Fogo"
            value={pluralDays(streakDays)}
            testId="hub-sequencia"
          />
          <HeaderStat icon={<LuZap aria-hidden="true" />} label="XP total" value={xpText(totalXp)} testId="hub-xp" />
          <HeaderStat
            icon={<LuCoins aria-hidden="true" />}
            label="Moedas"
            value={coinsText(totalCoins)}
            testId="hub-moedas"
          />
          <HeaderStat
            icon={<LuMedal aria-hidden="true" />}
            label="Liga"
            value={league.name}
            help={nextLeague}
            testId="hub-liga"
          />
        </SimpleGrid>
      </HStack>
    </Box>
  );
}
