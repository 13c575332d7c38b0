import { expect, test, type Page } from '@playwright/test';
import { parsePrompterText, prompterWords } from '../shared/src/teleprompter/markup';
import { normalizeWord } from '../shared/src/teleprompter/voice-follow';
import { DEMO, signIn } from './helpers';

/**
 * docs/PRODUCT.md §flows.teleprompter.voice and §flows.teleprompter.coaching in the browser.
 * Headless Chromium has no working speech service, so the page gets a scripted stand-in for
 * `webkitSpeechRecognition` (installed before the app loads): the test decides what it "hears",
 * and asserts what the app does with it — the word followed, 'Ouvindo…', the delivery report and
 * the pace the server answers. The matcher itself is unit-tested on recorded transcripts
 * (shared/src/teleprompter/voice-follow.test.ts).
 *
 * The script is pasted (the hand-off from /criar is e2e/teleprompter.spec.ts's), and the word
 * followed is the reading area's `[data-word]` span the scroll engine marks with `aria-current`.
 */

/** The stand-in: records each instance; `window.__speech.hear(finals, interim)` delivers results to the live one. */
function installFakeRecognition(page: Page, opts: { refuse?: boolean } = {}) {
  return page.addInitScript((refuse: boolean) => {
    type Handler = ((e: unknown) => void) | null;
    const live: FakeRecognition[] = [];
    class FakeRecognition {
      lang = '';
      continuous = false;
      interimResults = false;
      maxAlternatives = 1;
      onresult: Handler = null;
      onerror: Handler = null;
      onend: (() => void) | null = null;
      start() {
        live.push(this);
        if (refuse)
          setTimeout(() => {
            this.onerror?.({ error: 'not-allowed' });
            this.onend?.();
          }, 50);
      }
      stop() {
        this.abort();
      }
      abort() {
        live.splice(live.indexOf(this), 1);
      }
    }
    const result = (transcript: string, isFinal: boolean) => ({ isFinal, length: 1, 0: { transcript } });
    // defined, not assigned: Chromium's own constructor would otherwise stay in place
    for (const name of ['webkitSpeechRecognition', 'SpeechRecognition'])
      Object.defineProperty(window, name, { value: FakeRecognition, configurable: true, writable: true });
    Object.assign(window, {
      __speech: {
        live: () => live.length,
        lang: () => live.at(-1)?.lang,
        hear(finals: string[], interim?: string) {
          const results = [...finals.map((t) => result(t, true)), ...(interim ? [result(interim, false)] : [])];
          live.at(-1)?.onresult?.({ resultIndex: 0, results });
        },
      },
    });
  }, !!opts.refuse);
}

const SCRIPT = [
  'Você sabia que gravar vídeos curtos sem travar depende de um roteiro simples?',
  '[pause]',
  'Hoje eu vou mostrar três passos para você falar com naturalidade diante da câmera.',
  'Primeiro, leia o texto em voz alta duas vezes antes de gravar.',
  '[smile] Segundo, respire fundo e sorria no começo.',
  'Terceiro, grave em blocos curtos e junte tudo na edição.',
  'Comente aqui qual passo você vai testar primeiro.',
].join('\n');

async function openTeleprompterWithScript(page: Page): Promise<string> {
  await signIn(page, DEMO.pro.email, DEMO.pro.password);
  await page.goto('/teleprompter');
  await page.getByLabel('Roteiro', { exact: true }).fill(SCRIPT);
  await page.getByRole('radio', { name: /Conversacional/ }).check();
  return SCRIPT;
}

const hear = (page: Page, finals: string[], interim?: string) =>
  page.evaluate(
    ([f, i]) => (window as unknown as { __speech: { hear(f: string[], i?: string): void } }).__speech.hear(f, i),
    [finals, interim] as const,
  );

