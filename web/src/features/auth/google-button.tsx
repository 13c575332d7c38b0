import { useId, useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { FcGoogle } from 'react-icons/fc';
import { notify } from '../../lib/toaster';
import { useServices } from '../../lib/services';
import { useHydrated } from '../../lib/use-hydrated';
import { authErrorToast } from './auth-errors';

export const GOOGLE_BUTTON_LABEL = 'Continuar com Google';
export const GOOGLE_LOCAL_UNAVAILABLE = 'Indisponível no modo local (sem internet)';
/** A stage deployed without the Google secret signs in by e-mail only (docs/INFRA-NOTES.md §first-deploy). */
export const GOOGLE_NOT_CONFIGURED = 'Não ativado neste ambiente: entre com e-mail e senha';
const GOOGLE_HINT = 'Você entra pela página segura do Google';

/** The one line under the button: how Google sign-in works, or why it is unavailable here. */
export function googleHint(caps: { enabled: boolean; localMode: boolean }): string {
  if (caps.enabled) return GOOGLE_HINT;
  return caps.localMode ? GOOGLE_LOCAL_UNAVAILABLE : GOOGLE_NOT_CONFIGURED;
}

/**
 * Google sign-in: a redirect to the hosted UI on AWS; disabled, with the reason, locally. The
 * pre-rendered /auth cannot know the environment, so until hydration the button shows as
 * available; its one-line hint is always there, so the swap moves nothing (docs/ARCHITECTURE.md §prerender).
 */
export function GoogleButton() {
  const { auth } = useServices();
  const enabled = !useHydrated() || auth.googleEnabled;
  const [pending, setPending] = useState(false);
  const hintId = useId();

  async function start() {
    setPending(true);
    try {
      await auth.signInWithGoogle(); // leaves the page on success
    } catch (err) {
      const toast = authErrorToast(err, 'google');
      notify.error(toast.title, toast.description);
      setPending(false);
    }
  }

  return (
    <Stack gap="1">
      <Button
        type="button"
        variant="outline"
        colorPalette="gray"
        w="full"
        onClick={start}
        loading={pending}
        disabled={!enabled}
        aria-describedby={hintId}
      >
        <FcGoogle aria-hidden="true" /> {GOOGLE_BUTTON_LABEL}
      </Button>
      <Text id={hintId} fontSize="xs" color="fg.muted" textAlign="center" lineClamp={1}>
        {googleHint({ enabled, localMode: auth.localMode })}
      </Text>
    </Stack>
  );
}

export function OrDivider() {
  return (
    <Text fontSize="xs" color="fg.muted" textAlign="center" textTransform="uppercase" letterSpacing="wide">
      ou
    </Text>
  );
}
