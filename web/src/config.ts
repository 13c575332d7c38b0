import { runtimeConfigSchema, type RuntimeConfig } from '@shared/config/runtime-config.schema';

/**
 * The only place the SPA reads its runtime configuration. The same build runs locally
 * and in every AWS stage, so nothing environment-specific is baked in: the server (or
 * the deploy) writes `/config.json` and we parse it with the shared schema at boot.
 */
export const RUNTIME_CONFIG_PATH = '/config.json';

/**
 * The request the entry started (./config-request.ts, `EARLY_CONFIG_REQUEST`: not imported, so
 * that module stays inside the entry's file), taken once: a later load fetches afresh.
 */
function takeEarlyConfigRequest(): Promise<Response> | undefined {
  const holder = globalThis as Record<string, unknown>;
  const request = holder.__viralizaConfigRequest as Promise<Response> | undefined;
  delete holder.__viralizaConfigRequest;
  return request;
}

export class RuntimeConfigError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RuntimeConfigError';
  }
}

/** Parses the JSON of /config.json; throws a RuntimeConfigError naming every bad field. */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  const result = runtimeConfigSchema.safeParse(json);
  if (!result.success) {
    const fields = result.error.issues.map((issue) => issue.path.join('.') || '(raiz)').join(', ');
    throw new RuntimeConfigError(`config.json inválido: ${fields}`, { cause: result.error });
  }
  return result.data;
}

let loaded: RuntimeConfig | undefined;

/** Fetches and parses /config.json once; later calls return the same object. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  if (loaded) return loaded;
  let response: Response;
  try {
    // The entry may have asked already (./config-request.ts).
    response = await (takeEarlyConfigRequest() ??
      fetchImpl(RUNTIME_CONFIG_PATH, { cache: 'no-store', headers: { accept: 'application/json' } }));
  } catch (err) {
    throw new RuntimeConfigError('Não foi possível buscar config.json', { cause: err });
  }
  if (!response.ok) throw new RuntimeConfigError(`config.json respondeu ${response.status}`);
  let json: unknown;
  try {
    json = await response.json();
  } catch (err) {
    throw new RuntimeConfigError('config.json não é um JSON válido', { cause: err });
  }
  loaded = parseRuntimeConfig(json);
  return loaded;
}

/** The config loaded at boot. Throws when called before `loadRuntimeConfig` resolved. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!loaded) throw new RuntimeConfigError('A configuração ainda não foi carregada');
  return loaded;
}

/** Resolves a possibly relative URL (e.g. "/cognito", "/ws") against the page origin. */
export function absoluteUrl(url: string, origin: string): string {
  return new URL(url, origin).toString().replace(/\/$/, '');
}

/** Turns an http(s) or relative WebSocket address into ws(s)://… */
export function toWebSocketUrl(url: string, origin: string): string {
  const absolute = new URL(url, origin);
  if (absolute.protocol === 'http:') absolute.protocol = 'ws:';
  if (absolute.protocol === 'https:') absolute.protocol = 'wss:';
  return absolute.toString();
}
