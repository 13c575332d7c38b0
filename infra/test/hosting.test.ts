import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resources, synth } from './support/synth';

/** Every file under `dir`, relative to it. */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

describe('web deployment leaves source maps out of the public bucket', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'viraliza-web-maps-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets', 'main-ABCD1234.js'), 'x()\n//# sourceMappingURL=main-ABCD1234.js.map');
    fs.writeFileSync(path.join(dir, 'assets', 'main-ABCD1234.js.map'), '{"sourcesContent":["segredo"]}');
    fs.writeFileSync(path.join(dir, 'assets', 'main-ABCD1234.css.map'), '{}');
    fs.writeFileSync(path.join(dir, 'top.map'), '{}');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('stages the assets without any .map file, and prunes maps an older deployment left', () => {
    const s = synth({ webDistDir: dir });
    const assembly = s.app.synth();
    const staged = fs
      .readdirSync(assembly.directory)
      .filter((d) => d.startsWith('asset.'))
      .map((d) => path.join(assembly.directory, d))
      .filter((d) => fs.statSync(d).isDirectory() && fs.existsSync(path.join(d, 'assets', 'main-ABCD1234.js')));
    expect(staged).toHaveLength(1);
    expect(filesUnder(staged[0]!).sort()).toEqual([path.join('assets', 'main-ABCD1234.js')]);

    const deployments = Object.values(resources(s.template, 'Custom::CDKBucketDeployment'));
    const assets = deployments.find((d) => d.Properties?.Prune !== false)!;
    // Not in the deployment's own exclude list: that would also keep prune from deleting old maps.
    expect(JSON.stringify(assets.Properties?.Exclude)).not.toContain('.map');
  });
});
