import { COACH_GOAL_UNITS, type CoachFigures } from '@shared/hub/coach';
import { formatInteger } from '@shared/format/format';
import { makeRandom } from './prng';

/**
 * The hub coach's note without a model (docs/LOCAL-MODE.md §writer): three sentences built from the
 * user's own figures (what they did, where the week and the goal stand, the next step the weakest
 * figure asks for), the wording varied by the seed. Deterministic for a seed; the page labels it as
 * local mode by the note's writer.
 */
export function composeCoach(f: CoachFigures, seed: string): string {
  const r = makeRandom(seed);
  const n = formatInteger;
  const today = `${n(f.missionsCompletedToday)} de ${n(f.missionsToday)} missões`;
  const fire = `${n(f.streakDays)} ${f.streakDays === 1 ? 'Dia de Fogo' : 'Dias de Fogo'}`;
  const opening =
    f.trigger === 'day-complete'
      ? r.pick([
          `Dia fechado: ${today} concluídas e ${fire} na sequência.`,
          `Todas as missões de hoje feitas (${today}), e a sequência chega a ${fire}.`,
        ])
      : r.pick([
          `Bom registro no diário: hoje você concluiu ${today} e soma ${n(f.missionsLast7Days)} nos últimos 7 dias.`,
          `Anotado! Hoje foram ${today}, ${n(f.missionsLast7Days)} em 7 dias, com ${fire} na sequência.`,
        ]);
  const scripts =
    f.scriptsThisWeek === 0
      ? 'Nesta semana ainda não saiu nenhum roteiro'
      : `Nesta semana você já criou ${n(f.scriptsThisWeek)} ${f.scriptsThisWeek === 1 ? 'roteiro' : 'roteiros'}`;
  const goal = f.goal
    ? `sua meta está em ${n(f.goal.progress)}% (${n(f.goal.currentValue)} de ${n(f.goal.targetValue)} ${COACH_GOAL_UNITS[f.goal.type]})`
    : 'você ainda não tem uma meta criada';
  return [opening, `${scripts}, e ${goal}.`, nextStep(f, r.pick([0, 1]))].join(' ');
}

/** The next step the weakest figure asks for: no script this week, no streak, no goal, the goal's gap, else the streak. */
function nextStep(f: CoachFigures, variant: number): string {
  const n = formatInteger;
  if (f.scriptsThisWeek === 0)
    return variant
      ? 'Amanhã, crie 1 roteiro antes de gravar: é ele que transforma as missões em vídeo.'
      : 'Próximo passo: tire 20 minutos amanhã para criar o primeiro roteiro da semana.';
  if (f.streakDays === 0) return 'Amanhã, conclua pelo menos 1 missão para acender os Dias de Fogo de novo.';
  if (!f.goal) return 'Crie uma meta na aba Metas para o coach medir seu avanço a partir de amanhã.';
  if (f.goal.progress < 100) {
    const gap = f.goal.targetValue - f.goal.currentValue;
    return variant
      ? `Faltam ${n(gap)} ${COACH_GOAL_UNITS[f.goal.type]}: amanhã, poste um dos roteiros da semana e responda os comentários na primeira hora.`
      : `Para tirar os ${n(gap)} ${COACH_GOAL_UNITS[f.goal.type]} que faltam, publique amanhã e mantenha a sequência em ${n(f.streakDays + 1)} dias.`;
  }
  return `Meta batida: amanhã, mantenha o ritmo e leve a sequência a ${n(f.streakDays + 1)} dias.`;
}
