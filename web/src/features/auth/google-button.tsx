import { useId, useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { FcGoogle } from 'react-icons/fc';
import { notify } from '../../lib/toaster';
import { useServices } from '../../lib/services';
import { authErrorToast } from './auth-errors';

export const GOOGLE_BUTTON_LABEL = 'Continuar com Google';
export const GOOGLE_LOCAL_UNAVAILABLE = 'Login com Google indisponível no modo local (sem internet)';

/** Google sign-in: a redirect to the hosted UI on AWS; disabled, with the reason, locally. */
export function GoogleButton() {
  const { auth } = useServices();
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
        disabled={!auth.googleEnabled}
        aria-describedby={auth.googleEnabled ? undefined : hintId}
      >
        <FcGoogle aria-hidden="true" /> {GOOGLE_BUTTON_LABEL}
      </Button>
      {auth.googleEnabled ? null : (
        <Text id={hintId} fontSize="xs" color="fg.muted" textAlign="center">
          {auth.localMode ? GOOGLE_LOCAL_UNAVAILABLE : 'Login com Google indisponível neste ambiente'}
        </Text>
      )}
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
