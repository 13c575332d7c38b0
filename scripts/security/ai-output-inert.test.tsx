/** @jest-environment jsdom */
import fs from 'node:fs';
import path from 'node:path';
import { renderWithApp } from '../../web/src/test/dom';
import { ScriptBody } from '../../web/src/features/scripts/script-body';
import { StreamingNewsCard } from '../../web/src/features/news/news-script-card';
import { OfflineWriter } from '../../functions/src/adapters/text/offline-writer';
import { parseGeneratedScripts } from '../../functions/src/generation/script-output';
import { scriptPrompt } from '../../functions/src/scripts/prompts';
import { simpleRequest } from '../../functions/src/adapters/text/offline/sample-requests';

/**
 * Issue 34, web security (docs/QUALITY.md §web-security.inert-output): a model's answer that
 * carries markup reaches the page as text. The markup goes in as the creator's idea and the offline
 * writer echoes it into its answer, as a model may. The server's parser strips tags from the script
 * and the extras it keeps; the page also shows the answer as it streams, before that parse, and an
 * idea tool's JSON values as they come: React escapes them (there is no `dangerouslySetInnerHTML`
 * in web/src), so no element is made and no handler runs.
 */
const HOSTILE = [
  '<img src=x onerror=window.__pwned=1>',
  '<script>window.__pwned=1</script>',
  '<iframe src=javascript:window.__pwned=1></iframe>',
  '<a href=javascript:window.__pwned=1>clique</a>',
  '<svg onload=window.__pwned=1>',
];
const ELEMENTS = 'img, script, iframe, a, svg, [onerror], [onload]';

// The first render in jsdom takes seconds on a busy 2-core box.
jest.setTimeout(30_000);

/** The offline writer's answer, as it streams, to an idea carrying `markup`. */
async function answerTo(markup: string): Promise<string> {
  const writer = new OfflineWriter({ delayMs: 0 });
  let streamed = '';
  await writer.write(scriptPrompt(simpleRequest(`Como vender bolo ${markup} no bairro`)), {
    onDelta: (d) => void (streamed += d),
  });
  return streamed;
}

const pwned = () => (window as { __pwned?: number }).__pwned;

describe.each(HOSTILE)('a model answering %s', (markup) => {
  it('the offline writer echoes it, and the server keeps the script and its extras without a tag', async () => {
    const answer = await answerTo(markup);
    expect(answer).toContain(markup);
    const [kept] = parseGeneratedScripts(answer, 1);
    expect(kept!.text).not.toMatch(/<\/?[a-z]/i);
    expect(kept!.extras).not.toBeNull();
    expect(JSON.stringify(kept!.extras)).not.toMatch(/<\/?[a-z]/i);
  });

  it('the script view shows the answer as it streams as text: no element, no handler', async () => {
    const answer = await answerTo(markup);
    const { container } = renderWithApp(<ScriptBody text={answer} />);
    const body = container.querySelector('[data-testid="texto-do-roteiro"]')!;
    expect(body.textContent).toContain(markup);
    expect(body.querySelectorAll(ELEMENTS)).toHaveLength(0);
    expect(pwned()).toBeUndefined();
  });

  it("an idea tool's streamed values (a news script's title and text) show as text", () => {
    const { container } = renderWithApp(
      <StreamingNewsCard script={{ titulo: `Manchete ${markup}`, roteiro: `[GANCHO]\n${markup} Olha isso.` }} />,
    );
    expect(container.textContent!.split(markup)).toHaveLength(3);
    expect(container.querySelectorAll(ELEMENTS)).toHaveLength(0);
    expect(pwned()).toBeUndefined();
  });
});

it('web/src writes no HTML from a string: no dangerouslySetInnerHTML, innerHTML, outerHTML or insertAdjacentHTML', () => {
  const root = path.resolve(__dirname, '..', '..', 'web', 'src');
  const walk = (d: string): string[] =>
    fs
      .readdirSync(d, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]));
  const sources = walk(root).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
  expect(sources.length).toBeGreaterThan(100);
  const writers = sources.filter((f) =>
    /dangerouslySetInnerHTML|\.(?:inner|outer)HTML\s*=|insertAdjacentHTML/.test(fs.readFileSync(f, 'utf8')),
  );
  expect(writers.map((f) => path.relative(root, f))).toEqual([]);
});
