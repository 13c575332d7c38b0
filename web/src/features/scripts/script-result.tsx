import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { LuFolderOpen, LuPlus, LuRefreshCw } from 'react-icons/lu';
import type { Script, ScriptRequest } from '@shared/scripts/script.schema';
import { AiEditDialog } from './ai-edit-dialog';
import { readRunning, type RunningGeneration } from '../generations/running-generation';
import { AI_EDIT_SCREEN } from './use-scripts';
import { creatorStore } from './creator-store';
import { CREATOR_PATHS } from './creator-routes';
import { ScriptPanel } from './script-panel';
import { GenerateBlockedNote, useGenerateBlocked } from './credits-status';
import { creditsLabel, generationCost, orderParts } from './script-text';

const REGENERATE_REASON_ID = 'outra-versao-motivo';

/**
 * The result view (docs/PRODUCT.md §screens.criar): one script, or a series as tabs 'Parte 1/2/3' with the same
 * actions each. The heading takes the focus when a new result appears. 'Gerar outra versão'
 * runs the same request again as a new generation, charged like the first (docs/PRODUCT.md §flows.script-view).
 */
export function ScriptResult({
  scripts,
  onOpenSaved,
  onRegenerate,
}: {
  scripts: Script[];
  onOpenSaved: () => void;
  /** Generates anew from `request` (the creator's generate flow); absent, no 'Gerar outra versão'. */
  onRegenerate?: (request: ScriptRequest) => void;
}) {
  const navigate = useNavigate();
  const parts = orderParts(scripts);
  const heading = useRef<HTMLHeadingElement>(null);
  const [tab, setTab] = useState(parts[0]?.id ?? '');
  const [editing, setEditing] = useState<Script | null>(null);
  const [resumeEdit, setResumeEdit] = useState<RunningGeneration | null>(null);
  const resultKey = parts.map((s) => s.id).join(',');

  // An AI edit of one of these scripts was running when the page reloaded: its dialog opens on its stream.
  useEffect(() => {
    const running = readRunning(AI_EDIT_SCREEN);
    const script = running && parts.find((s) => s.id === running.scriptId);
    if (!script) return;
    setResumeEdit(running);
    setEditing(script);
    // the scripts shown (resultKey) decide; `parts` is rebuilt every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resultKey]);
  const firstPartId = parts[0]?.id ?? '';

  useEffect(() => {
    setTab(firstPartId);
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    // Only a new set of scripts (resultKey) moves the focus, not an edit of the same ones.
  }, [resultKey, firstPartId]);

  const isSeries = parts.length > 1;
  const request = parts[0]?.request ?? null;
  // 'Gerar outra versão' is not offered to a balance that cannot pay for it (issue 27)
  const regenerateCost = generationCost(request?.mode ?? 'simple');
  const regenerateBlocked = useGenerateBlocked(regenerateCost);
  const aiEditing = editing ? (parts.find((s) => s.id === editing.id) ?? editing) : null;

  return (
    <Card.Root as="section" variant="elevated" borderRadius="xl" aria-labelledby="resultado-titulo">
      <Card.Body>
        <Stack gap="5">
          <HStack justify="space-between" align="flex-start" flexWrap="wrap" gap="3">
            <Stack gap="1">
              <Heading
                as="h2"
                size="xl"
                id="resultado-titulo"
                ref={heading}
                tabIndex={-1}
                outline="none"
                scrollMarginTop="20"
              >
                {isSeries ? 'Sua série de roteiros' : 'Seu roteiro'}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {isSeries ? `${parts.length} roteiros conectados, salvos em Meus Roteiros.` : 'Salvo em Meus Roteiros.'}
              </Text>
            </Stack>
            <HStack gap="2" flexWrap="wrap">
              {request && onRegenerate ? (
                <Button
                  variant="outline"
                  onClick={() => onRegenerate(request)}
                  disabled={!!regenerateBlocked}
                  aria-describedby={regenerateBlocked ? REGENERATE_REASON_ID : undefined}
                >
                  <LuRefreshCw aria-hidden="true" /> Gerar outra versão · {creditsLabel(regenerateCost)}
                </Button>
              ) : null}
              <Button variant="outline" aria-haspopup="dialog" onClick={onOpenSaved}>
                <LuFolderOpen aria-hidden="true" /> Meus Roteiros
              </Button>
              <Button
                variant="subtle"
                onClick={() => {
                  creatorStore.getState().startOver();
                  navigate(CREATOR_PATHS.choose);
                }}
              >
                <LuPlus aria-hidden="true" /> Criar Novo Roteiro
              </Button>
            </HStack>
            {request && onRegenerate ? <GenerateBlockedNote cost={regenerateCost} id={REGENERATE_REASON_ID} /> : null}
          </HStack>

          {isSeries ? (
            <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="enclosed" lazyMount={false}>
              <Tabs.List>
                {parts.map((script, index) => (
                  <Tabs.Trigger key={script.id} value={script.id}>
                    Parte {index + 1}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              {parts.map((script) => (
                <Tabs.Content key={script.id} value={script.id} pt="4">
                  <ScriptPanel script={script} onAiEdit={setEditing} />
                </Tabs.Content>
              ))}
            </Tabs.Root>
          ) : parts[0] ? (
            <ScriptPanel script={parts[0]} onAiEdit={setEditing} />
          ) : null}
        </Stack>
      </Card.Body>
      <AiEditDialog
        script={aiEditing}
        resume={resumeEdit}
        onClose={() => {
          setEditing(null);
          setResumeEdit(null);
        }}
      />
    </Card.Root>
  );
}
