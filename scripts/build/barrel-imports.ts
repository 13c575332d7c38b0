import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve as resolvePath } from 'node:path';
import type { Plugin, PluginBuild } from 'esbuild';

/**
 * Barrel imports straight to the defining module (docs/PERFORMANCE.md §bundle).
 *
 * esbuild splits code by which entry points can *reach* a file through imports, not by which ones use
 * it. Chakra UI, Ark UI and zag ship barrels (index files that only re-export): one `import { Box }
 * from '@chakra-ui/react'` reaches every Chakra component, every Ark component and every zag state
 * machine, so everything a lazy route uses lands in a chunk the landing page loads. This plugin
 * rewrites a named import from a barrel into imports of the files that define the names, so what a
 * page reaches is what it uses. A name the barrel does not export at runtime is a type: it becomes
 * `import type`, which esbuild erases. A module with code of its own beside its re-exports (Chakra's
 * theme index) is followed only where its package declares `"sideEffects": false`: the re-exported
 * names go to their files, its own names stay imported from it.
 */

/** Where one exported name comes from: the defining file and the name there ('*' for a namespace). */
export interface Origin {
  file: string;
  name: string;
}

type Resolve = (specifier: string, fromDir: string) => string | undefined;

const COMMENT = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
const DIRECTIVE = /^\s*["'](?:use strict|use client)["'];?/gm;
// `import { a, b as c } from './x';` and `export { a as b } from './x';`
const NAMED_FROM = /\b(import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["'];?/g;
const NAMESPACE_IMPORT = /\bimport\s*\*\s*as\s+([\w$]+)\s+from\s*["']([^"']+)["'];?/g;
const STAR_EXPORT = /\bexport\s*\*\s*from\s*["']([^"']+)["'];?/g;
const BARE_IMPORT = /\bimport\s*["'][^"']+["'];?/g;
// `export { a, b as c };` after the imports
const LOCAL_EXPORT = /\bexport\s*\{([^}]*)\};?/g;

/** `a, b as c, type D` → [[a, a], [b, c]]: [name there, name here]; type-only names are left out. */
function clause(text: string): Array<[string, string]> {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && !s.startsWith('type '))
    .map((s) => {
      const [from, to] = s.split(/\s+as\s+/);
      return [from!.trim(), (to ?? from)!.trim()];
    });
}

/**
 * The export map of `file` when it is a pure barrel (nothing but imports and re-exports), else
 * undefined: a file with code of its own defines its names.
 */
export function barrelExports(source: string, file: string, resolve: Resolve): Map<string, Origin> | undefined {
  const dir = dirname(file);
  const code = source.replace(COMMENT, '').replace(DIRECTIVE, '');
  const imported = new Map<string, Origin>();
  const exported = new Map<string, Origin>();
  const stars: string[] = [];
  let rest = code;
  let ok = true;
  const target = (spec: string) => {
    const found = resolve(spec, dir);
    if (!found) ok = false;
    return found ?? '';
  };
  rest = rest.replace(NAMED_FROM, (_m, kind: string, names: string, spec: string) => {
    const from = target(spec);
    for (const [there, here] of clause(names))
      (kind === 'import' ? imported : exported).set(here, { file: from, name: there });
    return '';
  });
  rest = rest.replace(NAMESPACE_IMPORT, (_m, local: string, spec: string) => {
    imported.set(local, { file: target(spec), name: '*' });
    return '';
  });
  rest = rest.replace(STAR_EXPORT, (_m, spec: string) => {
    stars.push(target(spec));
    return '';
  });
  rest = rest.replace(LOCAL_EXPORT, (_m, names: string) => {
    for (const [local, name] of clause(names)) {
      const origin = imported.get(local);
      if (origin) exported.set(name, origin);
      else ok = false; // a local binding: this file defines code
    }
    return '';
  });
  // A bare `import './chunk.mjs';` (a bundler's shared helpers) is an effect the package itself
  // declares it does not need when it says `"sideEffects": false`.
  if (sideEffectFree(file)) rest = rest.replace(BARE_IMPORT, '');
  if (!ok || rest.trim() !== '') return undefined;
  for (const star of stars) {
    const inner = exportsOf(star, resolve) ?? definedExports(star);
    if (!inner) return undefined; // `export *` of a module whose names are not known here
    for (const [name, origin] of inner) if (!exported.has(name)) exported.set(name, origin);
  }
  return exported;
}

/** The names a module with code of its own exports (`export { a as b };`, `export const a`), read from its text. */
function definedExports(file: string): Map<string, Origin> | undefined {
  let source: string;
  try {
    source = readFileSync(file, 'utf8').replace(COMMENT, '');
  } catch {
    return undefined;
  }
  if (/\bexport\s*\*|\bexport\s*\{[^}]*\}\s*from/.test(source)) return undefined;
  const names = new Map<string, Origin>();
  for (const m of source.matchAll(LOCAL_EXPORT)) for (const [, name] of clause(m[1]!)) names.set(name, { file, name });
  for (const m of source.matchAll(/\bexport\s+(?:const|let|var|function\*?|class|async\s+function)\s+([\w$]+)/g))
    names.set(m[1]!, { file, name: m[1]! });
  return names;
}

