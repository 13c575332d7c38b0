import { receivedScript, receivedScriptId } from './received-script';

describe('receivedScript', () => {
  it('takes a non-blank string script from the navigation state', () => {
    expect(receivedScript({ script: 'Olá [pause]' })).toBe('Olá [pause]');
  });

  it('is null for no state, a blank script or anything else', () => {
    for (const state of [null, undefined, {}, { script: '   ' }, { script: 42 }, 'texto'])
      expect(receivedScript(state)).toBeNull();
  });

  it("takes the saved script's id when one came with it", () => {
    expect(receivedScriptId({ script: 'Olá', scriptId: 'abc' })).toBe('abc');
    for (const state of [null, { script: 'Olá' }, { scriptId: '' }, { scriptId: 7 }])
      expect(receivedScriptId(state)).toBeNull();
  });
});