test('follows the voice through a take, ignores a filler burst, and reports the pace and the fillers', async ({
  page,
}) => {
  await installFakeRecognition(page);
  // the take's pace is measured on the page's clock: page.clock moves it between phrases
  await page.clock.install();
  const script = await openTeleprompterWithScript(page);
  const words = prompterWords(parsePrompterText(script));
  // the first 10 words one can say (a dash alone is not one), by their index in the reading area
  const sayable = words.flatMap((w, i) => (normalizeWord(w) ? [i] : [])).slice(0, 10);
  const said = sayable.map((i) => words[i]!);

  const toggle = page.getByLabel('Seguir minha voz');
  await expect(toggle).toBeEnabled();
  await page.getByText('Seguir minha voz', { exact: true }).click(); // the switch's label, as a user clicks it
  await expect(toggle).toBeChecked();
  await expect(page.getByText('Aperte Iniciar e comece a ler')).toBeVisible();
  await page.getByRole('button', { name: 'Iniciar', exact: true }).click();
  await expect(page.getByText('Ouvindo…')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __speech: { lang(): string } }).__speech.lang())).toBe(
    'pt-BR',
  );

  // The creator reads the first 10 words over about 4 s, with 'né tipo' in the middle; results grow as Chrome's do.
  const followed = page.getByRole('region', { name: 'Área de leitura' }).locator('[aria-current="true"]');
  for (let n = 1; n <= 5; n++) {
    await hear(page, [], said.slice(0, n).join(' '));
    await page.clock.runFor(500);
  }
  await expect(followed).toHaveAttribute('data-word', String(sayable[4]));
  const first = said.slice(0, 5).join(' ');
  await hear(page, [first], 'né tipo');
  await page.clock.runFor(500);
  await expect(followed).toHaveAttribute('data-word', String(sayable[4])); // the fillers did not move it
  for (let n = 6; n <= 10; n++) {
    await hear(page, [first], `né tipo ${said.slice(5, n).join(' ')}`);
    await page.clock.runFor(500);
  }
  await hear(page, [first, `né tipo ${said.slice(5).join(' ')}`]);
  await expect(followed).toHaveAttribute('data-word', String(sayable[9]));
  await expect(followed).toContainText(said[9]!.slice(0, 3));

  // Pausing ends the take: its report, saved to the user's pace.
  await page.getByRole('button', { name: 'Pausar', exact: true }).click();
  await expect(page.getByText('Ouvindo…')).toBeHidden();
  const report = page.getByTestId('delivery-report');
  await expect(report.getByRole('heading', { name: 'Como foi a leitura' })).toBeVisible();
  await expect(report.getByTestId('delivery-wpm')).toHaveText(/^\d+ palavras por minuto$/);
  await expect(report.getByText(/ritmo de Conversacional \(160–180 ppm\)\.$/)).toBeVisible();
  await expect(report.getByTestId('delivery-fillers')).toHaveText('né ×1, tipo ×1');
  await expect(report.getByText('Possíveis vícios de linguagem')).toBeVisible();
  await expect(report.getByTestId('delivery-average')).toHaveText(/^Seu ritmo médio: \d+ ppm em \d+ tomadas?$/);
  expect(await page.evaluate(() => (window as unknown as { __speech: { live(): number } }).__speech.live())).toBe(0);
});

test('a browser without speech recognition says so and keeps the timed scroll', async ({ page }) => {
  await page.addInitScript(() => {
    delete (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
    delete (window as { SpeechRecognition?: unknown }).SpeechRecognition;
  });
  await openTeleprompterWithScript(page);
  await expect(page.getByLabel('Seguir minha voz')).toBeDisabled();
  await expect(
    page.getByText(
      'Seu navegador não tem reconhecimento de voz (o Firefox, por exemplo). A rolagem segue no modo automático por tempo.',
    ),
  ).toBeVisible();
});

test('a refused microphone says how to allow it and goes back to the timed scroll', async ({ page }) => {
  await installFakeRecognition(page, { refuse: true });
  await openTeleprompterWithScript(page);
  const toggle = page.getByLabel('Seguir minha voz');
  await page.getByText('Seguir minha voz', { exact: true }).click();
  await expect(toggle).toBeChecked();
  await page.getByRole('button', { name: 'Iniciar', exact: true }).click();
  await expect(page.getByText(/Libere o acesso ao microfone nas configurações do navegador/)).toBeVisible();
  await expect(toggle).not.toBeChecked();
});
