import { build } from 'esbuild';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  barrelImportsPlugin,
  exportsOf,
  iconModule,
  markDefineCallsPure,
  resolveSync,
  rewriteBarrelImports,
  rewriteIconImports,
} from './barrel-imports';

/** A throwaway package tree: { 'node_modules/pkg/index.js': '...' } under a fresh folder. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'barrel-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const PKG = {
  'node_modules/ui/package.json': JSON.stringify({
    name: 'ui',
    sideEffects: false,
    exports: {
      '.': { import: { types: './index.d.ts', default: './dist/index.js' } },
      './*': './dist/parts/*/index.js',
    },
  }),
  // the shape of Ark UI's barrel: imports first, then one export list
  'node_modules/ui/dist/index.js': [
    '"use strict";',
    "import { Box } from './box.js';",
    "import { Menu, menuAnatomy } from './parts/menu/index.js';",
    "import * as dialog from './parts/dialog/dialog.js';",
    'export { Box, Menu, menuAnatomy as anatomy, dialog as Dialog };',
  ].join('\n'),
  'node_modules/ui/dist/box.js': 'export const Box = "box";\n',
  'node_modules/ui/dist/parts/menu/index.js': [
    "import { Menu } from './menu.js';",
    "import { menuAnatomy } from './anatomy.js';",
    'export { Menu, menuAnatomy };',
  ].join('\n'),
  'node_modules/ui/dist/parts/menu/menu.js': 'export const Menu = "menu-machine";\n',
  'node_modules/ui/dist/parts/menu/anatomy.js': 'export const menuAnatomy = ["trigger"];\n',
  'node_modules/ui/dist/parts/dialog/dialog.js': 'export const Root = "dialog";\n',
  // the shape of zag's barrels: the bundler's helper chunk imported for its effects, then `export *`
  'node_modules/ui/dist/parts/dialog/index.js': "import './chunk-helpers.js';\nexport * from './dialog.js';\n",
  'node_modules/ui/dist/parts/dialog/chunk-helpers.js': 'export var __publicField = () => {};\n',
};

