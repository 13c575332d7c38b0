import { defaultConfig } from '@chakra-ui/react';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { system } from '../../web/src/app/theme';
import { exportsOf, resolveSync } from './barrel-imports';

/**
 * web/src/app/theme.ts keeps only the Chakra recipes our screens use (docs/PERFORMANCE.md §bundle).
 * A component whose recipe is missing renders unstyled without an error, so this test reads every
 * Chakra component the web app imports, finds the recipe keys its files ask for, and checks the
 * theme has each one Chakra's full theme has.
 */
const WEB_SRC = join(__dirname, '../../web/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function importedChakraNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(WEB_SRC))
    for (const m of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g))
      for (const part of m[1]!.split(',').map((s) => s.trim()))
        if (part && !part.startsWith('type ')) names.add(part.split(/\s+as\s+/)[0]!);
  return names;
}

/** The recipe keys a component's files ask for (`createRecipeContext({ key: "button" })` and the like). */
function recipeKeys(definingFile: string): string[] {
  const component = /^(.*\/components\/[\w-]+)\//.exec(definingFile)?.[1];
  const files = component
    ? readdirSync(component)
        .filter((f) => f.endsWith('.js'))
        .map((f) => join(component, f))
    : [definingFile];
  return files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/\bkey: "(\w+)"/g)].map((m) => m[1]!));
}

describe('the sliced Chakra theme', () => {
  const chakra = exportsOf(resolveSync('@chakra-ui/react', dirname(WEB_SRC))!, resolveSync)!;
  const full = { ...defaultConfig.theme?.recipes, ...defaultConfig.theme?.slotRecipes };

  it('has the recipe of every Chakra component the web app imports', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const name of importedChakraNames()) {
      const origin = chakra.get(name);
      if (!origin) continue; // a type
      for (const key of recipeKeys(origin.file)) {
        if (!(key in full)) continue; // Chakra's own theme has none either
        checked++;
        if (!system.hasRecipe(key)) missing.push(`${name} → ${key}`);
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  it('leaves out what no screen uses', () => {
    expect(system.hasRecipe('datePicker')).toBe(false);
    expect(system.hasRecipe('colorPicker')).toBe(false);
  });
});
