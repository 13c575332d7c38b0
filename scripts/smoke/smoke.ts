/**
 * The smoke test of a running stack (docs/ARCHITECTURE.md §smoke-test): the same calls the SPA
 * makes, step by step, each printed as passed, failed or skipped. Sign-in goes through Amplify as
 * the SPA does (SRP on AWS, USER_PASSWORD_AUTH on the local pool).
 */
import { finderSearchResponseSchema } from '@shared/finder/finder.schema';
import { randomUUID } from 'node:crypto';
import { Amplify } from 'aws-amplify';
import { confirmSignUp, fetchAuthSession, signIn, signOut, signUp } from 'aws-amplify/auth';
import WebSocket from 'ws';
import { runtimeConfigSchema, type RuntimeConfig } from '@shared/config/runtime-config.schema';
import { healthSchema } from '@shared/health/health.schema';
import {
  API_SECURITY_HEADERS,
  SITE_HEADERS,
  contentSecurityPolicy,
  siteSecurityHeaders,
} from '@shared/http/security-headers';
import { realtimeEventSchema } from '@shared/realtime/realtime-event.schema';
import { generationStartedSchema, generationViewSchema } from '@shared/generations/generation.schema';

export interface SmokeOptions {
  /** The site: https://<distribution> or http://localhost:<port>. */
  url: string;
  /** An existing account; without it the smoke signs up a disposable one (local mode only). */
  email?: string;
  password?: string;
  /** How long a generation may take, in ms. */
  generationTimeoutMs?: number;
}

export type StepResult = { name: string; status: 'pass' | 'fail' | 'skip'; detail: string };

class Skip extends Error {}

const fail = (message: string): never => {
  throw new Error(message);
};

/** `curl`-style check: the answer's status, then its JSON. */
async function json(res: Response, expected: number): Promise<unknown> {
  const text = await res.text();
  if (res.status !== expected) fail(`HTTP ${res.status} (esperado ${expected}): ${text.slice(0, 200)}`);
  return JSON.parse(text) as unknown;
}

/** The served CSP against the one shared/src/http/security-headers.ts builds: same directives, each with at least its sources; script-src exactly. */
export function cspProblems(served: string, https: boolean): string[] {
  const parse = (csp: string) =>
    new Map(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((d) => d[0])
        .map(([name, ...sources]) => [name!, sources]),
    );
  const expected = parse(contentSecurityPolicy({ connect: [], img: [], form: [] }, { upgradeInsecureRequests: https }));
  const got = parse(served);
  const problems: string[] = [];
  for (const [name, sources] of expected) {
    const have = got.get(name);
    if (!have) problems.push(`CSP sem ${name}`);
    else if (sources.some((s) => !have.includes(s))) problems.push(`CSP ${name}: ${have.join(' ')}`);
    else if (name === 'script-src' && have.length !== sources.length)
      problems.push(`CSP script-src a mais: ${have.join(' ')}`);
  }
  for (const name of got.keys()) if (!expected.has(name)) problems.push(`CSP com diretiva a mais: ${name}`);
  return problems;
}

function headerProblems(res: Response, expected: Record<string, string>, what: string): string[] {
  return Object.entries(expected)
    .filter(([name, value]) => res.headers.get(name) !== value)
    .map(([name]) => `${what}: ${name} = ${res.headers.get(name) ?? '(ausente)'}`);
}