describe('barrel imports', () => {
  it('follows a barrel down to the files that define each name, through re-exports, renames and namespaces', () => {
    const root = tree(PKG);
    const map = exportsOf(resolveSync('ui', root)!, resolveSync)!;
    expect(map.get('Box')).toEqual({ file: join(root, 'node_modules/ui/dist/box.js'), name: 'Box' });
    expect(map.get('Menu')).toEqual({ file: join(root, 'node_modules/ui/dist/parts/menu/menu.js'), name: 'Menu' });
    expect(map.get('anatomy')).toEqual({
      file: join(root, 'node_modules/ui/dist/parts/menu/anatomy.js'),
      name: 'menuAnatomy',
    });
    expect(map.get('Dialog')).toEqual({ file: join(root, 'node_modules/ui/dist/parts/dialog/dialog.js'), name: '*' });
  });

  it('resolves a subpath through an exports pattern and reads the names of an `export *` module, past a helper chunk imported for its effects', () => {
    const root = tree(PKG);
    const file = resolveSync('ui/dialog', root);
    expect(file).toBe(join(root, 'node_modules/ui/dist/parts/dialog/index.js'));
    expect(exportsOf(file!, resolveSync)?.get('Root')?.file).toBe(
      join(root, 'node_modules/ui/dist/parts/dialog/dialog.js'),
    );
  });

  it('rewrites a named import into one import per defining file; a name the barrel lacks at runtime becomes a type', () => {
    const root = tree(PKG);
    const out = rewriteBarrelImports(
      "import { Box, Menu as M, type BoxProps, MenuProps } from 'ui';\nconsole.log(Box, M);\n",
      join(root, 'src/page.ts'),
      resolveSync,
      (spec) => spec === 'ui',
    )!;
    expect(out).toContain(`import { Box as Box } from ${JSON.stringify(join(root, 'node_modules/ui/dist/box.js'))};`);
    expect(out).toContain(
      `import { Menu as M } from ${JSON.stringify(join(root, 'node_modules/ui/dist/parts/menu/menu.js'))};`,
    );
    expect(out).toContain('import type { BoxProps, MenuProps } from "ui";');
    expect(out).not.toMatch(/import \{[^}]*\} from "ui"/);
  });

  it('follows the re-exports of a module with code of its own only where its package is free of side effects', () => {
    const partialIndex = "export { Box } from './box.js';\nexport const x = 1;\n";
    const root = tree({ ...PKG, 'node_modules/ui/dist/index.js': partialIndex });
    expect(exportsOf(resolveSync('ui', root)!, resolveSync)).toBeUndefined();
    const out = rewriteBarrelImports("import { Box, x } from 'ui';", join(root, 'a.ts'), resolveSync, () => true)!;
    expect(out).toContain(`import { Box as Box } from ${JSON.stringify(join(root, 'node_modules/ui/dist/box.js'))};`);
    expect(out).toContain('import { x } from "ui";');

    const manifest = JSON.parse(PKG['node_modules/ui/package.json']) as Record<string, unknown>;
    const withEffects = tree({
      ...PKG,
      'node_modules/ui/package.json': JSON.stringify({ ...manifest, sideEffects: undefined }),
      'node_modules/ui/dist/index.js': partialIndex,
    });
    expect(
      rewriteBarrelImports("import { Box } from 'ui';", join(withEffects, 'a.ts'), resolveSync, () => true),
    ).toBeUndefined();
  });

  it('marks define helpers pure, so a theme object nobody reads can be dropped', () => {
    expect(markDefineCallsPure('const a = defineRecipe({}); const b = defineTokens.colors({});')).toBe(
      'const a = /* @__PURE__ */ defineRecipe({}); const b = /* @__PURE__ */ defineTokens.colors({});',
    );
  });

  it('splits a react-icons import into one module per icon, holding that icon alone', () => {
    expect(rewriteIconImports("import { LuMenu, LuX as Close } from 'react-icons/lu';")).toBe(
      "import { LuMenu as LuMenu } from 'react-icons/lu/LuMenu';\nimport { LuX as Close } from 'react-icons/lu/LuX';",
    );
    const set = [
      "import { GenIcon } from '../lib/index.mjs';",
      'export function LuA (props) {\n  return GenIcon({"tag":"svg"})(props);\n};',
      'export function LuB (props) {\n  return GenIcon({"tag":"path"})(props);\n};',
    ].join('\n');
    const one = iconModule(set, 'LuB', '/lib.mjs')!;
    expect(one).toContain('export function LuB (props)');
    expect(one).toContain('{"tag":"path"}');
    expect(one).not.toContain('LuA');
    expect(iconModule(set, 'LuZ', '/lib.mjs')).toBeUndefined();
  });

  it('in a build, a page imports the defining files: the barrel, and what only it reaches, leave the graph', async () => {
    const root = tree({
      ...PKG,
      'src/landing.ts': "import { Box } from 'ui';\nexport const landing = Box;\n",
    });
    const stats = { rewrittenFiles: 0 };
    const result = await build({
      absWorkingDir: root,
      entryPoints: ['src/landing.ts'],
      bundle: true,
      format: 'esm',
      outdir: join(root, 'out'),
      write: false,
      metafile: true,
      plugins: [barrelImportsPlugin({ packages: /^ui$/, scanned: /\/src\/.*\.ts$|node_modules\/ui\/.*\.js$/, stats })],
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(result.metafile.inputs['src/landing.ts']!.imports.map((i) => i.path)).toEqual([
      'node_modules/ui/dist/box.js',
    ]);
    expect(inputs.filter((f) => f.includes('node_modules/ui/dist/'))).toEqual(['node_modules/ui/dist/box.js']);
    // the count the build guard reads (./build-guard.ts): the one rewritten file
    expect(stats.rewrittenFiles).toBe(1);
  });
});
