import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { MissionTemplate } from '@shared/hub/mission-pick';
import type { PhaseNumber } from '@shared/hub/phases';
import { keys } from './keys';
import type { Item } from './table-io';

/**
 * The mission templates as seed rows (docs/DATA-MODEL.md, `mission template`: H17). The list lives in
 * shared/src/hub/mission-templates.ts; these rows are what the server reads. The local start and the
 * deploy's custom resource (infra/lib/constructs/mission-templates-seed.ts) both write exactly
 * `missionTemplateItem`'s rows, by key, so seeding again puts the same rows (docs/LOCAL-MODE.md §seed-data).
 * The list is passed in, never imported here: the hub's Lambdas bundle this file and stay without it.
 */
export const MISSION_TEMPLATE_TYPE = 'missionTemplate';

export function missionTemplateItem(t: MissionTemplate): Item {
  return {
    ...keys.missionTemplate(t.phase, t.id),
    type: MISSION_TEMPLATE_TYPE,
    id: t.id,
    phase: t.phase,
    title: t.title,
    description: t.description,
    xp: t.xp,
    coins: t.coins,
  };
}

/** Every seed row of the templates, in the list's order. */
export const missionTemplateItems = (templates: readonly MissionTemplate[]): Item[] =>
  templates.map(missionTemplateItem);

/** H17's key condition: the templates of one phase. */
export const templatesOfPhase = (phase: PhaseNumber) => ({
  KeyConditionExpression: 'pk = :pk',
  ExpressionAttributeValues: { ':pk': keys.missionTemplatePk(phase) },
});

const count = z.number().check(z.nonnegative());
const templateSchema = z.object({
  id: z.string(),
  phase: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  title: z.string(),
  description: z.string(),
  xp: count,
  coins: count,
});

export function toMissionTemplate(item: Item): MissionTemplate {
  const { id, phase, title, description, xp, coins } = templateSchema.parse(item);
  return { id, phase, title, description, xp, coins };
}

/** BatchWriteItem's most requests per call. */
export const BATCH_WRITE_MAX = 25;
const SEED_ATTEMPTS = 6;

/**
 * Puts the template rows (the local start's seeding, and the integration tests'): chunks of 25, each a
 * BatchWriteItem that resends what DynamoDB left unprocessed. Puts by key: a second run writes the
 * same rows, never a copy.
 */
export async function seedMissionTemplates(
  db: DynamoDBDocumentClient,
  tableName: string,
  templates: readonly MissionTemplate[],
): Promise<number> {
  const items = missionTemplateItems(templates);
  for (let i = 0; i < items.length; i += BATCH_WRITE_MAX) {
    let requests = items.slice(i, i + BATCH_WRITE_MAX).map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 1; requests.length > 0; attempt++) {
      if (attempt > SEED_ATTEMPTS) throw new Error(`${requests.length} mission templates left unprocessed`);
      const res = await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
      requests = (res.UnprocessedItems?.[tableName] ?? []) as typeof requests;
      if (requests.length > 0) await new Promise((r) => setTimeout(r, 2 ** attempt * 10));
    }
  }
  return items.length;
}
