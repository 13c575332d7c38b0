/**
 * A real model with no setup (docs/LOCAL-MODE.md §local-model): `npm start` asks this machine
 * whether an OpenAI-compatible server is running (Ollama at its default port, or any server that
 * lists its models at /v1/models) with a chat model pulled. When one answers, the scripts are
 * written by it (TEXT_WRITER=openai); when none does, by the offline writer. Loopback only, with a
 * short timeout, so a start never waits for long and nothing leaves the machine.
 */

/** Ollama's default address; `LOCAL_MODEL_URL` names another port on this machine. */
export const DEFAULT_LOCAL_MODEL_URL = 'http://127.0.0.1:11434';

/** How long each question may take: a local server answers in a few ms. */
const DEFAULT_TIMEOUT_MS = 400;

export interface LocalModel {
  /** OPENAI_BASE_URL: the server's OpenAI-compatible API. */
  baseUrl: string;
  /** OPENAI_MODEL: the first chat model the server lists. */
  model: string;
  /** Who answered, for the start banner: 'Ollama' or 'servidor compatível com OpenAI'. */
  server: string;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** Models that embed text and cannot chat ('nomic-embed-text', 'bge-m3'). */
const NOT_CHAT = /embed|bge|rerank|whisper/i;

/**
 * The model server on this machine, or null. `origin` must be a loopback address; `fetch` and
 * `timeoutMs` are seams for tests.
 */
export async function detectLocalModel(
  opts: { origin?: string; timeoutMs?: number; fetch?: typeof fetch } = {},
): Promise<LocalModel | null> {
  let url: URL;
  try {
    url = new URL(opts.origin || DEFAULT_LOCAL_MODEL_URL);
  } catch {
    return null;
  }
  if (!LOOPBACK.has(url.hostname) || url.protocol !== 'http:') return null;
  const origin = url.origin;
  const get = async (path: string): Promise<unknown> => {
    const res = await (opts.fetch ?? fetch)(`${origin}${path}`, {
      signal: AbortSignal.timeout(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return res.json();
  };
  const chat = (names: unknown[]) =>
    names.find((n): n is string => typeof n === 'string' && n.length > 0 && !NOT_CHAT.test(n));

  // Ollama: GET /api/tags → { models: [{ name }] }
  const tags = (await get('/api/tags').catch(() => null)) as { models?: Array<{ name?: unknown }> } | null;
  const pulled = chat((tags?.models ?? []).map((m) => m?.name));
  if (pulled) return { baseUrl: `${origin}/v1`, model: pulled, server: 'Ollama' };
  if (tags) return null; // Ollama is running, but no chat model is pulled
  // any other OpenAI-compatible server: GET /v1/models → { data: [{ id }] }
  const listed = (await get('/v1/models').catch(() => null)) as { data?: Array<{ id?: unknown }> } | null;
  const model = chat((listed?.data ?? []).map((m) => m?.id));
  return model ? { baseUrl: `${origin}/v1`, model, server: 'servidor compatível com OpenAI' } : null;
}
