import { formatInteger } from '@shared/format/format';
import { CREDIT_COSTS, planDisplayName } from '@shared/plans/plans';
import * as subscriptionApi from '@shared/subscription/subscription.api';
import type { Subscription } from '@shared/subscription/subscription.schema';
import type { ApiClient } from '../../lib/api-client';
import type { AuthService } from '../auth/auth-service';
import type { DiagnosticCheck } from './diagnostic-steps';
import { diagnoseModel, diagnoseRoundTrip } from './scripts-api';
import { creditsLabel, writerLabel } from './script-text';

export interface DiagnosticContext {
  auth: Pick<AuthService, 'currentSession'>;
  api: ApiClient;
  /** Filled by the subscription step for the credits step. */
  subscription?: Subscription | null;
}

const ms = (n: number) => `${formatInteger(Math.round(n))} ms`;

/** The five real checks of /diagnostico-criar, in order. */
export const DIAGNOSTIC_CHECKS: readonly DiagnosticCheck<DiagnosticContext>[] = [
  {
    id: 'sessao',
    label: 'Sessão ativa',
    run: async ({ auth }) => {
      const session = await auth.currentSession();
      if (!session) throw new Error('Nenhuma sessão encontrada. Entre novamente.');
      return `Conectado como ${session.user.email}`;
    },
  },
  {
    id: 'assinatura',
    label: 'Assinatura encontrada',
    run: async (ctx) => {
      ctx.subscription = await ctx.api.call(subscriptionApi.get);
      return `Plano ${planDisplayName(ctx.subscription.plan)}`;
    },
  },
  {
    id: 'creditos',
    label: 'Créditos suficientes',
    run: async ({ subscription }) => {
      if (!subscription) throw new Error('Sem assinatura, não há créditos para conferir.');
      const left = `${creditsLabel(subscription.creditsRemaining)} disponíveis`;
      if (subscription.creditsRemaining < CREDIT_COSTS.script)
        throw new Error(`${left}; são necessários ${creditsLabel(CREDIT_COSTS.script)} por roteiro.`);
      return left;
    },
  },
  {
    id: 'modelo',
    label: 'Modelo de texto respondendo',
    run: async ({ api }) => {
      const result = await diagnoseModel(api);
      const detail = `${writerLabel(result.writer)} · ${ms(result.latencyMs)}`;
      if (!result.ok) throw new Error(`${detail}: o modelo não respondeu como esperado.`);
      return detail;
    },
  },
  {
    id: 'gravacao',
    label: 'Roteiro gravado e lido de volta',
    run: async ({ api }) => {
      const result = await diagnoseRoundTrip(api);
      if (!result.ok) throw new Error(`O roteiro de teste não voltou igual (${ms(result.latencyMs)}).`);
      return `Gravado e lido em ${ms(result.latencyMs)}`;
    },
  },
];
