import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const scratch = mkdtempSync(join(tmpdir(), 'functions-bundle-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The package a bare specifier names: `firebase-admin/app` → `firebase-admin`, `@a/b/c` → `@a/b`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

describe('the functions bundle', () => {
  it('imports only what Cloud Functions installs from functions/package.json, and Node itself', () => {
    const outfile = join(scratch, 'index.js');
    execFileSync(process.execPath, ['functions/build.mjs', '--outfile', outfile]);
    const bundle = readFileSync(outfile, 'utf8');
    // Static imports and re-exports at the top of the module, and any dynamic import.
    const imports = /(?:^(?:import|export)\b[^;]*?from\s*|\bimport\(\s*)"([^"]+)"/gm;
    const specifiers = [...bundle.matchAll(imports)].map((match) => match[1] ?? '');
    const manifest = JSON.parse(readFileSync('functions/package.json', 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const node = new Set(builtinModules);
    const missing = specifiers
      .filter((specifier) => !specifier.startsWith('node:') && !node.has(specifier))
      .map(packageOf)
      .filter((name) => !(name in manifest.dependencies));
    expect(specifiers.length).toBeGreaterThan(5);
    expect([...new Set(missing)]).toEqual([]);
  });
});
