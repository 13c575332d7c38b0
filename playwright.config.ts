import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';

/**
 * End-to-end tests drive `npm start` in Debian's Chromium, on a free port with a fresh
 * DATA_DIR. scripts/test/run-all.ts picks both; run alone, this file picks them.
 * Workers inherit process.env, so they see the same values.
 */
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000));
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'viraliza-e2e-'));
const port = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // One retry on CI only: a real failure still fails twice; a one-off stall of the 2-core CI box does not sink the run.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-dev-shm-usage',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // the teleprompter's recording: a synthetic camera and mic, allowed without a prompt
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  webServer: {
    command: 'npx tsx scripts/local/start.ts',
    url: `http://localhost:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      SKIP_WEB_BUILD: process.env.SKIP_WEB_BUILD ?? '0',
      // the tests' own accounts beside the demo ones (scripts/local/seed.ts, E2E_ACCOUNTS)
      SEED_E2E_ACCOUNTS: '1',
      // the tests read the offline writer's words, even on a machine with Ollama (docs/LOCAL-MODE.md §local-model)
      TEXT_WRITER: 'offline',
      // the offline writer slower than a model, 1200 ms per minute of video (a 20-minute script streams for 24 s, an
      // image or an idea tool's answer takes 12 s: a reload on a loaded 2-core box still lands mid-run), for one account only: e2e/generation-resume.spec.ts reloads its
      // generations mid-stream, and every other spec's run at the writer's own pace (docs/LOCAL-MODE.md §writer.paced-accounts)
      OFFLINE_DELAY_MS: '1200',
      OFFLINE_DELAY_ACCOUNTS: 'ritmo@viraliza.test',
      // everyone else's at a quick pace: 2 words every 6 ms instead of 36 (a one-minute script in about 0.4 s, not 3 s);
      // still in many chunks, so the text streams over the WebSocket (docs/LOCAL-MODE.md §writer)
      OFFLINE_WRITER_DELAY_MS: '3',
    },
  },
});