const sideEffectFreeCache = new Map<string, boolean>();

/** Whether the package a file belongs to declares `"sideEffects": false` in its package.json. */
export function sideEffectFree(file: string): boolean {
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      if (!sideEffectFreeCache.has(manifest)) {
        let free: boolean;
        try {
          free = (JSON.parse(readFileSync(manifest, 'utf8')) as { sideEffects?: unknown }).sideEffects === false;
        } catch {
          free = false;
        }
        sideEffectFreeCache.set(manifest, free);
      }
      return sideEffectFreeCache.get(manifest)!;
    }
    if (dirname(dir) === dir) return false;
  }
}

/**
 * The names a module with code of its own re-exports (`export { a } from './a.js'`), followed down to
 * their files, when its package says skipping the module has no effect; undefined otherwise.
 */
export function reexportsOf(file: string, resolve: Resolve): Map<string, Origin> | undefined {
  if (!sideEffectFree(file)) return undefined;
  let source: string;
  try {
    source = readFileSync(file, 'utf8').replace(COMMENT, '');
  } catch {
    return undefined;
  }
  const names = new Map<string, Origin>();
  for (const m of source.matchAll(NAMED_FROM)) {
    if (m[1] !== 'export') continue;
    const from = resolve(m[3]!, dirname(file));
    if (!from) continue;
    for (const [there, here] of clause(m[2]!))
      names.set(here, exportsOf(from, resolve)?.get(there) ?? { file: from, name: there });
  }
  return names.size ? names : undefined;
}

const cache = new Map<string, Map<string, Origin> | undefined>();

/** The export map of a barrel file, its names followed down to the files that define them. */
export function exportsOf(file: string, resolve: Resolve): Map<string, Origin> | undefined {
  if (cache.has(file)) return cache.get(file);
  cache.set(file, undefined); // a cycle reads as "not a barrel"
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const direct = barrelExports(source, file, resolve);
  let result: Map<string, Origin> | undefined;
  if (direct) {
    result = new Map();
    for (const [name, origin] of direct) {
      const deeper = origin.name === '*' ? undefined : exportsOf(origin.file, resolve)?.get(origin.name);
      result.set(name, deeper ?? origin);
    }
  }
  cache.set(file, result);
  return result;
}

/**
 * Rewrites the named imports from barrels in `source`. Returns undefined when nothing changed.
 * `isBarrelSpecifier` picks the imports worth following (bare package specifiers).
 */
export function rewriteBarrelImports(
  source: string,
  file: string,
  resolve: Resolve,
  isBarrelSpecifier: (specifier: string) => boolean,
): string | undefined {
  let changed = false;
  const out = source.replace(
    /\bimport\s*\{([^}]*)\}\s*from\s*["']([^"']+)["'];?/g,
    (statement, names: string, spec: string) => {
      if (!isBarrelSpecifier(spec)) return statement;
      const barrel = resolve(spec, dirname(file));
      const whole = barrel ? exportsOf(barrel, resolve) : undefined;
      const partial = !whole && barrel ? reexportsOf(barrel, resolve) : undefined;
      const map = whole ?? partial;
      if (!map) return statement;
      const byFile = new Map<string, string[]>();
      const types: string[] = [];
      // What a partial barrel defines itself (or a type of it): still imported from it.
      const kept: string[] = [];
      for (const part of names
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        if (part.startsWith('type ')) {
          types.push(part.slice(5).trim());
          continue;
        }
        const [there, here] = part.split(/\s+as\s+/).map((s) => s.trim());
        const origin = map.get(there!);
        if (!origin) {
          // Not a runtime export of a whole barrel: a type. A partial barrel may define it.
          (partial ? kept : types).push(part);
          continue;
        }
        const binding = origin.name === '*' ? `* as ${here ?? there}` : `${origin.name} as ${here ?? there}`;
        byFile.set(origin.file, [...(byFile.get(origin.file) ?? []), binding]);
      }
      changed = true;
      const lines = [...byFile].flatMap(([from, bindings]) => {
        const namespace = bindings.filter((b) => b.startsWith('* as '));
        const named = bindings.filter((b) => !b.startsWith('* as '));
        return [
          ...namespace.map((b) => `import ${b} from ${JSON.stringify(from)};`),
          ...(named.length ? [`import { ${named.join(', ')} } from ${JSON.stringify(from)};`] : []),
        ];
      });
      if (kept.length) lines.push(`import { ${kept.join(', ')} } from ${JSON.stringify(spec)};`);
      if (types.length) lines.push(`import type { ${types.join(', ')} } from ${JSON.stringify(spec)};`);
      return lines.join('\n');
    },
  );
  return changed ? out : undefined;
}

