/**
 * `npm run samples`: prints the offline writer's script for each sample request, with its
 * extras (hook variations, caption, hashtags, on-screen texts), for a person to read. Tests
 * assert the writing rules instead of printing (a test that prints fails:
 * scripts/test/fail-on-console.ts).
 */
import { analyse } from '../../functions/src/adapters/text/offline/analyse';
import { composeScripts } from '../../functions/src/adapters/text/offline/compose';
import { SCRIPT_SAMPLES } from '../../functions/src/adapters/text/offline/sample-requests';

const extrasText = (e: ReturnType<typeof composeScripts>[number]['extras']) =>
  [
    '--- ganchos alternativos ---',
    ...e.hooks.map((h, i) => `${i + 1}. ${h}`),
    '--- legenda ---',
    e.caption,
    e.hashtags.join(' '),
    '--- textos na tela ---',
    ...e.onScreenTexts.map((t) => `${t.section}: ${t.text}`),
  ].join('\n');

console.log(
  SCRIPT_SAMPLES.map(({ name, request }) =>
    composeScripts(analyse(request))
      .map(
        (s, i, all) =>
          `===== ${name}${all.length > 1 ? ` (parte ${i + 1})` : ''} =====\n${s.text}\n${extrasText(s.extras)}`,
      )
      .join('\n\n'),
  ).join('\n\n'),
);
