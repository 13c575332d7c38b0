import { ensureTable, startDynamoLocal } from '../../../scripts/local/dynamo-local';

/** One in-memory DynamoDB Local for the whole integration run; tests use their own user ids. */
export default async function globalSetup(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const dynamo = await startDynamoLocal();
  process.env.TEST_DYNAMO_ENDPOINT = dynamo.endpoint;
  process.env.TEST_TABLE_NAME = 'viraliza-test';
  await ensureTable(dynamo.endpoint, process.env.TEST_TABLE_NAME);
  (globalThis as { __dynamo__?: typeof dynamo }).__dynamo__ = dynamo;
}
