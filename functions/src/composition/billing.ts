import { parseBillingConfig, type BillingConfig } from '../config';
import { clockOf, configOf, dbOf, onRoot, type Root } from './core';
import { DynamoBillingStore } from '../adapters/dynamo/billing-store.dynamo';
import { LocalPayments } from '../adapters/payments/local-payments';
import { LocalStripe } from '../adapters/payments/local-stripe';
import { StripePayments, type StripeKeys } from '../adapters/payments/stripe-payments';
import { ExtensionSecretReader } from '../adapters/secrets/secret-reader';
import type { BillingStore, Payments } from '../billing/ports';

/**
 * Billing's parts, built once per root on first use (docs/ARCHITECTURE.md §composition):
 * configuration alone picks Stripe (AWS: keys from Secrets Manager through the Lambda
 * extension) or the local simulation (docs/LOCAL-MODE.md §payments).
 */
export interface BillingParts {
  payments: Payments;
  store: BillingStore;
  config: BillingConfig;
}

/** The Stripe secret's JSON, refused loudly when a key is missing. */
export function parseStripeKeys(raw: string): StripeKeys {
  let parsed: Partial<StripeKeys>;
  try {
    parsed = JSON.parse(raw) as Partial<StripeKeys>;
  } catch {
    throw new Error('The Stripe secret is not JSON: expected { "secretKey": "sk_…", "webhookSecret": "whsec_…" }');
  }
  if (typeof parsed.secretKey !== 'string' || !parsed.secretKey.startsWith('sk_'))
    throw new Error('The Stripe secret has no secretKey (sk_…)');
  if (typeof parsed.webhookSecret !== 'string' || !parsed.webhookSecret.startsWith('whsec_'))
    throw new Error('The Stripe secret has no webhookSecret (whsec_…)');
  return { secretKey: parsed.secretKey, webhookSecret: parsed.webhookSecret };
}

export function makeBillingParts(root: Root, env: Record<string, string | undefined> = process.env): BillingParts {
  const config = parseBillingConfig(env);
  const store = new DynamoBillingStore(dbOf(root), configOf(root).tableName);
  const { provider } = config;
  if (provider.kind === 'local') {
    return {
      config,
      store,
      payments: new LocalPayments({
        stripe: new LocalStripe(provider.stateFile),
        prices: config.prices,
        webhookSecret: provider.webhookSecret,
        appUrl: config.appUrl,
        clock: clockOf(root),
      }),
    };
  }
  const secrets = new ExtensionSecretReader(env);
  return {
    config,
    store,
    payments: new StripePayments({
      prices: config.prices,
      keys: async () => parseStripeKeys(await secrets.get(provider.secretName)),
    }),
  };
}

/** The billing parts, built together once per root (one configuration read picks all three). */
export const billingOf = /* @__PURE__ */ onRoot((root) => makeBillingParts(root));
