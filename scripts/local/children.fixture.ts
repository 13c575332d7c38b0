/**
 * For scripts/local/children.test.ts: starts DynamoDB Local and cognito-local as `npm start` does,
 * records them under DATA_DIR, prints every pid as one JSON line and waits to be killed.
 */
import path from 'node:path';
import { startDynamoLocal } from './dynamo-local';
import { startCognitoLocal } from './cognito-local';
import { recordChildrenIn } from './child-process';
import { claimRecord, readRecord } from './process-record';

async function main(): Promise<void> {
  const dataDir = process.env.DATA_DIR!;
  const recordFile = path.join(dataDir, 'local-processes.json');
  await claimRecord(recordFile);
  recordChildrenIn(recordFile);
  const [dynamo] = await Promise.all([
    startDynamoLocal({ dbPath: path.join(dataDir, 'dynamodb') }),
    startCognitoLocal({
      dataDir,
      lambdaEndpoint: 'http://127.0.0.1:9',
      lambdaAccessKeyId: 'local',
      issuerDomain: 'http://localhost:9/cognito',
      onCode: () => {},
    }),
  ]);
  const children = readRecord(recordFile)!.children;
  process.stdout.write(JSON.stringify({ javaPid: dynamo.pid, children }) + '\n');
}

main().catch((err: Error) => {
  process.stderr.write(`${err.stack}\n`);
  process.exit(1);
});
