import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { makeHandler as makeDeleteAccount } from '../../src/handlers/accounts/delete-account.handler';
import { ACCOUNT_REVOKED_MESSAGE } from '../../src/accounts/account-errors';
import { StandingCheckedVerifier } from '../../src/accounts/standing-check';
import { DynamoAccountStore } from '../../src/adapters/dynamo/account-store.dynamo';
import { DynamoCreditLedger } from '../../src/adapters/dynamo/credit-ledger.dynamo';
import { DynamoIdeaResultStore } from '../../src/adapters/dynamo/idea-result-store.dynamo';
import { DynamoImageStore } from '../../src/adapters/dynamo/image-store.dynamo';
import { DynamoRateLimiter } from '../../src/adapters/dynamo/rate-limiter.dynamo';
import { DynamoScriptStore } from '../../src/adapters/dynamo/script-store.dynamo';
import { scriptItem } from '../../src/adapters/dynamo/script.entity';
import { encodePng } from '../../src/adapters/images/png';
import { LocalObjectStore } from '../../src/adapters/objects/local-object-store';
import { OfflineWriter } from '../../src/adapters/text/offline-writer';
import type { Logger, TextWriter } from '../../src/core/ports';
import type { IdentityAdmin } from '../../src/accounts/ports';
import type { Deps } from '../../src/composition/core';
import type { ImageModel, ImageResizer } from '../../src/images/ports';
import { newScriptId } from '../../src/generation/script-id';
import { aStoredScript } from '../../src/scripts/test-fixtures';
import { makeHandler as makeGenerateScript } from '../../src/handlers/scripts/generate-script.handler';
import { makeHandler as makeAiEdit } from '../../src/handlers/scripts/ai-edit-script.handler';
import { makeHandler as makeGetGeneration } from '../../src/handlers/generations/get-generation.handler';
import { errorResult } from '../../src/http/http-handler';
import type { ApiErrorCode } from '@shared/errors/api-error';
import { InProcessDispatcher } from '../../src/adapters/in-process/in-process-dispatcher';
import { runGenerationWith } from '../../src/composition/generation-worker';
import { makeHandler as makeGenerateImage } from '../../src/handlers/images/generate-image.handler';
import { makeHandler as makeImprovePrompt } from '../../src/handlers/images/improve-prompt.handler';
import { makeHandler as makeViralQuestions } from '../../src/handlers/viral-questions/generate-viral-questions.handler';
import {
  SIMPLE_REQUEST,
  TABLE,
  apiEvent,
  makeHarness,
  makeTestDb,
  subscribedUser,
  userRows,
  type Harness,
} from './harness';

/**
 * Issue 25 item 11: an account deleted while one of its generations runs
 * (docs/ARCHITECTURE.md §account-deletion.in-flight). The model is held on a promise until the deletion is done; then the
 * generation must answer what the deleted account's next request answers (401), write nothing of the
 * user back (no row, no object, no charge or credits), push nothing to its gone sockets, and log why.
 */
const db = makeTestDb();
const accounts = new DynamoAccountStore(db, TABLE);

let h: Harness;
let deleteAccountHandler: ReturnType<typeof makeDeleteAccount>;
let dir: string;
let objects: LocalObjectStore;
let logs: Array<{ level: string; message: string; fields: Record<string, unknown> }>;
/** What reached a live connection of the user, and whether the deletion had finished by then. */
let pushed: Array<{ type: string; afterDeletion: boolean }>;
let deleted: boolean;

const identity: IdentityAdmin = {
  verifyPassword: async (_u, password) => password === 'segredo1',
  signOutEverywhere: async () => {},
  deleteUser: async () => {},
  disableUser: async () => {},
};

function recordingLogger(fields: Record<string, unknown> = {}): Logger {
  const at = (level: string) => (message: string, more?: Record<string, unknown>) =>
    void logs.push({ level, message, fields: { ...fields, ...more } });
  return {
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    child: (more) => recordingLogger({ ...fields, ...more }),
  };
}

/** A gate the model waits on: `running` once it was called (and streamed its first words), `release` lets it finish. */
function gate() {
  let release!: () => void;
  let started!: () => void;
  const open = new Promise<void>((r) => (release = r));
  const running = new Promise<void>((r) => (started = r));
  const wait = async () => {
    started();
    await open;
  };
  return { wait, running, release };
}

