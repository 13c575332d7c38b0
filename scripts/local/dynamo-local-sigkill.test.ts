process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ensureTable, startDynamoLocal, type DynamoLocal } from './dynamo-local';

// two JVM starts: a minute or more on the shared, loaded machine (docs/QUALITY.md §faults.sigkill)
jest.setTimeout(120_000);

const TABLE = 'viraliza-local';
const WRITES = 1_000;
/** Puts in flight at once, as the local server's many users would send them. */
const IN_FLIGHT = 16;
/** The JVM is killed once this many puts were acknowledged: in the middle of the 1,000. */
const KILL_AFTER = 250;

/**
 * A folder in memory (tmpfs) where there is one: a process kill loses what the process held, never what it handed
 * the kernel, so the proof is the same, and SQLite's fsyncs on a busy shared disk no longer set the pace
 * (docs/QUALITY.md §faults.sigkill).
 */
function memoryBackedDir(): string {
  try {
    fs.accessSync('/dev/shm', fs.constants.W_OK);
    return '/dev/shm';
  } catch {
    return os.tmpdir();
  }
}

function documentClient(endpoint: string): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1, // a put the dead process never answered must not be retried into the new one
  });
  return DynamoDBDocumentClient.from(client);
}

/**
 * The local store killed with SIGKILL in the middle of 1,000 writes
 * (docs/QUALITY.md §faults.sigkill): DynamoDB Local as start.ts starts it, persisted under a DATA_DIR.
 */
describe('DynamoDB Local killed with SIGKILL mid-writes', () => {
  let dataDir: string;
  let dynamo: DynamoLocal | undefined;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(memoryBackedDir(), 'viraliza-sigkill-'));
  });
  afterAll(async () => {
    await dynamo?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write after a restart on the same folder', async () => {
    const dbPath = path.join(dataDir, 'dynamodb');
    dynamo = await startDynamoLocal({ dbPath });
    await ensureTable(dynamo.endpoint, TABLE);
    const db = documentClient(dynamo.endpoint);

    const acknowledged: string[] = [];
    let failed = 0;
    let next = 0;
    let killed = false;
    const first = dynamo;
    const worker = async () => {
      while (next < WRITES) {
        const id = `w${String(next++).padStart(4, '0')}`;
        try {
          await db.send(new PutCommand({ TableName: TABLE, Item: { pk: `SIGKILL#${id}`, sk: 'ROW', n: id } }));
          acknowledged.push(id);
          if (!killed && acknowledged.length >= KILL_AFTER) {
            killed = true;
            process.kill(first.pid, 'SIGKILL');
          }
        } catch {
          failed++;
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    db.destroy();
    await first.stop();
    dynamo = undefined;

    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(failed).toBeGreaterThan(0); // the kill did land in the middle
    expect(acknowledged.length + failed).toBe(WRITES);

    dynamo = await startDynamoLocal({ dbPath });
    const again = documentClient(dynamo.endpoint);
    const found = new Set<string>();
    for (let i = 0; i < acknowledged.length; i += 100) {
      const keys = acknowledged.slice(i, i + 100).map((id) => ({ pk: `SIGKILL#${id}`, sk: 'ROW' }));
      let pending: typeof keys | undefined = keys;
      while (pending?.length) {
        const out = await again.send(
          new BatchGetCommand({ RequestItems: { [TABLE]: { Keys: pending, ConsistentRead: true } } }),
        );
        for (const item of out.Responses?.[TABLE] ?? []) found.add(item.n as string);
        pending = out.UnprocessedKeys?.[TABLE]?.Keys as typeof keys | undefined;
      }
    }
    again.destroy();
    expect(acknowledged.filter((id) => !found.has(id))).toEqual([]);
  });
});
