process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

import { finishedGenerationExpiry } from './script-store.dynamo';

describe('finishedGenerationExpiry', () => {
  it('is 7 days after the generation finished, in epoch seconds, from a Date or an ISO string', () => {
    const finished = Date.parse('2026-03-15T09:30:00.900Z');
    const expected = Math.floor(finished / 1000) + 7 * 86_400;
    expect(finishedGenerationExpiry(new Date(finished))).toBe(expected);
    expect(finishedGenerationExpiry('2026-03-15T09:30:00.900Z')).toBe(expected);
  });
});
