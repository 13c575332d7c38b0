/**
 * `npm run bench -- load` (docs/BENCH.md §load): autocannon against the local server for three
 * routes, the server's memory around 100,000 requests, and the handler layer's overhead over the
 * store call each route makes. `npm run bench -- load --quick` tries it in seconds and writes nothing;
 * BENCH_LOAD_AMOUNT=20000 sends fewer requests for the memory figure (the doc says how many).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { SCRIPT_PAGE } from '@shared/scripts/script.schema';
import { parseMissionId } from '@shared/hub/hub.schema';
import { makeDocumentClient } from '../../functions/src/adapters/dynamo/client';
import { keys } from '../../functions/src/adapters/dynamo/keys';
import { waitFor } from '../local/free-port';
import { startLocalApp } from './local-app';
import { inspector, signIn } from './memory-bench';
import {
  formatMb,
  formatMs,
  formatPercent,
  formatStatuses,
  growth,
  heapByConstructor,
  isFigure,
  latencyTable,
  percentile,
  topGrowers,
  type HeapSnapshot,
  type LoadRun,
  type Memory,
} from './load-report';

const ROOT = path.resolve(__dirname, '../..');
const CONNECTIONS = 50;
const MAX_GROWTH = 0.1;

interface Settings {
  seconds: number;
  amount: number;
  warmUp: number;
  pairs: number;
}
const FULL: Settings = { seconds: 20, amount: 100_000, warmUp: 5_000, pairs: 400 };
const QUICK: Settings = { seconds: 2, amount: 1_000, warmUp: 200, pairs: 20 };

interface Route {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** The store call the route makes for this caller, as the route's adapter makes it. */
  raw: () => Promise<unknown>;
  rawName: string;
}

/** One autocannon run; every response's latency and status counted here (autocannon reports no p95). */
async function cannon(
  baseUrl: string,
  token: string,
  requests: Array<Pick<Route, 'method' | 'path'>>,
  limit: { seconds: number } | { amount: number },
): Promise<Omit<LoadRun, 'route'>> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: CONNECTIONS,
        ...('seconds' in limit ? { duration: limit.seconds } : { amount: limit.amount }),
        // POSTs need a same-origin Origin (docs/LOCAL-MODE.md §host-origin).
        headers: { authorization: `Bearer ${token}`, origin: baseUrl },
        requests: requests.map((r) => ({ method: r.method, path: r.path })),
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      latencies.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
  return { latencies, statuses, seconds: result.duration, errors: result.errors };
}

/** How long `fn` takes, in ms. */
async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

