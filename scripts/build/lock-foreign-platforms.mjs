#!/usr/bin/env node
/**
 * The registry this project installs from serves only the Linux builds of some native
 * packages (@swc/core, unrs-resolver). `npm install` then leaves their other-platform
 * optional dependencies out of package-lock.json, and `npm ci` refuses the lock as
 * "out of sync". This adds the entries a full registry would have written (version, os,
 * cpu, optional): npm skips them on Linux by os/cpu, so nothing is ever fetched.
 * Run it after `npm install` changes the lock: `node scripts/build/lock-foreign-platforms.mjs`.
 */
import fs from 'node:fs';

const lockPath = new URL('../../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
const pkgs = lock.packages;
const CPUS = ['arm64', 'x64', 'arm', 'ia32', 'ppc64', 's390x', 'loong64', 'riscv64'];
let added = 0;

for (const [parentPath, parent] of Object.entries(pkgs)) {
  for (const [name, spec] of Object.entries(parent.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (pkgs[key]) continue;
    const parts = name.split('/').pop().split('-');
    const os = parts.find((p) =>
      ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'].includes(
        p,
      ),
    );
    const cpu = parts.find((p) => CPUS.includes(p));
    if (!os || !cpu) continue; // not a platform build: leave it to npm
    pkgs[key] = { version: spec.replace(/^[\^~=]/, ''), cpu: [cpu], dev: parent.dev, optional: true, os: [os] };
    if (!parent.dev) delete pkgs[key].dev;
    added++;
    void parentPath;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
fs.writeFileSync(lockPath, JSON.stringify(lock, null, 2) + '\n');
console.log(`lock-foreign-platforms: added ${added} entries`);
