import * as z from 'zod/mini';
import { PAID_PLAN_IDS } from '../plans/plans';

/**
 * The billing API's contract (docs/PRODUCT.md §flows.checkout, §flows.cancellation): what the
 * web app sends to /api/billing/* and what it gets back, with the pt-BR messages of
 * docs/PRODUCT.md §messages.billing and §validation.subscription.
 */

/** Monthly (the default on /planos) or yearly (docs/PRODUCT.md §flows.billing-toggle). */
export const BILLING_INTERVALS = ['monthly', 'yearly'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** The longest cancellation feedback kept (ours). */
export const FEEDBACK_MAX_LENGTH = 2000;

/** The texts the billing routes answer with, verbatim (docs/PRODUCT.md §messages.billing, §messages.subscription). */
export const BILLING_MESSAGES = {
  checkoutFailed: 'Não foi possível iniciar o checkout. Tente novamente.',
  portalFailed: 'Não foi possível abrir o portal de gerenciamento.',
  cancelFailed: 'Erro ao cancelar assinatura. Tente novamente.',
  passwordCheckFailed: 'Erro ao validar senha. Tente novamente.',
  passwordRequired: 'Por favor, digite sua senha',
  wrongPasswordTitle: 'Senha incorreta',
  wrongPassword: 'A senha digitada está incorreta. Tente novamente.',
  notRenewing: 'Seu plano não será renovado',
  // Ours: the refusals that have no text in the old product.
  choosePlan: 'Escolha o plano Pro ou Enterprise.',
  chooseInterval: 'Escolha a cobrança mensal ou anual.',
  feedbackTooLong: `O comentário pode ter no máximo ${FEEDBACK_MAX_LENGTH} caracteres.`,
  alreadySubscribed: 'Você já tem uma assinatura ativa. Use "Gerenciar Assinatura" para mudar de plano.',
  noSubscription: 'Você não tem uma assinatura ativa.',
  noCustomer: 'Você ainda não tem uma assinatura para gerenciar.',
  alreadyRenewing: 'Sua assinatura já está ativa e será renovada.',
  renewFailed: 'Não foi possível renovar a assinatura. Tente novamente.',
  invalidSignature: 'Assinatura do webhook inválida.',
  eventConflict: 'Outro evento da mesma assinatura foi gravado ao mesmo tempo. Envie este de novo.',
} as const;

/** POST /api/billing/checkout: the plan and the billing interval; the server picks the price id. */
export const checkoutRequestSchema = /* @__PURE__ */ (() =>
  z.object({
    plan: z.enum(PAID_PLAN_IDS, { error: BILLING_MESSAGES.choosePlan }),
    interval: z.enum(BILLING_INTERVALS, { error: BILLING_MESSAGES.chooseInterval }),
  }))();
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** POST /api/billing/cancel: the password, checked again on the server, and the optional feedback text. */
export const cancelSubscriptionRequestSchema = /* @__PURE__ */ (() =>
  z.object({
    password: z
      .string({ error: BILLING_MESSAGES.passwordRequired })
      .check(z.minLength(1, BILLING_MESSAGES.passwordRequired), z.maxLength(256, 'Senha longa demais.')),
    feedback: z._default(
      z
        .string({ error: BILLING_MESSAGES.feedbackTooLong })
        .check(z.maxLength(FEEDBACK_MAX_LENGTH, BILLING_MESSAGES.feedbackTooLong)),
      '',
    ),
  }))();
export type CancelSubscriptionRequest = z.input<typeof cancelSubscriptionRequestSchema>;

/** What checkout and the portal answer: the page to open in a new tab. */
export const billingRedirectSchema = /* @__PURE__ */ (() => z.object({ url: z.string().check(z.minLength(1)) }))();
export type BillingRedirect = z.infer<typeof billingRedirectSchema>;