const CHAKRA_THEME = /node_modules\/@chakra-ui\/react\/dist\/esm\/(?:theme|preset)[/.]/;

/**
 * Chakra's theme is built with identity helpers (`defineRecipe({...})`, `defineConfig({...})`): to
 * esbuild a call may have effects, so one `defaultThemeConfig = defineConfig({ recipes, ... })` keeps
 * every recipe alive. Marked pure, a recipe our theme (web/src/app/theme.ts) leaves out is dropped.
 */
export function markDefineCallsPure(source: string): string {
  return source.replace(/(=\s*)(define[A-Z]\w*(?:\.\w+)?\()/g, '$1/* @__PURE__ */ $2');
}

const ICON_NAMESPACE = 'react-icon';

/**
 * react-icons ships each set as one file of ~1,500 functions: split by reachability, every icon
 * any page uses would ride in one chunk the landing page loads. `import { LuMenu } from
 * 'react-icons/lu'` becomes an import of a module holding LuMenu alone.
 */
export function rewriteIconImports(source: string): string | undefined {
  let changed = false;
  const out = source.replace(
    /\bimport\s*\{([^}]*)\}\s*from\s*["'](react-icons\/\w+)["'];?/g,
    (_statement, names: string, spec: string) => {
      changed = true;
      return names
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .map((part) => {
          if (part.startsWith('type ')) return `import type { ${part.slice(5)} } from '${spec}';`;
          const [name, local] = part.split(/\s+as\s+/).map((s) => s.trim());
          return `import { ${name} as ${local ?? name} } from '${spec}/${name}';`;
        })
        .join('\n');
    },
  );
  return changed ? out : undefined;
}

/** The source of one icon function of a react-icons set file, with its GenIcon import. */
export function iconModule(setSource: string, name: string, libPath: string): string | undefined {
  const start = setSource.indexOf(`export function ${name} (`);
  if (start < 0) return undefined;
  const end = setSource.indexOf('\n};', start);
  if (end < 0) return undefined;
  return `import { GenIcon } from ${JSON.stringify(libPath)};\n${setSource.slice(start, end + 3)}\n`;
}

/** The packages whose barrels are followed: Chakra UI and what it is built on. */
const BARREL_PACKAGES = /^(?:@chakra-ui\/react|@ark-ui\/react|@zag-js\/[\w-]+)(?:\/[\w-]+)?$/;
const SCANNED =
  /(?:node_modules\/(?:@chakra-ui\/react|@ark-ui\/react|@zag-js\/[\w-]+)\/dist\/.*\.m?js|web\/src\/.*\.tsx?)$/;

export interface BarrelImportsOptions {
  /** Bare specifiers whose barrels are followed. */
  packages?: RegExp;
  /** Files whose imports are rewritten. */
  scanned?: RegExp;
  /** Counts the files whose barrel imports were rewritten: the build guard fails at 0 (docs/ARCHITECTURE.md §build-guard). */
  stats?: { rewrittenFiles: number };
}

export function barrelImportsPlugin({
  packages = BARREL_PACKAGES,
  scanned = SCANNED,
  stats,
}: BarrelImportsOptions = {}): Plugin {
  return {
    name: 'barrel-imports',
    setup(build: PluginBuild) {
      const resolved = new Map<string, string | undefined>();
      // Synchronous resolution (esbuild's own resolver is async): relative paths directly, bare
      // specifiers through Node's resolver with the "import" condition, as esbuild would pick.
      const resolve: Resolve = (spec, fromDir) => {
        const key = `${fromDir}\0${spec}`;
        if (!resolved.has(key)) resolved.set(key, resolveSync(spec, fromDir));
        return resolved.get(key);
      };
      build.onResolve({ filter: /^react-icons\/\w+\/\w+$/ }, (args) => ({
        path: args.path,
        namespace: ICON_NAMESPACE,
        pluginData: { resolveDir: args.resolveDir },
      }));
      build.onLoad({ filter: /.*/, namespace: ICON_NAMESPACE }, (args) => {
        const [, set, name] = args.path.split('/');
        const { resolveDir } = args.pluginData as { resolveDir: string };
        const setFile = resolve(`react-icons/${set}`, resolveDir);
        const libFile = resolve('react-icons', resolveDir);
        const contents = setFile && libFile ? iconModule(readFileSync(setFile, 'utf8'), name!, libFile) : undefined;
        if (!contents) return { errors: [{ text: `ícone ${name} não encontrado em react-icons/${set}` }] };
        return { contents, loader: 'js', resolveDir };
      });
      build.onLoad({ filter: scanned }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        let rewritten: string | undefined;
        if (CHAKRA_THEME.test(args.path)) rewritten = markDefineCallsPure(source);
        const followed = rewriteBarrelImports(rewritten ?? source, args.path, resolve, (spec) => packages.test(spec));
        if (followed !== undefined && stats) stats.rewrittenFiles++;
        rewritten = followed ?? rewritten;
        if (/from\s*["']react-icons\//.test(rewritten ?? source))
          rewritten = rewriteIconImports(rewritten ?? source) ?? rewritten;
        if (rewritten === undefined || rewritten === source) return undefined;
        const loader = args.path.endsWith('.tsx') ? 'tsx' : args.path.endsWith('.ts') ? 'ts' : 'js';
        return { contents: rewritten, loader, resolveDir: dirname(args.path) };
      });
    },
  };
}

/** Resolves `spec` from `fromDir` the way esbuild does for the browser's ESM build. */
export function resolveSync(spec: string, fromDir: string): string | undefined {
  if (spec.startsWith('.')) return resolvePath(fromDir, spec);
  const match = /^((?:@[^/]+\/)?[^/]+)(\/.*)?$/.exec(spec);
  if (!match) return undefined;
  const [, pkg, sub] = match;
  let dir = fromDir;
  for (;;) {
    const candidate = resolvePath(dir, 'node_modules', pkg!);
    try {
      const manifest = JSON.parse(readFileSync(resolvePath(candidate, 'package.json'), 'utf8')) as {
        exports?: Record<string, unknown>;
        module?: string;
      };
      const target = pickImport(exportEntry(manifest.exports, `.${sub ?? ''}`)) ?? (sub ? undefined : manifest.module);
      return target ? resolvePath(candidate, target) : undefined;
    } catch {
      const parent = dirname(dir);
      if (parent === dir) return undefined;
      dir = parent;
    }
  }
}

/** The "exports" entry for `subpath`, exact or through a `./*` pattern (its `*` filled in). */
function exportEntry(exports: Record<string, unknown> | undefined, subpath: string): unknown {
  if (!exports) return undefined;
  if (subpath in exports) return exports[subpath];
  for (const [key, entry] of Object.entries(exports)) {
    const star = key.indexOf('*');
    if (star < 0) continue;
    const [prefix, suffix] = [key.slice(0, star), key.slice(star + 1)];
    if (!subpath.startsWith(prefix) || !subpath.endsWith(suffix) || subpath.length < key.length - 1) continue;
    const fill = subpath.slice(prefix.length, subpath.length - suffix.length);
    return JSON.parse(JSON.stringify(entry).replaceAll('*', fill));
  }
  return undefined;
}

/** The ESM file of a package.json "exports" entry: "import" (or "default"), nested conditions followed. */
function pickImport(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry;
  if (!entry || typeof entry !== 'object') return undefined;
  const conditions = entry as Record<string, unknown>;
  for (const key of ['browser', 'import', 'module', 'default']) {
    const found = pickImport(conditions[key]);
    if (found && !found.endsWith('.d.ts') && !found.endsWith('.d.mts')) return found;
  }
  return undefined;
}
