import { Badge, Box, Heading, HStack, IconButton, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight, LuFlame } from 'react-icons/lu';
import { monthGrid, WEEKDAY_HEADERS } from '@shared/hub/hub-day';
import { dayLabel, dayState, monthLabel, weekdayName, type DayTally } from './calendar-grid';

export interface CalendarTabProps {
  month: string;
  /** The month's tallies by 'yyyy-MM-dd'; undefined while loading. */
  days: Readonly<Record<string, DayTally>> | undefined;
  today: string;
  onMonthChange: (delta: -1 | 1) => void;
}

/**
 * 'Calendário' (docs/PRODUCT.md §screens.missao-influencer): the month from Sunday, each day's
 * completed/total, the fire when all were done, 'Hoje' on today while it has no missions, and the
 * previous and next months.
 */
export function CalendarTab({ month, days, today, onMonthChange }: CalendarTabProps) {
  const weeks = monthGrid(month);
  return (
    <Stack gap="4" as="section" aria-labelledby="calendario-mes">
      <HStack justify="space-between" gap="2">
        <IconButton variant="outline" size="sm" aria-label="Mês anterior" onClick={() => onMonthChange(-1)}>
          <LuChevronLeft />
        </IconButton>
        <Heading as="h2" size="lg" id="calendario-mes" aria-live="polite" textTransform="capitalize" textAlign="center">
          {monthLabel(month)}
        </Heading>
        <IconButton variant="outline" size="sm" aria-label="Próximo mês" onClick={() => onMonthChange(1)}>
          <LuChevronRight />
        </IconButton>
      </HStack>
      <Table.Root size="sm" tableLayout="fixed" w="full" aria-labelledby="calendario-mes" aria-busy={!days}>
        <Table.Header>
          <Table.Row>
            {WEEKDAY_HEADERS.map((short, i) => (
              <Table.ColumnHeader key={short} textAlign="center" px="0" abbr={weekdayName(i)}>
                {short}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {weeks.map((week, w) => (
            <Table.Row key={w}>
              {week.map((date, i) =>
                date ? (
                  <DayCell key={date} date={date} tally={days?.[date]} today={today} loading={!days} />
                ) : (
                  <Table.Cell key={`vazio-${i}`} px="0" />
                ),
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <HStack gap="4" fontSize="xs" color="fg.muted" flexWrap="wrap">
        <HStack gap="1">
          <LuFlame aria-hidden="true" color="var(--chakra-colors-orange-fg)" /> todas as missões concluídas
        </HStack>
        <Text>concluídas/total de cada dia</Text>
      </HStack>
    </Stack>
  );
}

function DayCell({
  date,
  tally,
  today,
  loading,
}: {
  date: string;
  tally: DayTally | undefined;
  today: string;
  loading: boolean;
}) {
  const isToday = date === today;
  const state = dayState(tally, isToday);
  const spoken = [
    dayLabel(date),
    isToday ? 'hoje' : null,
    state.tally ? `${state.tally} missões concluídas` : null,
    state.allDone ? 'todas concluídas' : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Table.Cell px="0.5" py="1" verticalAlign="top" data-dia={date} aria-current={isToday ? 'date' : undefined}>
      <Box
        aria-label={spoken}
        role="group"
        minH="14"
        borderRadius="md"
        borderWidth={isToday ? '2px' : '1px'}
        borderColor={isToday ? 'brand.solid' : 'border'}
        bg={state.allDone ? 'orange.subtle' : undefined}
        p="1"
        textAlign="center"
        overflow="hidden"
      >
        <Text fontSize="sm" fontWeight={isToday ? 'bold' : 'normal'} aria-hidden="true">
          {Number(date.slice(8))}
        </Text>
        {loading ? (
          <Skeleton h="3" mt="1" />
        ) : (
          <Stack gap="0" align="center" aria-hidden="true">
            {state.tally ? (
              <HStack gap="0.5" fontSize="xs" justify="center">
                {state.allDone ? <LuFlame color="var(--chakra-colors-orange-fg)" /> : null}
                <Text as="span">{state.tally}</Text>
              </HStack>
            ) : null}
            {state.todayBadge ? (
              <Badge size="xs" colorPalette="brand" variant="solid" px="1">
                Hoje
              </Badge>
            ) : null}
          </Stack>
        )}
      </Box>
    </Table.Cell>
  );
}
