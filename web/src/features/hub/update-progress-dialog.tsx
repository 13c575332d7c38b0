import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@chakra-ui/react';
import { formatInteger } from '@shared/format/format';
import { GOAL_PLATFORM_LABELS } from '@shared/hub/goals';
import { TextField } from '../../lib/form-field';
import { DialogDismissButton, DialogShell } from '../../ui/dialog-shell';
import type { GoalView } from './goal-view';

/** 'Atualizar Progresso' (docs/PRODUCT.md §defects item 4): records the goal's current value on the server. */
export function UpdateProgressDialog({
  goal,
  onClose,
  onSave,
  saving,
}: {
  goal: GoalView | null;
  onClose: () => void;
  onSave: (goal: GoalView, currentValue: number) => Promise<boolean>;
  saving: boolean;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState<GoalView | null>(null);
  // a goal opened: start from its current value
  if (goal && goal !== shown) {
    setShown(goal);
    setValue(String(goal.currentValue));
    setError(undefined);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!goal) return;
    if (!value.trim()) {
      setError('Digite quantos seguidores você tem hoje.');
      input.current?.focus();
      return;
    }
    if (await onSave(goal, Number(value))) onClose();
  }

  return (
    <DialogShell
      open={!!goal}
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      title="Atualizar Progresso"
      closeDisabled={saving}
      initialFocusEl={() => input.current}
      contentProps={{ mx: '4' }}
      form={{ onSubmit: submit, noValidate: true, 'aria-label': 'Atualizar Progresso' }}
      footer={
        <>
          <DialogDismissButton disabled={saving}>Cancelar</DialogDismissButton>
          <Button type="submit" loading={saving} loadingText="Salvando…">
            Salvar progresso
          </Button>
        </>
      }
    >
      <TextField
        ref={input}
        label="Seguidores atuais"
        required
        inputMode="numeric"
        value={value}
        onValueChange={(v) => {
          setValue(v.replace(/\D/g, ''));
          setError(undefined);
        }}
        error={error}
        helperText={
          goal
            ? `Meta: ${formatInteger(goal.targetValue)} seguidores no ${GOAL_PLATFORM_LABELS[goal.platform]}`
            : undefined
        }
      />
    </DialogShell>
  );
}
