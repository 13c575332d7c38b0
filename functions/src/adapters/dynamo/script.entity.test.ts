import { SCRIPT_VERSIONS_KEPT } from '@shared/scripts/script.schema';
import { VERSION_TEXT_MAX_BYTES, pushVersion, scriptItem, toScript, versionsOf } from './script.entity';

const v = (text: string) => ({ text, writer: 'offline' as const });

describe('script versions on the item', () => {
  it('puts the replaced text first and keeps at most SCRIPT_VERSIONS_KEPT', () => {
    const older = ['4', '3', '2', '1', '0'].map(v);
    expect(pushVersion('6', v('5'), older).map((x) => x.text)).toEqual(['5', '4', '3', '2', '1']);
    expect(SCRIPT_VERSIONS_KEPT).toBe(5);
  });

  it('drops the oldest versions when the texts would pass VERSION_TEXT_MAX_BYTES', () => {
    // 32 000 characters of two and three bytes: 80 000 bytes a text, so the current one and 2 versions fit in 300 KB
    const heavy = 'ã'.repeat(16_000) + '€'.repeat(16_000);
    expect(Buffer.byteLength(heavy)).toBe(80_000);
    const kept = pushVersion(heavy, v(heavy), [v(heavy), v(heavy), v(heavy)]);
    expect(kept).toHaveLength(Math.floor(VERSION_TEXT_MAX_BYTES / 80_000) - 1);
  });

  it('reads the count from the item and never stores it', () => {
    const item = {
      pk: 'USER#ana',
      sk: 'SCRIPT#x',
      id: 'x',
      text: 'Agora.',
      createdAt: '2026-03-15T09:30:00.000Z',
      versions: [v('Antes.'), { text: 'Ainda antes.', writer: 'nada' }, { nope: 1 }],
    };
    expect(versionsOf(item)).toEqual([v('Antes.'), v('Ainda antes.')]);
    const script = toScript(item);
    expect(script.versionCount).toBe(2);
    expect(scriptItem('ana', script)).not.toHaveProperty('versionCount');
    expect(toScript({ ...item, versions: undefined }).versionCount).toBe(0);
  });
});