/** Runs every step in order; a step whose prerequisite failed is skipped. Returns the results. */
export async function runSmoke(opts: SmokeOptions, print: (line: string) => void): Promise<StepResult[]> {
  const base = new URL(opts.url);
  const https = base.protocol === 'https:';
  const results: StepResult[] = [];
  const step = async <T>(
    name: string,
    run: () => Promise<T>,
    detail?: (value: T) => string,
  ): Promise<T | undefined> => {
    let value: T | undefined;
    try {
      value = await run();
      results.push({ name, status: 'pass', detail: detail?.(value) ?? '' });
    } catch (err) {
      const status = err instanceof Skip ? 'skip' : 'fail';
      results.push({ name, status, detail: (err as Error).message });
    }
    const r = results.at(-1)!;
    print(`${{ pass: '✓', fail: '✗', skip: '–' }[r.status]} ${r.name}${r.detail ? `: ${r.detail}` : ''}`);
    return value;
  };
  // Each step stores what the next ones need here.
  let config: RuntimeConfig | undefined;
  let token: string | undefined;
  let created = false;
  let email = opts.email;
  const password = opts.password ?? `Smoke-${randomUUID()}`;
  const api = (p: string) => new URL(`${config!.apiUrl.replace(/\/$/, '')}${p}`, base);
  const authed = (init: RequestInit = {}): RequestInit => ({
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  });
  const need = (ok: unknown, what: string) => {
    if (!ok) throw new Skip(`sem ${what}`);
  };

  await step(
    'config.json',
    async () => {
      config = runtimeConfigSchema.parse(await json(await fetch(new URL('/config.json', base)), 200));
      return config;
    },
    (c) => `modo ${c.mode}, região ${c.region}`,
  );

  await step('health', async () => {
    need(config, 'config.json');
    const res = await fetch(api('/health'));
    const health = healthSchema.parse(await json(res, 200));
    if (health.mode !== config!.mode) fail(`modo ${health.mode}, config.json diz ${config!.mode}`);
    const problems = headerProblems(res, API_SECURITY_HEADERS, 'API');
    if (problems.length) fail(problems.join('; '));
  });

  await step('cabeçalhos de segurança', async () => {
    const res = await fetch(base);
    await res.arrayBuffer();
    if (res.status !== 200) fail(`HTTP ${res.status} em /`);
    const { 'content-security-policy': _csp, ...rest } = siteSecurityHeaders('');
    const problems = [
      ...headerProblems(res, rest, 'site'),
      ...cspProblems(res.headers.get('content-security-policy') ?? '', https),
    ];
    const hsts = res.headers.get('strict-transport-security');
    if (https && !hsts?.includes(`max-age=${SITE_HEADERS.hstsMaxAgeSeconds}`)) problems.push(`HSTS = ${hsts}`);
    if (problems.length) fail(problems.join('; '));
  });

  await step(
    opts.email ? 'entrar com a conta dada' : 'cadastro com um e-mail descartável',
    async () => {
      need(config, 'config.json');
      const { auth } = config!;
      const local = config!.mode === 'local';
      // Amplify warns on any custom endpoint, the local pool's included (docs/LOCAL-MODE.md §cognito-local.endpoint-notice).
      const warn = console.warn;
      console.warn = () => undefined;
      Amplify.configure({
        Auth: {
          Cognito: {
            userPoolId: auth.userPoolId,
            userPoolClientId: auth.userPoolClientId,
            ...(auth.userPoolEndpoint ? { userPoolEndpoint: new URL(auth.userPoolEndpoint, base).href } : {}),
          },
        },
      });
      console.warn = warn;
      if (!email) {
        // On AWS the confirmation code goes to a real mailbox the smoke cannot read.
        if (!local) fail('na AWS, passe --email e --password de uma conta confirmada');
        email = `smoke-${randomUUID()}@viraliza.test`;
        await signUp({ username: email, password, options: { userAttributes: { email, name: 'Smoke Test' } } });
        created = true;
        // Local mode only: the local mailbox's JSON (docs/LOCAL-MODE.md §cognito-local.codes).
        const mails = (await json(await fetch(new URL('/dev/emails.json', base)), 200)) as {
          to: string;
          code: string;
        }[];
        const code = mails.find((m) => m.to === email)?.code ?? fail(`nenhum código para ${email} na caixa local`);
        await confirmSignUp({ username: email, confirmationCode: code });
      }
      await signOut().catch(() => undefined);
      const res = await signIn({
        username: email,
        password,
        options: local ? { authFlowType: 'USER_PASSWORD_AUTH' } : undefined,
      });
      if (!res.isSignedIn) fail(`entrada incompleta: ${res.nextStep.signInStep}`);
      token = (await fetchAuthSession()).tokens?.accessToken.toString() ?? fail('sem access token');
      return email;
    },
    (e) => e,
  );

  await step(
    'um roteiro pelo WebSocket',
    async () => {
      need(token, 'sessão');
      const wsUrl = new URL(config!.wsUrl, base.href.replace(/^http/, 'ws'));
      wsUrl.searchParams.set('token', token!);
      const socket = new WebSocket(wsUrl);
      try {
        await new Promise<void>((resolve, reject) => {
          socket.once('open', () => resolve());
          socket.once('error', reject);
        });
        const generationId = randomUUID();
        let deltas = 0;
        const finished = new Promise<void>((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error(`sem fim em ${opts.generationTimeoutMs ?? 180_000} ms`)),
            opts.generationTimeoutMs ?? 180_000,
          );
          socket.on('message', (data) => {
            const event = realtimeEventSchema.safeParse(JSON.parse(String(data)));
            if (!event.success || !('generationId' in event.data) || event.data.generationId !== generationId) return;
            if (event.data.type === 'script.delta') deltas += 1;
            if (event.data.type === 'script.failed') reject(new Error(event.data.message));
            if (event.data.type === 'script.done') resolve();
            if (event.data.type !== 'script.delta') clearTimeout(timer);
          });
        });
        const body = {
          generationId,
          request: { mode: 'simple', idea: 'Três dicas para gravar vídeos com o celular', duracao: 15 },
        };
        await json(await fetch(api('/scripts/generate'), authed({ method: 'POST', body: JSON.stringify(body) })), 202);
        await finished;
        const view = generationViewSchema.parse(
          await json(await fetch(api(`/generations/${generationId}`), authed()), 200),
        );
        if (view.status !== 'done' || !view.result) fail(`geração ${view.status}: ${view.message ?? ''}`);
        if (deltas === 0) fail('nenhum trecho chegou pelo WebSocket');
        return deltas;
      } finally {
        socket.close();
      }
    },
    (deltas) => `${deltas} trechos pelo WebSocket`,
  );

  /** A job's view once it is done or failed, asked every second (a deployed worker draws in seconds). */
  const settledView = async (generationId: string) => {
    const deadline = Date.now() + (opts.generationTimeoutMs ?? 180_000);
    for (;;) {
      const view = generationViewSchema.parse(
        await json(await fetch(api(`/generations/${generationId}`), authed()), 200),
      );
      if (view.status === 'done' || view.status === 'failed') return view;
      if (Date.now() > deadline) fail(`sem fim em ${opts.generationTimeoutMs ?? 180_000} ms`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  };

  await step(
    'uma imagem',
    async () => {
      need(token, 'sessão');
      const body = { operationId: randomUUID(), prompt: 'Um microfone sobre uma mesa, luz suave', format: 'square' };
      const res = await fetch(api('/images/generate'), authed({ method: 'POST', body: JSON.stringify(body) }));
      // A new free account has too few credits for a script and an image (docs/ARCHITECTURE.md §smoke-test).
      if (res.status === 402 && created) throw new Skip('créditos insuficientes na conta nova: passe uma conta paga');
      // an image is a generation job (docs/ARCHITECTURE.md §generation-jobs): 202, then its view once drawn
      const { generationId } = generationStartedSchema.parse(await json(res, 202));
      const view = await settledView(generationId);
      if (view.status !== 'done' || !view.image) return fail(`geração ${view.status}: ${view.message ?? ''}`);
      const { image } = view.image;
      const png = await fetch(new URL(image.url, base));
      await png.arrayBuffer();
      if (png.status !== 200) fail(`HTTP ${png.status} ao baixar a imagem`);
      return image;
    },
    (image) => `${image.width}×${image.height}`,
  );

  // The Viral Finder's sync search (docs/INFRA-NOTES.md §finder): YouTube with the stage's key, the sample catalogue locally.
  await step(
    'uma busca no Viral Finder',
    async () => {
      need(token, 'sessão');
      const body = { niche: 'finanças', platforms: ['youtube'] };
      const res = await fetch(api('/finder/search'), authed({ method: 'POST', body: JSON.stringify(body) }));
      if (res.status === 403 && created) throw new Skip('conta gratuita: o Viral Finder é dos planos pagos');
      const found = finderSearchResponseSchema.parse(await json(res, 200));
      if (found.items.length === 0) fail('nenhum vídeo para "finanças"');
      return found;
    },
    (found) => `${found.items.length} vídeos (${found.source === 'sample' ? 'dados de exemplo' : 'YouTube'})`,
  );

  if (created)
    await step('conta de teste apagada', async () => {
      need(token, 'sessão');
      const res = await fetch(api('/account'), authed({ method: 'DELETE', body: JSON.stringify({ password }) }));
      await json(res, 200);
    });
  await signOut().catch(() => undefined);
  return results;
}
