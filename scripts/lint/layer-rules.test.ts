/**
 * Proves the layer rules of eslint.config.mjs can fail: each fixture import is linted as if it
 * lived at the given path, and must be refused (or, for the controls, allowed).
 */
import { expectRule, type LintCase as Case } from './test-support';

const RULE = '@typescript-eslint/no-restricted-imports';

const refused: Array<[string, Case]> = [
  [
    'the AWS SDK in shared/',
    { file: 'shared/src/scripts/fixture.ts', code: "export { DynamoDBClient } from '@aws-sdk/client-dynamodb';" },
  ],
  [
    'a Node built-in in shared/',
    { file: 'shared/src/scripts/fixture.ts', code: "export { readFileSync } from 'node:fs';" },
  ],
  ['a bare Node built-in in shared/', { file: 'shared/src/plans/fixture.ts', code: "export { join } from 'path';" }],
  ['React in shared/', { file: 'shared/src/format/fixture.ts', code: "export { useState } from 'react';" }],
  [
    "the repository's scripts/ from shared/",
    { file: 'shared/src/news/fixture.ts', code: "export { startLocal } from '../../../scripts/local/start';" },
  ],
  [
    'functions/ from shared/',
    { file: 'shared/src/access/fixture.ts', code: "export { HTTP_ROUTES } from '../../../functions/src/routes';" },
  ],
  [
    'the AWS SDK in a use case',
    {
      file: 'functions/src/scripts/fixture-use-case.ts',
      code: "export { DynamoDBClient } from '@aws-sdk/client-dynamodb';",
    },
  ],
  [
    'the AWS SDK in the core',
    {
      file: 'functions/src/core/fixture.ts',
      code: "import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';\nexport type X = DynamoDBClient;",
    },
  ],
  [
    'Stripe in a use case (billing talks to the Payments port)',
    {
      file: 'functions/src/billing/fixture-use-case.ts',
      code: "import type Stripe from 'stripe';\nexport type X = Stripe.Subscription;",
    },
  ],
  [
    'Lambda types in a use case',
    {
      file: 'functions/src/scripts/fixture-use-case.ts',
      code: "import type { Context } from 'aws-lambda';\nexport type X = Context;",
    },
  ],
  [
    'Powertools in a use case (it logs through the Logger port)',
    {
      file: 'functions/src/scripts/fixture-use-case.ts',
      code: "export { Logger } from '@aws-lambda-powertools/logger';",
    },
  ],
  [
    'an adapter in a use case',
    {
      file: 'functions/src/scripts/fixture-use-case.ts',
      code: "export { DynamoScriptStore } from '../adapters/dynamo/script-store.dynamo';",
    },
  ],
  [
    'an entry left in its feature folder, below composition/ (docs/ARCHITECTURE.md §functions-floors)',
    { file: 'functions/src/scripts/fixture.handler.ts', code: "export { getDeps } from '../composition/core';" },
  ],
  [
    'the composition root in a use case',
    { file: 'functions/src/jobs/fixture-use-case.ts', code: "export { getDeps } from '../composition/core';" },
  ],
  [
    "another feature's use case (features meet through ports: docs/ARCHITECTURE.md §functions-floors)",
    { file: 'functions/src/news/fixture.ts', code: "export { failGeneration } from '../scripts/generate-script';" },
  ],
  [
    "another feature's domain code from a feature's subfolder",
    {
      file: 'functions/src/viral-short/prompts/fixture.ts',
      code: "import type { ScriptContext } from '../../scripts/script-context';\nexport type X = ScriptContext;",
    },
  ],
  [
    "a feature from the generations' shared floor",
    { file: 'functions/src/generation/fixture.ts', code: "export { listScripts } from '../scripts/manage-scripts';" },
  ],
  [
    "the idea tools' flow from the generations' shared floor",
    {
      file: 'functions/src/generation/fixture.ts',
      code: "export { saveIdeaScript } from '../ideas/save-idea-script';",
    },
  ],
  [
    "an idea tool from the idea tools' flow",
    { file: 'functions/src/ideas/fixture.ts', code: "export { generateNews } from '../news/generate-news';" },
  ],
  [
    "the generations' shared floor from the core",
    { file: 'functions/src/core/fixture.ts', code: "export { newScriptId } from '../generation/script-id';" },
  ],
  [
    'the composition root in a top-level module of functions/src',
    { file: 'functions/src/fixture.ts', code: "export { getDeps } from './composition/core';" },
  ],
  [
    'a use case in an adapter',
    {
      file: 'functions/src/adapters/dynamo/fixture.ts',
      code: "export { generateScript } from '../../scripts/generate-script';",
    },
  ],
  [
    "a feature's domain rules in an adapter (only its ports and errors)",
    {
      file: 'functions/src/adapters/payments/fixture.ts',
      code: "export { isLive } from '../../billing/billing-state';",
    },
  ],
  [
    'the composition root in an adapter',
    { file: 'functions/src/adapters/text/fixture.ts', code: "export { getConfig } from '../../composition/core';" },
  ],
  [
    'functions/ from web/',
    {
      file: 'web/src/features/scripts/fixture.tsx',
      code: "export { HTTP_ROUTES } from '../../../../functions/src/routes';",
    },
  ],
  [
    'the tooling scripts/ from shared/',
    { file: 'shared/src/access/fixture.ts', code: "export { seed } from '../../../scripts/local/seed';" },
  ],
  [
    "the repository's scripts/ from shared/",
    { file: 'shared/src/viral-short/fixture.ts', code: "export { x } from '../../../scripts/lint/fixture';" },
  ],
  [
    'infra/ from web/',
    { file: 'web/src/lib/fixture.ts', code: "export { Api } from '../../../infra/lib/constructs/api';" },
  ],
  [
    'a feature from the UI kit',
    {
      file: 'web/src/ui/fixture.tsx',
      code: "export { useSubscription } from '../features/subscription/use-subscription';",
    },
  ],
  ['the app from the UI kit', { file: 'web/src/ui/fixture.tsx', code: "export { system } from '../app/theme';" }],
  [
    'functions/ from the UI kit',
    { file: 'web/src/ui/fixture.tsx', code: "export { HTTP_ROUTES } from '../../../functions/src/routes';" },
  ],
];

