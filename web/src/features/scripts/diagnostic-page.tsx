import { useState } from 'react';
import { Badge, Box, Button, Card, Center, Heading, HStack, Icon, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuCircleCheck, LuCircleDashed, LuCircleX, LuPlay } from 'react-icons/lu';
import { MAX_OUTPUT_TOKENS } from '@shared/scripts/script.schema';
import { formatInteger } from '@shared/format/format';
import { CREDIT_COSTS } from '@shared/plans/plans';
import { useServices } from '../../lib/services';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DIAGNOSTIC_CHECKS, type DiagnosticContext } from './diagnostic-checks';
import {
  initialSteps,
  runDiagnostics,
  STATUS_TEXT,
  type DiagnosticStatus,
  type DiagnosticStepState,
} from './diagnostic-steps';

const STATUS_COLOR: Record<DiagnosticStatus, string> = {
  pending: 'gray',
  running: 'blue',
  success: 'green',
  error: 'red',
};

function StatusIcon({ status }: { status: DiagnosticStatus }) {
  if (status === 'running') return <Spinner size="sm" color="blue.fg" />;
  const icon = status === 'success' ? LuCircleCheck : status === 'error' ? LuCircleX : LuCircleDashed;
  return <Icon as={icon} boxSize="5" color={`${STATUS_COLOR[status]}.500`} aria-hidden="true" />;
}

/** 'Diagnóstico da Aba Criar' (docs/PRODUCT.md §screens.diagnostico-criar): five real checks with their status. */
export default function DiagnosticPage() {
  useDocumentTitle('Diagnóstico da Aba Criar');
  const { api, auth } = useServices();
  const [steps, setSteps] = useState<DiagnosticStepState[]>(() => initialSteps(DIAGNOSTIC_CHECKS));
  const [running, setRunning] = useState(false);
  const finished = !running && steps.every((s) => s.status === 'success' || s.status === 'error');
  const failures = steps.filter((s) => s.status === 'error').length;

  async function start() {
    setRunning(true);
    const context: DiagnosticContext = { api, auth };
    try {
      await runDiagnostics(DIAGNOSTIC_CHECKS, context, setSteps);
    } finally {
      setRunning(false);
    }
  }

  return (
    <Stack gap="6" maxW="3xl" mx="auto" w="full">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          Diagnóstico da Aba Criar
        </Heading>
        <Text color="fg.muted">Verifica, passo a passo, tudo o que a geração de roteiros precisa para funcionar.</Text>
      </Stack>

      <Card.Root variant="outline" borderRadius="xl">
        <Card.Body>
          <Stack gap="5">
            <List.Root as="ol" variant="plain" gap="3" aria-live="polite" aria-label="Etapas do diagnóstico">
              {steps.map((step, index) => (
                <List.Item
                  key={step.id}
                  alignItems="flex-start"
                  gap="3"
                  p="3"
                  borderWidth="1px"
                  borderRadius="lg"
                  bg={step.status === 'error' ? 'red.subtle' : undefined}
                >
                  <Center boxSize="6" flexShrink={0}>
                    <StatusIcon status={step.status} />
                  </Center>
                  <Box flex="1">
                    <HStack justify="space-between" gap="3">
                      <Text fontWeight="medium">
                        {index + 1}. {step.label}
                      </Text>
                      <Badge colorPalette={STATUS_COLOR[step.status]} variant="subtle">
                        {STATUS_TEXT[step.status]}
                      </Badge>
                    </HStack>
                    {step.detail ? (
                      <Text fontSize="sm" color="fg.muted" mt="1">
                        {step.detail}
                      </Text>
                    ) : null}
                  </Box>
                </List.Item>
              ))}
            </List.Root>
            {finished ? (
              <Text role="status" fontWeight="medium" color={failures ? 'red.fg' : 'green.fg'}>
                {failures
                  ? `Diagnóstico concluído com ${failures} ${failures === 1 ? 'erro' : 'erros'}.`
                  : 'Tudo certo! A aba Criar está pronta para gerar roteiros.'}
              </Text>
            ) : null}
            <Button
              onClick={() => void start()}
              loading={running}
              loadingText="Executando diagnóstico…"
              alignSelf="flex-start"
            >
              <LuPlay aria-hidden="true" /> {finished ? 'Executar novamente' : 'Iniciar diagnóstico'}
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>

      <Box borderWidth="1px" borderRadius="xl" p="5" bg="bg.subtle">
        <Heading as="h2" size="sm" mb="2">
          Bom saber
        </Heading>
        <List.Root gap="1" fontSize="sm" color="fg.muted" ps="4">
          <List.Item>Cada roteiro consome {formatInteger(CREDIT_COSTS.script)} créditos.</List.Item>
          <List.Item>O modelo de texto tem limite de {MAX_OUTPUT_TOKENS} tokens por geração.</List.Item>
        </List.Root>
      </Box>
    </Stack>
  );
}
