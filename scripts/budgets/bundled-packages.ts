import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** npm packages whose code a built chunk contains, read from its source map. */
export function bundledPackages(distDir: string, file: string): Set<string> {
  const mapFile = join(distDir, `${file}.map`);
  if (!existsSync(mapFile)) {
    // Vite's own helpers (e.g. the preload helper) come without a map; read the code instead.
    const code = readFileSync(join(distDir, file), 'utf8');
    return new Set(/@firebase\/|firebasejs|FirebaseError/.test(code) ? ['firebase'] : []);
  }
  const { sources } = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
  const packages = new Set<string>();
  for (const source of sources) {
    const name = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)?.[1];
    if (name) packages.add(name);
  }
  return packages;
}

export function isFirebaseSdk(name: string): boolean {
  return name === 'firebase' || name.startsWith('@firebase/');
}