let held: ReturnType<typeof gate>;
const offlineWriter = new OfflineWriter({ delayMs: 0 });
const heldWriter: TextWriter = {
  kind: 'offline',
  write: async (prompt, opts) => {
    opts.onDelta('Primeiras palavras do texto ');
    await held.wait();
    return offlineWriter.write(prompt, { onDelta: () => {} });
  },
};
/** A tiny PNG taken as the format's size: drawing and resizing are not what this file tests (images.test.ts). */
const drawn = encodePng({ width: 2, height: 2, channels: 3, data: new Uint8Array(12).fill(90) });
const heldModel: ImageModel = {
  kind: 'offline',
  generate: async () => {
    await held.wait();
    return drawn;
  },
};
const asIs: ImageResizer = { toExactSize: async (png, size) => ({ png, ...size }) };

let generateScript: ReturnType<typeof makeGenerateScript>;
let jobs: InProcessDispatcher;
let getGeneration: ReturnType<typeof makeGetGeneration>;
let aiEdit: ReturnType<typeof makeAiEdit>;
let generateImage: ReturnType<typeof makeGenerateImage>;
let improvePrompt: ReturnType<typeof makeImprovePrompt>;
let viralQuestions: ReturnType<typeof makeViralQuestions>;

beforeAll(async () => {
  h = await makeHarness();
  logs = [];
  const tokens = new StandingCheckedVerifier(h.deps.tokens, accounts, h.deps.clock);
  const base = {
    ...h.deps,
    tokens,
    logger: recordingLogger(),
    realtime: {
      publish: async (userId, event) => {
        for (const id of await h.deps.connections.listForUser(userId))
          pushed.push({ type: `${id} ${event.type}`, afterDeletion: deleted });
      },
    },
  } satisfies Deps;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'viraliza-deleted-'));
  objects = new LocalObjectStore({ dir, secret: 'integration-secret-of-32-characters', clock: h.deps.clock });
  const deps = {
    ...h.deps,
    ...base,
    objects,
    ledger: new DynamoCreditLedger(db, TABLE),
    limiter: new DynamoRateLimiter(db, TABLE),
    scripts: new DynamoScriptStore(db, TABLE),
    writer: heldWriter,
    results: new DynamoIdeaResultStore(db, TABLE),
    images: new DynamoImageStore(db, TABLE),
    model: heldModel,
    resizer: asIs,
  };
  // the script jobs' worker runs in this process over these very deps (the held writer)
  jobs = new InProcessDispatcher((event) => runGenerationWith(deps, event), deps.logger);
  deps.dispatcher = jobs;
  getGeneration = makeGetGeneration(deps);
  generateScript = makeGenerateScript(deps);
  aiEdit = makeAiEdit(deps);
  generateImage = makeGenerateImage(deps);
  improvePrompt = makeImprovePrompt(deps);
  viralQuestions = makeViralQuestions(deps);
  deleteAccountHandler = makeDeleteAccount({
    ...base,
    deletion: {
      standings: accounts,
      identity,
      limiter: new DynamoRateLimiter(db, TABLE),
      connections: { close: async () => {} },
      objects,
      onDeleted: (id) => tokens.forget(id),
    },
  });
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  logs.length = 0;
  pushed = [];
  deleted = false;
  held = gate();
});

/** An account on the Pro plan (profile and subscription, as sign-up writes them), with a live socket. */
async function proUser(): Promise<{ id: string; token: string }> {
  const user = await subscribedUser(h, 'pro', 5000);
  await h.deps.connections.add(`app-${user.id}`, user.id, 3600);
  return user;
}

const partition = (userId: string) => userRows(db, userId);

