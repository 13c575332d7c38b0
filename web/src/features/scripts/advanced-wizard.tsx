import { useEffect, useRef, type FormEvent } from 'react';
import { Button, Card, Heading, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { LuArrowLeft, LuArrowRight } from 'react-icons/lu';
import type { AdvancedMode } from '@shared/scripts/script-options';
import { AdvancedStepBody } from './advanced-steps';
import { ADVANCED_STEP_COUNT, STEP_TITLES, type AdvancedStep } from './creator-state';

/**
 * 'Roteiro avançado' (docs/PRODUCT.md §screens.criar, §flows.creator): six steps, a progress bar, 'Próximo' and
 * 'Voltar'. The step comes from the URL (docs/PRODUCT.md §flows.creator.urls); moving is the page's job.
 */
export function AdvancedWizard({
  step,
  generating,
  onGenerate,
  onNext,
  onBack,
}: {
  step: AdvancedStep;
  generating: AdvancedMode | null;
  onGenerate: (mode: AdvancedMode) => void;
  onNext: () => void;
  onBack: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // A new step starts at the top of the page, 'Passo N de 6' in view (the browser would keep the old step's
  // scroll), and its title takes the focus, so screen readers announce it.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    heading.current?.focus({ preventScroll: true });
  }, [step]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (step < ADVANCED_STEP_COUNT) onNext();
  }

  return (
    <Card.Root variant="outline" borderRadius="xl">
      <Card.Body>
        <Stack asChild gap="6">
          <form onSubmit={submit} noValidate>
            <Stack gap="2">
              <HStack justify="space-between" align="baseline">
                <Text fontSize="sm" fontWeight="medium" color="brand.fg">
                  Passo {step} de {ADVANCED_STEP_COUNT}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  Roteiro avançado
                </Text>
              </HStack>
              <Progress.Root
                value={(step / ADVANCED_STEP_COUNT) * 100}
                size="sm"
                colorPalette="brand"
                borderRadius="full"
              >
                <Progress.Label srOnly>Progresso do roteiro avançado</Progress.Label>
                <Progress.Track borderRadius="full">
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              <Heading as="h2" id="passo-titulo" ref={heading} tabIndex={-1} outline="none" size="lg" mt="2">
                {STEP_TITLES[step]}
              </Heading>
            </Stack>
            <AdvancedStepBody step={step} generating={generating} onGenerate={onGenerate} />
            <HStack justify="space-between">
              <Button type="button" variant="ghost" onClick={onBack} disabled={generating !== null}>
                <LuArrowLeft aria-hidden="true" /> Voltar
              </Button>
              {step < ADVANCED_STEP_COUNT ? (
                <Button type="submit">
                  Próximo <LuArrowRight aria-hidden="true" />
                </Button>
              ) : null}
            </HStack>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
