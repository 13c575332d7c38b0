import { readSettings, readText, settingsKey, writeSettings, writeText } from './teleprompter-persistence';
import { DEFAULT_SETTINGS } from './teleprompter-store';
import { memoryStorage } from '../../lib/test-support';

describe('teleprompter settings and text on the device', () => {
  it('keeps the settings per user', () => {
    const storage = memoryStorage();
    writeSettings(storage, 'ana', { ...DEFAULT_SETTINGS, speed: 65, contentType: 'custom', mirror: true });
    expect(readSettings(storage, 'ana')).toEqual({
      ...DEFAULT_SETTINGS,
      speed: 65,
      contentType: 'custom',
      mirror: true,
    });
    expect(readSettings(storage, 'bruno')).toEqual({});
  });

  it('ignores broken or out-of-range saved settings', () => {
    const storage = memoryStorage();
    storage.setItem(settingsKey('ana'), '{not json');
    expect(readSettings(storage, 'ana')).toEqual({});
    storage.setItem(settingsKey('ana'), JSON.stringify({ speed: 999, fontSize: 3, contentType: 'x' }));
    expect(readSettings(storage, 'ana')).toEqual({ speed: 100, fontSize: 16 });
  });

  it('keeps the text per user, and survives a refusing storage', () => {
    const storage = memoryStorage();
    writeText(storage, 'ana', 'Olá');
    expect(readText(storage, 'ana')).toBe('Olá');
    expect(readText(storage, 'bruno')).toBeNull();
    const refusing = Object.assign(memoryStorage(), {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      getItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(() => writeText(refusing, 'ana', 'x')).not.toThrow();
    expect(() => writeSettings(refusing, 'ana', DEFAULT_SETTINGS)).not.toThrow();
    expect(readText(refusing, 'ana')).toBeNull();
    expect(readSettings(refusing, 'ana')).toEqual({});
  });
});
