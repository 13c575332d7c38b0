/**
 * `npm run samples`: prints the offline writer's script for each sample request, for a
 * person to read. Tests assert the writing rules instead of printing (a test that prints
 * fails: scripts/test/fail-on-console.ts).
 */
import { composeScript } from '../../functions/src/adapters/text/offline/compose';
import { SCRIPT_SAMPLES } from '../../functions/src/adapters/text/offline/sample-requests';

console.log(SCRIPT_SAMPLES.map(({ name, request }) => `===== ${name} =====\n${composeScript(request)}`).join('\n\n'));
