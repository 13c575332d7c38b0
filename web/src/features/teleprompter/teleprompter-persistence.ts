import type { TeleprompterSettings } from './teleprompter-store';
import { checkedSettings } from './teleprompter-store';

/**
 * What the teleprompter remembers (docs/PRODUCT.md §screens.teleprompter):
 * - the settings (type, speed, size, mirror, flip) per user on the device, in localStorage;
 * - the script per user and tab, in sessionStorage, so a reload keeps it (as the creator keeps its inputs).
 * Storage may be full or refused (private mode): remembering is then skipped, never an error.
 */
export const settingsKey = (userId: string) => `viraliza.teleprompter.ajustes.${userId}`;
export const textKey = (userId: string) => `viraliza.teleprompter.roteiro.${userId}`;
/** The saved script the text came from, per user and tab: the takes remember it (docs/PRODUCT.md §screens.teleprompter.captions). */
export const scriptIdKey = (userId: string) => `viraliza.teleprompter.roteiro-salvo.${userId}`;

export function readSettings(storage: Storage, userId: string): Partial<TeleprompterSettings> {
  try {
    const raw = storage.getItem(settingsKey(userId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' ? checkedSettings(parsed as Partial<TeleprompterSettings>) : {};
  } catch {
    return {};
  }
}

export function writeSettings(storage: Storage, userId: string, s: TeleprompterSettings): void {
  const { contentType, speed, fontSize, mirror, flip } = s;
  try {
    storage.setItem(settingsKey(userId), JSON.stringify({ contentType, speed, fontSize, mirror, flip }));
  } catch {
    // full or refused: the settings are simply not remembered
  }
}

export function readText(storage: Storage, userId: string): string | null {
  try {
    return storage.getItem(textKey(userId));
  } catch {
    return null;
  }
}

export function readScriptId(storage: Storage, userId: string): string | null {
  try {
    return storage.getItem(scriptIdKey(userId));
  } catch {
    return null;
  }
}

export function writeScriptId(storage: Storage, userId: string, id: string | null): void {
  try {
    if (id) storage.setItem(scriptIdKey(userId), id);
    else storage.removeItem(scriptIdKey(userId));
  } catch {
    // as above
  }
}

export function writeText(storage: Storage, userId: string, text: string): void {
  try {
    storage.setItem(textKey(userId), text);
  } catch {
    // as above
  }
}
