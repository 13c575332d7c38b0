import { useId } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { dayText, xpText } from './hub-format';

export interface XpDay {
  day: string;
  xp: number;
}

const WIDTH = 300;
const HEIGHT = 80;
const GAP = 2;

/** The bars' geometry in a WIDTH×HEIGHT box: a day without XP keeps a 1-unit stub, so the 30 days read as a row. */
export function xpBars(days: readonly XpDay[]): Array<XpDay & { x: number; width: number; height: number }> {
  const max = Math.max(1, ...days.map((d) => d.xp));
  const width = days.length ? WIDTH / days.length - GAP : 0;
  return days.map((d, i) => ({
    ...d,
    x: i * (width + GAP),
    width,
    height: d.xp > 0 ? Math.max(2, (d.xp / max) * HEIGHT) : 1,
  }));
}

/** What the chart says to a screen reader: the total and the best day. */
export function xpSummary(days: readonly XpDay[]): string {
  const total = days.reduce((sum, d) => sum + d.xp, 0);
  if (total === 0) return `Nenhum XP nos últimos ${days.length} dias`;
  const best = days.reduce((a, b) => (b.xp > a.xp ? b : a));
  return `${xpText(total)} nos últimos ${days.length} dias; melhor dia ${dayText(best.day)}, com ${xpText(best.xp)}`;
}

/**
 * XP per day over the last 30 days (issue 31), a plain SVG: one bar a day, the oldest first, in the
 * theme's brand colour; each bar's title gives its day and XP to a pointer.
 */
export function XpChart({ days }: { days: readonly XpDay[] }) {
  const summaryId = useId();
  return (
    <Box>
      <svg
        role="img"
        aria-labelledby={summaryId}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        width="100%"
        height={HEIGHT}
        style={{ display: 'block' }}
        data-testid="grafico-xp"
      >
        {xpBars(days).map((bar) => (
          <rect
            key={bar.day}
            x={bar.x}
            y={HEIGHT - bar.height}
            width={bar.width}
            height={bar.height}
            rx={1}
            // the theme's tokens as CSS variables: an active theme recolours the bars
            fill={bar.xp > 0 ? 'var(--chakra-colors-brand-solid)' : 'var(--chakra-colors-border)'}
          >
            <title>{`${dayText(bar.day)}: ${xpText(bar.xp)}`}</title>
          </rect>
        ))}
      </svg>
      <Text id={summaryId} fontSize="xs" color="fg.muted" mt="1">
        {xpSummary(days)}
      </Text>
    </Box>
  );
}
