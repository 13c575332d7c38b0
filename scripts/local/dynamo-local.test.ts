process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { jettyConfig, startDynamoLocal, type DynamoLocal } from './dynamo-local';

jest.setTimeout(60_000);

/** The local addresses the given process listens on, read from /proc (Linux). */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const out: string[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(file)) continue;
    for (const line of fs.readFileSync(file, 'utf8').split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (!local || state !== '0A') continue; // 0A = LISTEN
      const [addr, p] = local.split(':');
      if (p === hexPort) out.push(addr!);
    }
  }
  return out;
}

const LOOPBACK_V4 = '0100007F'; // 127.0.0.1, little-endian
const LOOPBACK_V4_IN_V6 = '0000000000000000FFFF00000100007F'; // ::ffff:127.0.0.1

function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

describe('DynamoDB Local (docs/LOCAL-MODE.md §dynamodb-local.exposure)', () => {
  let dynamo: DynamoLocal;
  let port: number;
  beforeAll(async () => {
    dynamo = await startDynamoLocal();
    port = Number(new URL(dynamo.endpoint).port);
  });
  afterAll(() => dynamo?.stop());

  it('listens on loopback only', async () => {
    const addresses = listeningAddresses(port);
    expect(addresses.length).toBeGreaterThan(0);
    for (const a of addresses) expect([LOOPBACK_V4, LOOPBACK_V4_IN_V6]).toContain(a);
    expect(await connects('127.0.0.1', port)).toBe(true);
  });

  it('is not reachable on the machine’s other addresses', async () => {
    const others = Object.values(os.networkInterfaces())
      .flatMap((list) => list ?? [])
      .filter((i) => !i.internal && i.family === 'IPv4')
      .map((i) => i.address);
    for (const address of others) expect(await connects(address, port)).toBe(false);
  });

  it.each(['https://evil.example', 'http://localhost:3000', 'null'])(
    'gives a web page at %s no CORS permission',
    async (origin) => {
      const preflight = await fetch(dynamo.endpoint, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-amz-target,authorization',
        },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      const call = await fetch(dynamo.endpoint, {
        method: 'POST',
        headers: {
          origin,
          'content-type': 'application/x-amz-json-1.0',
          'x-amz-target': 'DynamoDB_20120810.ListTables',
          authorization:
            'AWS4-HMAC-SHA256 Credential=x/20200101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=x',
        },
        body: '{}',
      });
      expect(call.headers.get('access-control-allow-origin')).toBeNull();
    },
  );
});

describe('jettyConfig', () => {
  it('binds 127.0.0.1 and escapes the data path', () => {
    const xml = jettyConfig({ port: 1234, dbPath: '/tmp/a&b<c>', cors: 'none' });
    expect(xml).toContain('<Set name="host">127.0.0.1</Set>');
    expect(xml).toContain('<Set name="port">1234</Set>');
    expect(xml).toContain('/tmp/a&amp;b&lt;c&gt;');
    expect(xml).not.toContain('a&b');
  });
});
