/**
 * What a page loads first, read from Vite's build manifest: the entry chunk, the chunks of the
 * page's matched routes (split off by the router plugin) and everything they import statically.
 */

/** One entry of `.vite/manifest.json`, the fields used here. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface InitialAssets {
  /** Output files relative to the build directory, each after the files it imports (the order
   *  the browser evaluates them in; src/app/evaluate-route-chunks.ts follows it). */
  js: string[];
  css: string[];
}

export const ENTRY_KEY = 'index.html';

/**
 * Route id → source file without extension, relative to the project (e.g. '/tour/' →
 * 'src/routes/tour/index'), read from the generated route tree: its `FileRoutesById` names each
 * route's constant, the constant's `.update(` names the import, the import names the file.
 */
export function routeSourceFiles(routeTreeSource: string): Map<string, string> {
  const fileOfImport = new Map<string, string>();
  for (const [, name, path] of routeTreeSource.matchAll(
    /import \{ Route as (\w+) \} from '\.\/(routes\/[^']+)'/g,
  )) {
    fileOfImport.set(name!, `src/${path}`);
  }
  const importOfConstant = new Map<string, string>();
  for (const [, constant, imported] of routeTreeSource.matchAll(/const (\w+) = (\w+)\.update\(/g)) {
    importOfConstant.set(constant!, imported!);
  }
  const byId = /export interface FileRoutesById \{([^}]*)\}/.exec(routeTreeSource)?.[1] ?? '';
  const files = new Map<string, string>();
  for (const [, quotedId, bareId, name] of byId.matchAll(/(?:'([^']+)'|(\w+)): typeof (\w+)/g)) {
    const constant = name!.replace(/WithChildren$/, '');
    const file = fileOfImport.get(importOfConstant.get(constant) ?? constant);
    if (file) files.set((quotedId ?? bareId)!, file);
  }
  return files;
}

/** Manifest keys of the chunks built from one route file (its split-off component, loader…). */
export function routeChunkKeys(manifest: Manifest, sourceFile: string): string[] {
  return Object.keys(manifest).filter((key) => {
    const [path] = key.split('?');
    return path!.replace(/\.[cm]?[jt]sx?$/, '') === sourceFile && manifest[key]!.isDynamicEntry;
  });
}

/** The entry plus the given chunks and, recursively, their static imports, imports first (a
 *  chunk that imports one already being visited, as chunks import the entry, comes after it). */
export function initialAssets(manifest: Manifest, chunkKeys: readonly string[]): InitialAssets {
  const js: string[] = [];
  const css: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Build manifest has no chunk "${key}"`);
    for (const file of chunk.css ?? []) if (!css.includes(file)) css.push(file);
    for (const imported of chunk.imports ?? []) visit(imported);
    js.push(chunk.file);
  };
  visit(ENTRY_KEY);
  for (const key of chunkKeys) visit(key);
  return { js, css };
}

/** Initial assets of a page whose matched route ids are given (root first, as the router lists them). */
export function pageAssets(
  manifest: Manifest,
  routeFiles: ReadonlyMap<string, string>,
  routeIds: readonly string[],
): InitialAssets {
  const keys = routeIds.flatMap((id) => {
    const file = routeFiles.get(id);
    return file ? routeChunkKeys(manifest, file) : [];
  });
  return initialAssets(manifest, keys);
}
