import { Alert, Button } from '@chakra-ui/react';

/** A failed load with 'Tentar novamente' (the saved scripts, one script after a reload). */
export function LoadErrorAlert({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          <Button size="xs" variant="outline" mt="2" onClick={onRetry}>
            Tentar novamente
          </Button>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
