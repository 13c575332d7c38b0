import { parseBillingConfig, type BillingConfig } from '../config';
import { getClock, getConfig, getDocumentClient } from './core';
import { DynamoBillingStore } from '../adapters/dynamo/billing-store.dynamo';
import { LocalPayments } from '../adapters/payments/local-payments';
import { LocalStripe } from '../adapters/payments/local-stripe';
import { StripePayments, type StripeKeys } from '../adapters/payments/stripe-payments';
import { ExtensionSecretReader } from '../adapters/secrets/secret-reader';
import type { BillingStore, Payments } from '../billing/ports';

/**
 * Billing's parts, built once per process on first use (docs/ARCHITECTURE.md §composition):
 * configuration alone picks Stripe (AWS: keys from Secrets Manager through the Lambda
 * extension) or the local simulation (docs/LOCAL-MODE.md §payments).
 */
export interface BillingDeps {
  payments: Payments;
  store: BillingStore;
  config: BillingConfig;
}

let current: BillingDeps | undefined;

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

export function makeBillingDeps(env: Record<string, string | undefined> = process.env): BillingDeps {
  const config = parseBillingConfig(env);
  const store = new DynamoBillingStore(getDocumentClient(), getConfig().tableName);
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
        clock: getClock(),
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

export function getBillingDeps(): BillingDeps {
  current ??= makeBillingDeps();
  return current;
}

/** Tests swap the set; nothing else should call this. */
export function setBillingDeps(deps: BillingDeps | undefined): void {
  current = deps;
}
