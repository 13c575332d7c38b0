import fs from 'node:fs';
import path from 'node:path';
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { MISSION_TEMPLATES } from '@shared/hub/mission-templates';
import { PLANS, type PlanId } from '@shared/plans/plans';
import { addOneMonth } from '@shared/subscription/credits';
import { createAccount } from '../../functions/src/accounts/create-account';
import { makeDocumentClient } from '../../functions/src/adapters/dynamo/client';
import { seedMissionTemplates } from '../../functions/src/adapters/dynamo/mission-template.entity';
import type { Deps } from '../../functions/src/composition/core';
import { NEW_HUB_PROFILE } from '../../functions/src/hub/hub-view';
import type { HubStore } from '../../functions/src/hub/ports';

/** The demo accounts of local mode, one per plan. Printed at start; never created on AWS. */
interface SeededAccount {
  email: string;
  password: string;
  name: string;
  plan: PlanId;
  /** Coins the hub's profile starts with: a shop tour buys more than one day of missions pays. */
  hubCoins?: number;
}

export const DEMO_ACCOUNTS: readonly SeededAccount[] = [
  { email: 'gratuito@viraliza.demo', password: 'viraliza123', name: 'Ana Gratuito', plan: 'free' },
  { email: 'pro@viraliza.demo', password: 'viraliza123', name: 'Bruno Pro', plan: 'pro' },
  { email: 'enterprise@viraliza.demo', password: 'viraliza123', name: 'Carla Enterprise', plan: 'enterprise' },
];

/**
 * Extra Pro accounts for the browser tests only (SEED_E2E_ACCOUNTS=1, set by playwright.config.ts):
 * a spec that writes many scripts uses its own account, so it never drains the shared demo user's
 * generation rate limit (docs/PRODUCT.md §limits.rate) under another spec running in parallel.
 */
export const E2E_ACCOUNTS: readonly SeededAccount[] = [
  { email: 'biblioteca@viraliza.test', password: 'viraliza123', name: 'Bia Biblioteca', plan: 'pro' },
  // e2e/images.spec.ts: its own history and generation bucket
  { email: 'imagens@viraliza.test', password: 'viraliza123', name: 'Iara Imagens', plan: 'pro' },
  // the idea tools' specs (Ideias Virais, Viral Curto, Notícias, the idea job's reload): their charges take the same
  // generation bucket as a script's, so they stay off the demo Pro user the script specs share
  { email: 'ideias@viraliza.test', password: 'viraliza123', name: 'Ivo Ideias', plan: 'pro' },
  // e2e/scripts.spec.ts: eight tests that generate and edit, two at a time; on the demo Pro user, shared with the
  // other creator specs, its AI edit met the bucket's 429
  { email: 'roteiros@viraliza.test', password: 'viraliza123', name: 'Rita Roteiros', plan: 'pro' },
  // e2e/captions.spec.ts: generates the saved script its takes are read from, on phone and desktop at once
  { email: 'legendas@viraliza.test', password: 'viraliza123', name: 'Lia Legendas', plan: 'pro' },
  // e2e/hub.spec.ts: one account per screen size, each buying two avatars (100, 300) and a theme (300) on its first day
  { email: 'hub-celular@viraliza.test', password: 'viraliza123', name: 'Hugo Hub', plan: 'pro', hubCoins: 700 },
  { email: 'hub-desktop@viraliza.test', password: 'viraliza123', name: 'Helena Hub', plan: 'pro', hubCoins: 700 },
  // e2e/generation-resume.spec.ts: the one account the e2e server slows (OFFLINE_DELAY_ACCOUNTS in playwright.config.ts,
  // docs/LOCAL-MODE.md §writer.paced-accounts), so a reload lands mid-generation; Enterprise for the 20-minute script
  { email: 'ritmo@viraliza.test', password: 'viraliza123', name: 'Rui Ritmo', plan: 'enterprise' },
  // e2e/finder.spec.ts: its own searches and deep-search jobs, so the finder's per-user limits meet no other spec
  { email: 'finder@viraliza.test', password: 'viraliza123', name: 'Fábio Finder', plan: 'pro' },
];

/** The accounts seeded into a new data folder: the demo ones, plus the tests' own when asked. */
export function seededAccounts(env: NodeJS.ProcessEnv = process.env) {
  return env.SEED_E2E_ACCOUNTS === '1' ? [...DEMO_ACCOUNTS, ...E2E_ACCOUNTS] : DEMO_ACCOUNTS;
}

/**
 * Creates the demo users in cognito-local and gives each its profile and subscription,
 * once per data folder (a marker file under DATA_DIR remembers it).
 */
export async function seedDemoAccounts(opts: {
  cognitoEndpoint: string;
  userPoolId: string;
  dataDir: string;
  deps: Pick<Deps, 'accounts' | 'clock'>;
  /** The hub's store, for the accounts that start with coins. */
  hub?: Pick<HubStore, 'ensureProfile'>;
}): Promise<boolean> {
  const marker = path.join(opts.dataDir, 'seeded.json');
  if (fs.existsSync(marker)) return false;
  const cognito = new CognitoIdentityProviderClient({
    endpoint: opts.cognitoEndpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const accounts = seededAccounts();
    for (const demo of accounts) {
      try {
        await cognito.send(
          new AdminCreateUserCommand({
            UserPoolId: opts.userPoolId,
            Username: demo.email,
            MessageAction: 'SUPPRESS',
            UserAttributes: [
              { Name: 'email', Value: demo.email },
              { Name: 'email_verified', Value: 'true' },
              { Name: 'name', Value: demo.name },
            ],
          }),
        );
      } catch (err) {
        if (!(err instanceof UsernameExistsException) && (err as Error).name !== 'UsernameExistsException') throw err;
      }
      await cognito.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: opts.userPoolId,
          Username: demo.email,
          Password: demo.password,
          Permanent: true,
        }),
      );
      const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: opts.userPoolId, Username: demo.email }));
      const sub = user.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
      if (!sub) throw new Error(`cognito-local returned no sub for ${demo.email}`);
      // Admin-created users skip the post-confirmation trigger, as on AWS: run its use case here.
      await createAccount(opts.deps, { userId: sub, email: demo.email, name: demo.name, avatarUrl: null });
      if (demo.plan !== 'free') {
        const now = opts.deps.clock.now();
        const renews = addOneMonth(now).toISOString();
        const credits = PLANS[demo.plan].monthlyCredits;
        await opts.deps.accounts.putSubscription({
          userId: sub,
          plan: demo.plan,
          status: 'active',
          creditsRemaining: credits,
          creditsTotal: credits,
          creditsResetAt: renews,
          currentPeriodEnd: renews,
          updatedAt: now.toISOString(),
        });
      }
      if (demo.hubCoins && opts.hub) {
        await opts.hub.ensureProfile(sub, { ...NEW_HUB_PROFILE, totalCoins: demo.hubCoins }, opts.deps.clock.now());
      }
    }
    fs.writeFileSync(
      marker,
      JSON.stringify({ seededAt: new Date().toISOString(), accounts: accounts.map((a) => a.email) }, null, 2),
    );
    return true;
  } finally {
    cognito.destroy();
  }
}

/**
 * The table's seed data, at every start (docs/LOCAL-MODE.md §seed-data): the mission templates, put by
 * key, so a restart writes the same rows and a changed list in shared/ reaches an existing data folder.
 */
export async function seedTableData(endpoint: string, tableName: string): Promise<number> {
  return seedMissionTemplates(makeDocumentClient({ region: 'us-east-1', endpoint }), tableName, MISSION_TEMPLATES);
}