/** One HTTP request on a keep-alive socket, read to the end. */
function request(agent: http.Agent, baseUrl: string, token: string, route: Route): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${baseUrl}${route.path}`,
      { method: route.method, agent, headers: { authorization: `Bearer ${token}`, origin: baseUrl } },
      (res) =>
        res
          .resume()
          .once('end', () => resolve(res.statusCode!))
          .once('error', reject),
    );
    req.once('error', reject).end();
  });
}

/** A docs/BENCH.md heading's anchor, written so that this file cites none (scripts/lint/doc-references.test.ts). */
const anchor = (name: string) => `(\u00a7${name})`;

/** Progress on stderr: the run takes minutes. */
const step = (what: string) => process.stderr.write(`  load: ${what} (${new Date().toISOString().slice(11, 19)})\n`);

export async function benchLoad(): Promise<string> {
  const quick = process.env.BENCH_QUICK === '1';
  // BENCH_LOAD_AMOUNT: fewer requests for the memory figure when the machine cannot serve 100,000 in
  // the time there is; the doc says how many were sent.
  const amount = Number(process.env.BENCH_LOAD_AMOUNT) || undefined;
  const settings = {
    ...(quick ? QUICK : FULL),
    ...(amount ? { amount, warmUp: Math.min(FULL.warmUp, amount / 10) } : {}),
  };
  const webDir = path.join(ROOT, 'dist', 'web');
  const app = await startLocalApp({ skipWebBuild: fs.existsSync(path.join(webDir, 'index.html')), inspect: true });
  try {
    step('server up');
    if (!app.inspectorUrl) throw new Error('the server did not open its inspector');
    const server = await inspector(app.inspectorUrl);
    const memory = async () => (await server.gc(), server.evaluate<Memory>('process.memoryUsage()'));
    const env = await server.evaluate<{ endpoint: string; table: string }>(
      '({ endpoint: process.env.DYNAMO_ENDPOINT, table: process.env.TABLE_NAME })',
    );
    // The server answers before the demo accounts are seeded; the seed writes its marker last (scripts/local/seed.ts).
    await waitFor('the demo accounts', async () => fs.existsSync(path.join(app.dataDir!, 'seeded.json')), 60_000);
    const token = await signIn(app.baseUrl);
    const userId = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
    step('signed in');
    const headers = { authorization: `Bearer ${token}`, origin: app.baseUrl };

    // Today's missions are made on the day's first read of the hub; the first one is completed once
    // here, so every completion the bench sends is the idempotent repeat (awarded: null).
    const hub = (await (await fetch(`${app.baseUrl}/api/hub`, { headers })).json()) as {
      missions: Array<{ id: string }>;
    };
    const missionId = hub.missions[0]?.id;
    if (!missionId) throw new Error(`the hub has no mission: ${JSON.stringify(hub)}`);
    const completePath = `/api/hub/missions/${encodeURIComponent(missionId)}/complete`;
    const first = await fetch(`${app.baseUrl}${completePath}`, { method: 'POST', headers });
    if (!first.ok) throw new Error(`complete-mission answered ${first.status}: ${await first.text()}`);

    step('mission completed once');
    const db = makeDocumentClient({ region: 'us-east-1', endpoint: env.endpoint });
    const mission = parseMissionId(missionId)!;
    const routes: Route[] = [
      {
        name: 'list-scripts `GET /api/scripts`',
        method: 'GET',
        path: '/api/scripts',
        rawName: 'Query of the user’s `SCRIPT#` items, newest first, one page',
        raw: () =>
          db.send(
            new QueryCommand({
              TableName: env.table,
              KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
              ExpressionAttributeValues: { ':pk': keys.userPk(userId), ':prefix': keys.scriptPrefix },
              ScanIndexForward: false,
              Limit: SCRIPT_PAGE.defaultLimit + 1,
            }),
          ),
      },
      {
        name: 'get-subscription `GET /api/subscription`',
        method: 'GET',
        path: '/api/subscription',
        rawName: 'consistent GetItem of `SUBSCRIPTION`',
        raw: () =>
          db.send(new GetCommand({ TableName: env.table, Key: keys.subscription(userId), ConsistentRead: true })),
      },
      {
        name: 'complete-mission `POST /api/hub/missions/{id}/complete`',
        method: 'POST',
        path: completePath,
        rawName: 'consistent GetItem of the `MISSION#` item',
        raw: () =>
          db.send(
            new GetCommand({
              TableName: env.table,
              Key: keys.mission(userId, mission.date, mission.slot),
              ConsistentRead: true,
            }),
          ),
      },
    ];

    // Latency and throughput: each route alone, CONNECTIONS connections for `seconds`.
    const runs: LoadRun[] = [];
    for (const route of routes) {
      step(`${settings.seconds} s on ${route.path}`);
      runs.push({ route: route.name, ...(await cannon(app.baseUrl, token, [route], { seconds: settings.seconds })) });
    }
    const loadAverage = os.loadavg()[0]!;
    step(`load average ${loadAverage.toFixed(1)}\n${latencyTable(runs).join('\n')}`);

    // The handler layer's overhead: the route and its store call, one at a time, interleaved.
    const overhead: Array<{ route: Route; http: number; raw: number; statuses: Record<string, number> }> = [];
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (const route of routes) {
      step(`overhead pairs on ${route.path}`);
      const httpMs: number[] = [];
      const rawMs: number[] = [];
      const statuses: Record<string, number> = {};
      for (let i = 0; i < settings.pairs + 20; i++) {
        let status = 0;
        const h = await timed(async () => (status = await request(agent, app.baseUrl, token, route)));
        const r = await timed(route.raw);
        if (i < 20) continue; // warm-up pairs
        statuses[status] = (statuses[status] ?? 0) + 1;
        httpMs.push(h);
        rawMs.push(r);
      }
      overhead.push({ route, http: percentile(httpMs, 50), raw: percentile(rawMs, 50), statuses });
      step(`route p50 ${formatMs(overhead.at(-1)!.http)}, store p50 ${formatMs(overhead.at(-1)!.raw)}`);
    }
    agent.destroy();

    // Memory: a warm-up (JIT, the JWKS and standing caches, the SDK's sockets), then `amount`
    // requests over the three routes in turn, each side read after the inspector's full GC.
    step('warm-up');
    await cannon(app.baseUrl, token, routes, { amount: settings.warmUp });
    const before = await memory();
    step(`before: RSS ${formatMb(before.rss)}, heapUsed ${formatMb(before.heapUsed)}; ${settings.amount} requests`);
    const memoryRun = await cannon(app.baseUrl, token, routes, { amount: settings.amount });
    const after = await memory();
    const rssGrowth = growth(before.rss, after.rss);
    const heapGrowth = growth(before.heapUsed, after.heapUsed);
    step(
      `after: RSS ${formatMb(after.rss)} ${formatPercent(rssGrowth)}, heapUsed ${formatMb(after.heapUsed)} ${formatPercent(heapGrowth)}`,
    );
    let growers: ReturnType<typeof topGrowers> = [];
    if (rssGrowth > MAX_GROWTH || heapGrowth > MAX_GROWTH) {
      // Where it goes: a heap snapshot, the same number of requests again, a second snapshot.
      const a = heapByConstructor((await server.heapSnapshot()) as HeapSnapshot);
      await cannon(app.baseUrl, token, routes, { amount: settings.amount });
      await server.gc();
      growers = topGrowers(a, heapByConstructor((await server.heapSnapshot()) as HeapSnapshot));
    }

    db.destroy();
    server.close();

    const lines: string[] = [];
    const say = (s = '') => lines.push(s);
    say(`## Load: autocannon against the local server${quick ? ' (QUICK TRIAL: not figures)' : ''} ${anchor('load')}`);
    say();
    say(
      `\`scripts/bench/load-bench.ts\`: \`scripts/local/start.ts\` with its inspector open (fresh DATA_DIR, DynamoDB Local, cognito-local), the demo Pro account signed in through \`/cognito\`.`,
    );
    say(
      `Measured ${new Date().toISOString()} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; load average ${loadAverage.toFixed(1)} after the runs (a shared machine: other work ran beside it).`,
    );
    say(
      'The load generator runs on the same machine as the server and DynamoDB Local, so they share its CPUs: these are figures of the local stack under load, not of Lambda.',
    );
    say();
    say(`### Latency and throughput ${anchor('load.latency')}`);
    say();
    say(
      `Each route alone, ${CONNECTIONS} connections (keep-alive) for ${settings.seconds} s. Percentiles are nearest-rank over every response's latency as autocannon timed it. None of these routes spends a rate limit (only the paying routes do, docs/QUALITY.md §web-security.rate-limits): a 429 would show in *answers*, and a row that is not all 2xx is marked ✗ and is not a figure.`,
    );
    say(
      'complete-mission repeats the completion of one mission the bench completed once before: the route is idempotent (docs/PRODUCT.md), so every request here takes the already-completed path (reads only, `awarded: null`); the first completion, with its transaction, is not in the figure.',
    );
    say();
    for (const line of latencyTable(runs)) say(line);
    say();
    say(`### Memory ${anchor('load.memory')}`);
    say();
    say(
      `The server's \`process.memoryUsage()\` through its inspector, each after the inspector's full GC: after a warm-up of ${settings.warmUp.toLocaleString('en-US')} requests, then after ${settings.amount.toLocaleString('en-US')} more (autocannon \`amount\`, ${CONNECTIONS} connections, the three routes in turn: ${formatStatuses(memoryRun.statuses)}). Limit: growth ≤ ${MAX_GROWTH * 100}%.`,
    );
    say();
    say('| | RSS | heapUsed | heapTotal | external |');
    say('|---|---:|---:|---:|---:|');
    say(
      `| before | ${formatMb(before.rss)} | ${formatMb(before.heapUsed)} | ${formatMb(before.heapTotal)} | ${formatMb(before.external)} |`,
    );
    say(
      `| after | ${formatMb(after.rss)} | ${formatMb(after.heapUsed)} | ${formatMb(after.heapTotal)} | ${formatMb(after.external)} |`,
    );
    say(
      `| growth | ${rssGrowth > MAX_GROWTH ? '✗' : '✓'} ${formatPercent(rssGrowth)} | ${heapGrowth > MAX_GROWTH ? '✗' : '✓'} ${formatPercent(heapGrowth)} | ${formatPercent(growth(before.heapTotal, after.heapTotal))} | ${formatPercent(growth(before.external, after.external))} |`,
    );
    if (growers.length) {
      say();
      say(
        `Grew more than ${MAX_GROWTH * 100}%: a heap snapshot, ${settings.amount.toLocaleString('en-US')} more requests, a full GC, a second snapshot; the largest growers by self size:`,
      );
      say();
      say('| constructor | Δ self size | Δ count |');
      say('|---|---:|---:|');
      for (const g of growers)
        say(`| ${g.name} | ${formatMb(g.sizeDelta)} | ${g.countDelta.toLocaleString('en-US')} |`);
    }
    say();
    say(`### Handler-layer overhead ${anchor('load.overhead')}`);
    say();
    say(
      `For each route, ${settings.pairs} pairs after 20 warm-up pairs, one request at a time: the HTTP request to the local server (one keep-alive socket, timed from the request to the last byte of the answer), then the route's main store call, made from the bench with the same DynamoDB client settings (\`makeDocumentClient\`), the same key and the same DynamoDB Local, timed to its answer. Interleaved, so both sides see the same load on the machine. *overhead* is the route's p50 over the store call's p50: what the server adds (HTTP, the token check, zod, the use case, its other store reads, JSON) as a multiple of one store round trip.`,
    );
    say(
      'The routes make more than this one store call: list-scripts a Query (plus one per series on the page; the demo account has none), get-subscription the dead-generation check and the held-credits Query beside the GetItem, complete-mission on its repeat path two profile reads, the mission and the day’s missions. The token check’s standing read is cached per user.',
    );
    say();
    say('| route | store call | route p50 | store p50 | overhead | answers |');
    say('|---|---|---:|---:|---:|---|');
    for (const o of overhead)
      say(
        `| ${o.route.name} | ${o.route.rawName} | ${formatMs(o.http)} | ${formatMs(o.raw)} | ${(o.http / o.raw).toFixed(1)}× | ${formatStatuses(o.statuses)} |`,
      );
    if (!runs.every(isFigure)) say('\n_Some runs were not all 2xx: see ✗ above._');
    return lines.join('\n');
  } finally {
    await app.stop();
  }
}
