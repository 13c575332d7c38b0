import { readPartial } from '@shared/ideas/structured-output';
import { partialShort } from './partial-short';

it('shows the parts written so far of a half-streamed answer', () => {
  const raw = '{\n  "meta": { "duration_seconds": 60 },\n  "script": {\n    "hook": "Você sabia que o pão';
  expect(partialShort(readPartial(raw))).toEqual({
    hook: 'Você sabia que o pão',
    tension: '',
    climax: '',
    cta: '',
    cuts: 0,
    hooks: 0,
  });
});

it('counts cuts and hooks as they come', () => {
  const raw = '{"script":{"hook":"A","tension":"B","climax":"C","cta":"D"},"cuts":[{"from":"00:01"},{"from":"00:0';
  expect(partialShort(readPartial(raw))).toMatchObject({ cta: 'D', cuts: 2 });
});

it.each([[undefined], [null], ['texto'], [{ script: { hook: 42 } }], [{ cuts: 'muitos' }]])(
  'ignores what is not the expected shape: %p',
  (partial) => {
    expect(partialShort(partial)).toEqual({ hook: '', tension: '', climax: '', cta: '', cuts: 0, hooks: 0 });
  },
);
