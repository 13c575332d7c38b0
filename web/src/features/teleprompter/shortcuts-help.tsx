import { Box, Button, Kbd, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { LuKeyboard } from 'react-icons/lu';
import { SHORTCUTS } from './keyboard-shortcuts';

/** 'Atalhos': the keyboard map in pt-BR, one keyboard-reachable button away. */
export function ShortcutsHelp() {
  return (
    <Popover.Root positioning={{ placement: 'bottom-start' }}>
      <Popover.Trigger asChild>
        <Button variant="ghost" size="sm">
          <LuKeyboard aria-hidden="true" /> Atalhos
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="xs">
            <Popover.Arrow />
            <Popover.Body>
              <Popover.Title fontWeight="semibold" mb="2">
                Atalhos do teclado
              </Popover.Title>
              <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="2" fontSize="sm">
                {SHORTCUTS.map((s) => (
                  <Stack key={s.keys} display="contents">
                    <Box as="dt">
                      <Kbd>{s.keys}</Kbd>
                    </Box>
                    <Box as="dd">{s.action}</Box>
                  </Stack>
                ))}
              </Box>
              <Text fontSize="xs" color="fg.muted" mt="3">
                Valem na página, fora das caixas de texto.
              </Text>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
