import { clearScriptDraft, draftToRestore, readScriptDraft, scriptDraftKey, writeScriptDraft } from './script-draft';
import { memoryStorage } from '../../lib/test-support';

describe('the script editor draft (issue 27)', () => {
  it('keeps an unsaved edit per user and script, and reads it back', () => {
    const storage = memoryStorage();
    writeScriptDraft(storage, 'user-a', 'S1', { text: 'texto editado', base: 'texto salvo' });
    expect(readScriptDraft(storage, 'user-a', 'S1')).toEqual({ text: 'texto editado', base: 'texto salvo' });
    expect(readScriptDraft(storage, 'user-b', 'S1')).toBeNull();
    expect(readScriptDraft(storage, 'user-a', 'S2')).toBeNull();
  });

  it('forgets an edit back to the saved text, and a discarded one', () => {
    const storage = memoryStorage();
    writeScriptDraft(storage, 'u', 'S1', { text: 'novo', base: 'velho' });
    writeScriptDraft(storage, 'u', 'S1', { text: 'velho', base: 'velho' });
    expect(storage.items.has(scriptDraftKey('u', 'S1'))).toBe(false);
    writeScriptDraft(storage, 'u', 'S1', { text: 'novo', base: 'velho' });
    clearScriptDraft(storage, 'u', 'S1');
    expect(readScriptDraft(storage, 'u', 'S1')).toBeNull();
  });

  it('offers a draft only when it differs from the current text', () => {
    expect(draftToRestore({ text: 'a', base: 'b' }, 'b')).toEqual({ text: 'a', base: 'b' });
    expect(draftToRestore({ text: 'a', base: 'b' }, 'a')).toBeNull();
    expect(draftToRestore(null, 'a')).toBeNull();
  });

  it('ignores junk and refused storage', () => {
    const storage = memoryStorage();
    storage.items.set(scriptDraftKey('u', 'S1'), '{"text":1}');
    expect(readScriptDraft(storage, 'u', 'S1')).toBeNull();
    storage.items.set(scriptDraftKey('u', 'S1'), 'not json');
    expect(readScriptDraft(storage, 'u', 'S1')).toBeNull();
    const refused = memoryStorage({ refuse: true });
    expect(() => writeScriptDraft(refused, 'u', 'S1', { text: 'x', base: 'y' })).not.toThrow();
  });
});
