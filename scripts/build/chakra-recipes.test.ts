import { defaultConfig } from '@chakra-ui/react';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { CONTENT_ROUTES } from '../../shared/src/navigation/prerendered-routes';
import { contentSystem } from '../../web/src/app/content-theme';
import { system } from '../../web/src/app/theme';
import { exportsOf, resolveSync } from './barrel-imports';

/**
 * web/src/app/theme.ts (and the content pages' web/src/app/content-theme.ts, docs/PERFORMANCE.md §content-pages) keeps only the Chakra recipes our screens use (docs/PERFORMANCE.md §bundle).
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

/** The web app's files a module reaches through its relative imports, static or dynamic. */
function reachableFiles(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      const base = resolve(dirname(file), m[1]!);
      const found = ['.tsx', '.ts', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => existsSync(f));
      if (found && !found.endsWith('.test.ts')) visit(found);
    }
  };
  visit(entry);
  return [...seen];
}

function importedChakraNames(files = sourceFiles(WEB_SRC)): Set<string> {
  const names = new Set<string>();
  for (const file of files)
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

  /** The components whose recipe `theme` lacks, and how many recipes were checked. */
  function missingRecipes(names: Set<string>, theme: typeof system) {
    const missing: string[] = [];
    let checked = 0;
    for (const name of names) {
      const origin = chakra.get(name);
      if (!origin) continue; // a type
      for (const key of recipeKeys(origin.file)) {
        if (!(key in full)) continue; // Chakra's own theme has none either
        checked++;
        if (!theme.hasRecipe(key)) missing.push(`${name} → ${key}`);
      }
    }
    return { missing, checked };
  }

  it('has the recipe of every Chakra component the web app imports', () => {
    const { missing, checked } = missingRecipes(importedChakraNames(), system);
    expect(checked).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  it("gives the content pages' system the recipe of every Chakra component those pages reach", () => {
    const pages = readFileSync(join(WEB_SRC, 'app/page-modules.ts'), 'utf8');
    const moduleOf = new Map(
      [...pages.matchAll(/'(\/[^']*)': \(\) => import\('(\.\.\/features\/[^']+)'\)/g)].map((m) => [m[1]!, m[2]!]),
    );
    const entries = CONTENT_ROUTES.map((route) => resolve(WEB_SRC, 'app', `${moduleOf.get(route)!}.tsx`));
    expect(entries).toHaveLength(3);
    const { missing, checked } = missingRecipes(importedChakraNames(entries.flatMap(reachableFiles)), contentSystem);
    expect(checked).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });

  it('keeps every colour palette a screen names, and only those of Chakra', () => {
    const chakraPalettes = Object.keys(defaultConfig.theme?.semanticTokens?.colors ?? {}).filter(
      (name) => !['bg', 'fg', 'border'].includes(name),
    );
    const source = sourceFiles(WEB_SRC)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    // A palette is named as a colorPalette value ('teal') or through a token ('teal.fg', 'teal.500').
    const named = chakraPalettes.filter((p) => new RegExp(`['"]${p}(?:\\.\\w+)?['"]`).test(source));
    expect(named.length).toBeGreaterThan(4);
    for (const palette of named)
      expect([palette, system.token(`colors.${palette}.solid`)]).toEqual([palette, expect.any(String)]);
    expect(system.token('colors.teal.solid')).toBeUndefined();
  });

  it('leaves out what no screen uses, and from the content pages what only the app uses', () => {
    expect(system.hasRecipe('datePicker')).toBe(false);
    expect(system.hasRecipe('colorPicker')).toBe(false);
    expect(contentSystem.hasRecipe('dialog')).toBe(false);
    expect(contentSystem.hasRecipe('tabs')).toBe(false);
  });

  it('gives the content pages and the app the same global CSS, which the build writes once for both', () => {
    // web/src/prerender.tsx renders it from the app's system into every HTML file (web/src/app/page-styles.ts).
    expect(contentSystem._global).toEqual(system._global);
    expect(contentSystem.layers.atRule).toBe(system.layers.atRule);
  });

  it("runs on Chakra as patched (patches/, applied by npm's postinstall): the global CSS built when read", () => {
    // The browser never reads it (web/src/app/page-styles.ts), and building it was half of createSystem.
    expect(Object.getOwnPropertyDescriptor(system, '_global')?.get).toEqual(expect.any(Function));
    expect(system._global).toHaveLength(3);
    // Conditions looked up in a set, not a fresh array per lookup: same answers.
    expect(system.conditions.has('_hover')).toBe(true);
    expect(system.conditions.has('md')).toBe(true);
    expect(system.conditions.has('color')).toBe(false);
  });
});
