import type { NavigateFunction } from 'react-router-dom';
import { Button, Stack, Text } from '@chakra-ui/react';
import { notify, toaster } from '../../lib/toaster';
import { errorToast } from './script-text';

/**
 * Shows a failed call as a toast (docs/PRODUCT.md §messages.scripts). A 402 offers 'Ver Planos': the toaster lives
 * outside the router, so the button calls the router's navigate it was given.
 */
export function notifyScriptError(
  err: unknown,
  fallback: string,
  navigate: NavigateFunction,
  /** The subscription's renewal date: a 402 says when the credits come back. */
  creditsResetAt?: string | null,
): void {
  console.error('roteiros: falha', err);
  const toast = errorToast(err, fallback, creditsResetAt);
  if (!toast.offerPlans) {
    notify.error(toast.title, toast.description);
    return;
  }
  const id = toaster.create({
    type: 'error',
    title: toast.title,
    closable: true,
    duration: 10_000,
    description: (
      <Stack gap="2" align="flex-start">
        <Text>{toast.description}</Text>
        <Button
          size="xs"
          variant="solid"
          onClick={() => {
            toaster.dismiss(id);
            navigate('/planos');
          }}
        >
          Ver Planos
        </Button>
      </Stack>
    ),
  });
}