/** The objects under the user's prefix (an emptied folder is no object: S3 has none). */
const objectsOf = (userId: string) => {
  const userDir = path.join(dir, 'users', userId);
  if (!fs.existsSync(userDir)) return [];
  return fs
    .readdirSync(userDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
};

type Handler = (e: APIGatewayProxyEventV2) => Promise<{ statusCode?: number; body?: string }>;
interface GenerationPath {
  name: string;
  start(user: { id: string; token: string }): Promise<{ statusCode?: number; body?: string }>;
}

const post =
  (handler: Handler, routeKey: string, body: () => unknown): GenerationPath['start'] =>
  ({ token }) =>
    handler(apiEvent(routeKey, { token, body: body() }));

/**
 * A job's route answers 202 at once (docs/ARCHITECTURE.md §generation-jobs): what the user gets in the
 * end is GET /api/generations/{id} once its worker has finished.
 */
const throughJob =
  (start: GenerationPath['start']): GenerationPath['start'] =>
  async (user) => {
    const started = await start(user);
    if (started.statusCode !== 202) return started;
    await jobs.idle();
    const { generationId } = JSON.parse(started.body!) as { generationId: string };
    const read = await getGeneration(
      apiEvent('GET /api/generations/{id}', { token: user.token, pathParameters: { id: generationId } }),
    );
    if (read.statusCode !== 200) return read; // the token refused: the next request's 401
    // the job's own failure, as the page reads it: its code answers as the HTTP error would
    const view = JSON.parse(read.body!) as { status: string; error?: ApiErrorCode; message?: string };
    return view.status === 'failed' && view.error ? errorResult(view.error, view.message) : read;
  };

const paths: GenerationPath[] = [
  {
    name: 'POST /api/scripts/generate',
    start: throughJob(
      post(
        (e) => generateScript(e),
        'POST /api/scripts/generate',
        () => ({
          generationId: randomUUID(),
          request: SIMPLE_REQUEST,
        }),
      ),
    ),
  },
  {
    name: 'POST /api/scripts/{id}/ai-edit',
    start: throughJob(async ({ id, token }) => {
      const script = aStoredScript({ id: newScriptId(), text: 'Roteiro salvo.', createdAt: new Date().toISOString() });
      await db.send(new PutCommand({ TableName: TABLE, Item: scriptItem(id, script) }));
      return aiEdit(
        apiEvent('POST /api/scripts/{id}/ai-edit', {
          token,
          pathParameters: { id: script.id },
          body: { generationId: randomUUID(), editPrompt: 'mais curto' },
        }),
      );
    }),
  },
  {
    name: 'POST /api/images/generate',
    start: throughJob(
      post(
        (e) => generateImage(e),
        'POST /api/images/generate',
        () => ({
          operationId: randomUUID(),
          prompt: 'Um café na praia',
          format: 'square',
          style: 'fotografico',
        }),
      ),
    ),
  },
  {
    name: 'POST /api/images/improve-prompt',
    start: post(
      (e) => improvePrompt(e),
      'POST /api/images/improve-prompt',
      () => ({ prompt: 'gato na janela', style: null }),
    ),
  },
  {
    name: 'POST /api/viral-questions/generate (the idea tools’ structured job)',
    start: throughJob(
      post(
        (e) => viralQuestions(e),
        'POST /api/viral-questions/generate',
        () => ({
          operationId: randomUUID(),
          niche: 'confeitaria',
          quantity: 5,
        }),
      ),
    ),
  },
];

describe('a generation whose account is deleted while the model runs (issue 25 item 11)', () => {
  it.each(paths)('$name answers 401 like the next request, writes nothing back and logs why', async ({ start }) => {
    // prepare: the generation is running, its model held
    const user = await proUser();
    const answer = start(user);
    await held.running;

    // act: the account is deleted, then the model finishes
    const del = await deleteAccountHandler(
      apiEvent('DELETE /api/account', { token: user.token, body: { password: 'segredo1' } }),
    );
    expect(del.statusCode).toBe(200);
    deleted = true;
    held.release();
    const res = await answer;

    // assert: the deleted account's answer, nothing of the user written back, nothing pushed, a log line
    expect([res.statusCode, JSON.parse(res.body!)]).toEqual([
      401,
      { error: 'unauthorized', message: ACCOUNT_REVOKED_MESSAGE },
    ]);
    expect(await partition(user.id)).toEqual([]);
    expect(objectsOf(user.id)).toEqual([]);
    expect(pushed.filter((p) => p.afterDeletion)).toEqual([]);
    expect(logs).toContainEqual(
      expect.objectContaining({
        message: 'account deleted while its operation ran: nothing saved, nothing refunded',
        fields: expect.objectContaining({ userId: user.id }),
      }),
    );
    expect(logs.filter((l) => l.level === 'error')).toEqual([]);
  });
});

describe('a generation that finishes while its account is being deleted (issue 25 item 11)', () => {
  it.each(paths.filter((p) => p.name !== 'POST /api/images/improve-prompt'))(
    '$name: the save is refused once the account is marked deleted, before its rows are erased',
    async ({ start }) => {
      // prepare: the generation is running; the deletion has marked the account (step 3) but not erased it yet
      const user = await proUser();
      const answer = start(user);
      await held.running;
      await accounts.setStanding(user.id, { status: 'deleted', tokensValidAfter: Math.floor(Date.now() / 1000) });

      // act
      held.release();
      const res = await answer;

      // assert: the 401; the charge never settled, so nothing it pays for was written (one transaction)
      expect(res.statusCode).toBe(401);
      const items = await partition(user.id);
      expect(items.filter((i) => String(i.sk).startsWith('GEN#')).map((i) => i.status)).toEqual(['pending']);
      expect(items.filter((i) => /^(IMAGE|IDEA)#/.test(String(i.sk)))).toEqual([]);
      expect(items.filter((i) => String(i.sk).startsWith('SCRIPT#') && i.text !== 'Roteiro salvo.')).toEqual([]);
      expect(objectsOf(user.id)).toEqual([]);
      // ended once: a job's worker does not end again what its job already ended
      expect(logs.filter((l) => l.message.startsWith('account deleted while its operation ran'))).toHaveLength(1);
    },
  );
});
