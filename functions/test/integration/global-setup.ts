import { ensureTable, startDynamoLocal } from '../../../scripts/local/dynamo-local';
// relative paths: jest's module mapper (@shared) does not apply to the global setup
import { MISSION_TEMPLATES } from '../../../shared/src/hub/mission-templates';
import { makeDocumentClient } from '../../src/adapters/dynamo/client';
import { seedMissionTemplates } from '../../src/adapters/dynamo/mission-template.entity';

/** One in-memory DynamoDB Local for the whole integration run; tests use their own user ids. */
export default async function globalSetup(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const dynamo = await startDynamoLocal();
  process.env.TEST_DYNAMO_ENDPOINT = dynamo.endpoint;
  process.env.TEST_TABLE_NAME = 'viraliza-test';
  await ensureTable(dynamo.endpoint, process.env.TEST_TABLE_NAME);
  // the table's seed rows (the hub's mission templates), as `npm start` and a deploy write them (docs/LOCAL-MODE.md §seed-data)
  await seedMissionTemplates(
    makeDocumentClient({ region: 'us-east-1', endpoint: dynamo.endpoint }),
    process.env.TEST_TABLE_NAME,
    MISSION_TEMPLATES,
  );
  (globalThis as { __dynamo__?: typeof dynamo }).__dynamo__ = dynamo;
}
