import { Badge, Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { REMOTE_PATH } from '@shared/teleprompter/remote.schema';
import { QrCode } from '../../../lib/qr-code';
import { expiryLabel } from './remote-session';
import { useRemotePairing } from './use-remote-pairing';

/**
 * 'Controle remoto' (docs/PRODUCT.md §flows.teleprompter-remote): makes this tab's pairing code,
 * shows it as a QR code of `/remoto/<code>` and in big letters, and drives the teleprompter store
 * with the phone's commands while it is mounted. Mount it once on the teleprompter page.
 */
export function RemotePairingPanel() {
  const { pairing, status, connected, create } = useRemotePairing();
  const link = pairing ? `${window.location.origin}${REMOTE_PATH}/${pairing.code}` : null;

  return (
    <Card.Root as="section" variant="outline" borderRadius="xl" aria-labelledby="controle-remoto-titulo">
      <Card.Body>
        <Stack gap="4">
          <HStack justify="space-between" gap="3" wrap="wrap">
            <Heading as="h2" size="md" id="controle-remoto-titulo">
              Controle remoto
            </Heading>
            {pairing ? (
              <Badge colorPalette={connected ? 'green' : 'gray'} variant="subtle" role="status" aria-live="polite">
                {connected ? 'Celular conectado' : 'Aguardando o celular…'}
              </Badge>
            ) : null}
          </HStack>
          {pairing && link ? (
            <Stack gap="3" align={{ base: 'center', sm: 'flex-start' }}>
              <Text color="fg.muted" fontSize="sm">
                Aponte a câmera do celular para o código ou abra {window.location.host}
                {REMOTE_PATH} e digite:
              </Text>
              <HStack gap="5" align="center" wrap="wrap" justify="center">
                <Box p="2" bg="white" borderRadius="lg" borderWidth="1px">
                  <QrCode value={link} size={176} label={`QR code do controle remoto: ${link}`} />
                </Box>
                <Stack gap="1">
                  <Text fontSize="sm" color="fg.muted">
                    Código de pareamento
                  </Text>
                  <Text
                    fontFamily="mono"
                    fontSize="4xl"
                    fontWeight="bold"
                    letterSpacing="0.2em"
                    lineHeight="1"
                    data-testid="remote-code"
                  >
                    {pairing.code}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    Válido até {expiryLabel(pairing.expiresAt)}
                  </Text>
                </Stack>
              </HStack>
              <Button variant="outline" size="sm" onClick={() => void create()} loading={status === 'creating'}>
                Gerar novo código
              </Button>
            </Stack>
          ) : (
            <Stack gap="3" align="flex-start">
              <Text color="fg.muted">
                Use o celular para iniciar, pausar, mudar a velocidade e voltar uma linha enquanto grava.
              </Text>
              <Button onClick={() => void create()} loading={status === 'creating'} loadingText="Gerando código…">
                Gerar código
              </Button>
            </Stack>
          )}
          {status === 'failed' ? (
            <Text color="fg.error" role="alert">
              Não foi possível gerar o código. Tente de novo.
            </Text>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