const allowed: Array<[string, Case]> = [
  ['zod in shared/', { file: 'shared/src/scripts/fixture.ts', code: "export { object } from 'zod/mini';" }],
  [
    "shared/'s own scripts contract from another shared feature",
    { file: 'shared/src/viral-questions/fixture.ts', code: "export { WRITERS } from '../scripts/script.schema';" },
  ],
  [
    'the script contract from another feature of shared/',
    { file: 'shared/src/news/fixture.ts', code: "export { scriptSchema } from '../scripts/script.schema';" },
  ],
  [
    'the AWS SDK in an adapter',
    {
      file: 'functions/src/adapters/dynamo/fixture.ts',
      code: "export { DynamoDBClient } from '@aws-sdk/client-dynamodb';",
    },
  ],
  [
    'Stripe in the payments adapter',
    {
      file: 'functions/src/adapters/payments/fixture.ts',
      code: "import type Stripe from 'stripe';\nexport type X = Stripe.Subscription;",
    },
  ],
  [
    'Lambda types in a handler entry',
    {
      file: 'functions/src/handlers/scripts/fixture.handler.ts',
      code: "import type { Context } from 'aws-lambda';\nexport type X = Context;",
    },
  ],
  [
    "a feature's ports and errors in an adapter",
    {
      file: 'functions/src/adapters/payments/fixture.ts',
      code: "export { madeBefore } from '../../billing/ports';\nexport { InvalidWebhookError } from '../../billing/billing-errors';",
    },
  ],
  [
    "a feature's type in an adapter",
    {
      file: 'functions/src/adapters/text/fixture.ts',
      code: "import type { ViralShortInput } from '../../viral-short/transcript';\nexport type X = ViralShortInput;",
    },
  ],
  [
    "another feature's ports and errors in a feature",
    {
      file: 'functions/src/images/fixture.ts',
      code: "import type { AccountStandings } from '../accounts/ports';\nexport type X = AccountStandings;\nexport { ACCOUNT_REVOKED_MESSAGE } from '../accounts/account-errors';",
    },
  ],
  [
    "the generations' shared floor in a feature",
    { file: 'functions/src/images/fixture.ts', code: "export { ScriptStream } from '../generation/script-stream';" },
  ],
  [
    "the idea tools' flow in an idea tool's subfolder",
    {
      file: 'functions/src/news/prompts/fixture.ts',
      code: "import type { RepairNote } from '../../ideas/generate-structured';\nexport type X = RepairNote;",
    },
  ],
  [
    "a feature's own modules",
    { file: 'functions/src/scripts/fixture.ts', code: "export { storedFieldsFor } from './script-fields';" },
  ],
  [
    'an adapter in the composition root',
    {
      file: 'functions/src/composition/fixture.ts',
      code: "export { DynamoScriptStore } from '../adapters/dynamo/script-store.dynamo';",
    },
  ],
  [
    'a port in a use case',
    { file: 'functions/src/scripts/fixture-use-case.ts', code: "export type { Clock } from '../core/ports';" },
  ],
  [
    "shared's own scripts/ contract from another shared folder",
    { file: 'shared/src/viral-short/fixture.ts', code: "export { WRITERS } from '../scripts/script.schema';" },
  ],
  ['shared/ from web/', { file: 'web/src/lib/fixture.ts', code: "export { PLAN_IDS } from '@shared/plans/plans';" }],
  [
    'shared/ from the UI kit',
    { file: 'web/src/ui/fixture.tsx', code: "export { formatInteger } from '@shared/format/format';" },
  ],
  [
    'the UI kit from a feature',
    { file: 'web/src/features/images/fixture.tsx', code: "export { SectionCard } from '../../ui/section-card';" },
  ],
];

describe('layer lint (eslint.config.mjs)', () => {
  expectRule(RULE, refused, allowed);
});
