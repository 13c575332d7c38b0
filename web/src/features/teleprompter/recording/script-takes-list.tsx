import { useEffect, useState } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useAuthUser } from '../../auth/auth-store';
import { formatDuration } from './take-format';
import { readScriptTakes, takePace, type ScriptTake } from './script-takes';

/**
 * 'Suas tomadas neste aparelho' in a saved script's view (docs/PRODUCT.md §screens.teleprompter.captions):
 * each take recorded from this script on this device, with its duration and reading pace. Nothing
 * shows before the first take.
 */
export function ScriptTakesList({ scriptId }: { scriptId: string }) {
  const userId = useAuthUser()?.sub ?? null;
  const [takes, setTakes] = useState<ScriptTake[]>([]);
  useEffect(() => {
    setTakes(userId ? readScriptTakes(localStorage, userId, scriptId) : []);
  }, [userId, scriptId]);
  if (takes.length === 0) return null;
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        Suas tomadas neste aparelho
      </Heading>
      <Stack as="ul" gap="1" listStyleType="none" aria-label="Tomadas deste roteiro" fontSize="sm">
        {takes.map((t) => {
          const pace = takePace(t);
          return (
            <li key={t.takeId}>
              <Text>
                Tomada {t.number} · {formatDuration(t.durationMs)}
                {pace > 0 ? ` · ${pace} palavras/min` : ''}
              </Text>
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}
