import { useRef, useState, type FormEvent } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { DEFAULT_GOAL_PLATFORM, GOAL_PLATFORM_LABELS, GOAL_PLATFORMS, type GoalPlatform } from '@shared/hub/goals';
import { HUB_MESSAGES } from '@shared/hub/hub.schema';
import { TextField } from '../../lib/form-field';
import { DialogDismissButton, DialogShell } from '../../ui/dialog-shell';
import { SelectField } from '../scripts/form-controls';

/** What the create dialog asks (docs/PRODUCT.md §validation.hub): the target and the deadline are required. */
export interface GoalDraft {
  targetValue: string;
  deadline: string;
  currentFollowers: string;
  platform: GoalPlatform;
}

const EMPTY_DRAFT: GoalDraft = { targetValue: '', deadline: '', currentFollowers: '', platform: DEFAULT_GOAL_PLATFORM };
const PLATFORM_OPTIONS = GOAL_PLATFORMS.map((value) => ({ value, label: GOAL_PLATFORM_LABELS[value] }));

/** Only digits (a pasted '10.000' is ten thousand). */
const digitsOnly = (text: string) => text.replace(/\D/g, '');

export function CreateGoalDialog({
  open,
  onClose,
  onCreate,
  creating,
  today,
}: {
  open: boolean;
  onClose: () => void;
  /** Resolves true once the server kept the goal. */
  onCreate: (draft: GoalDraft) => Promise<boolean>;
  creating: boolean;
  today: string;
}) {
  const [draft, setDraft] = useState<GoalDraft>(EMPTY_DRAFT);
  const [error, setError] = useState<string>();
  const target = useRef<HTMLInputElement>(null);
  const set = (patch: Partial<GoalDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setError(undefined);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft.targetValue.trim() || !draft.deadline) {
      setError(HUB_MESSAGES.goalRequired);
      target.current?.focus();
      return;
    }
    if (await onCreate(draft)) {
      setDraft(EMPTY_DRAFT);
      onClose();
    }
  }

  return (
    <DialogShell
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      title="Nova meta de seguidores"
      closeDisabled={creating}
      initialFocusEl={() => target.current}
      contentProps={{ mx: '4' }}
      form={{ onSubmit: submit, noValidate: true, 'aria-label': 'Nova meta' }}
      footer={
        <>
          <DialogDismissButton disabled={creating}>Cancelar</DialogDismissButton>
          <Button type="submit" loading={creating} loadingText="Criando…">
            Criar meta
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <TextField
          ref={target}
          label="Meta de seguidores"
          required
          inputMode="numeric"
          value={draft.targetValue}
          onValueChange={(v) => set({ targetValue: digitsOnly(v) })}
          placeholder="Ex.: 10000"
          error={error && !draft.targetValue.trim() ? error : undefined}
        />
        <TextField
          label="Prazo"
          required
          type="date"
          min={today}
          value={draft.deadline}
          onValueChange={(deadline) => set({ deadline })}
          error={error && !draft.deadline ? error : undefined}
        />
        <TextField
          label="Seguidores atuais (opcional)"
          inputMode="numeric"
          value={draft.currentFollowers}
          onValueChange={(v) => set({ currentFollowers: digitsOnly(v) })}
          placeholder="Ex.: 850"
          helperText="De onde a barra de progresso começa."
        />
        <SelectField
          label="Plataforma"
          value={draft.platform}
          options={PLATFORM_OPTIONS}
          onValueChange={(platform) => set({ platform })}
        />
        {error ? (
          <Text role="alert" color="fg.error" fontSize="sm">
            {error}
          </Text>
        ) : null}
      </Stack>
    </DialogShell>
  );
}
