import { readSettings, readText, settingsKey, writeSettings, writeText } from './teleprompter-persistence';
import { DEFAULT_SETTINGS } from './teleprompter-store';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
  setItem(k: string, v: string) {
    this.items.set(k, v);
  }
}

describe('teleprompter settings and text on the device', () => {
  it('keeps the settings per user', () => {
    const storage = new MemoryStorage();
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
    const storage = new MemoryStorage();
    storage.setItem(settingsKey('ana'), '{not json');
    expect(readSettings(storage, 'ana')).toEqual({});
    storage.setItem(settingsKey('ana'), JSON.stringify({ speed: 999, fontSize: 3, contentType: 'x' }));
    expect(readSettings(storage, 'ana')).toEqual({ speed: 100, fontSize: 16 });
  });

  it('keeps the text per user, and survives a refusing storage', () => {
    const storage = new MemoryStorage();
    writeText(storage, 'ana', 'Olá');
    expect(readText(storage, 'ana')).toBe('Olá');
    expect(readText(storage, 'bruno')).toBeNull();
    const refusing = Object.assign(new MemoryStorage(), {
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
