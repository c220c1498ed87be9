/**
 * What a prerendered page makes the browser fetch before it can run: the module script, its
 * modulepreloads and the stylesheets named in the HTML, checked against Vite's manifest so that a
 * static import missing from the HTML is counted too.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from '../prerender/route-chunks';

export interface SizedFile {
  /** Path relative to the build directory, e.g. 'assets/index-abc.js'. */
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface InitialLoad {
  /** The HTML document itself. */
  document: SizedFile;
  js: SizedFile[];
  /** The CSS the first paint waits for: inline, or fetched by an enabled link. */
  css: SizedFile[];
  /** Stylesheets named by a disabled link: fetched after the first paint (src/app/full-stylesheet.ts). */
  deferredCss: SizedFile[];
}

const ATTRIBUTE = (name: string) => new RegExp(`\\s${name}="([^"]*)"`);

function tags(html: string, name: string): string[] {
  return html.match(new RegExp(`<${name}\\s[^>]*>`, 'g')) ?? [];
}

function localFile(url: string | undefined): string | undefined {
  return url?.startsWith('/') && !url.startsWith('//') ? url.slice(1) : undefined;
}

const isDisabled = (tag: string) => /\sdisabled(?=[\s>=])/.test(tag);

/** Stylesheets the HTML names in a disabled link: the page carries the part it uses inline. */
export function deferredStylesheets(html: string): string[] {
  return tags(html, 'link')
    .filter((tag) => ATTRIBUTE('rel').exec(tag)?.[1] === 'stylesheet' && isDisabled(tag))
    .flatMap((tag) => localFile(ATTRIBUTE('href').exec(tag)?.[1]) ?? []);
}

/** Files the HTML asks for up front, in document order. */
export function referencedAssets(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const tag of tags(html, 'script')) {
    if (ATTRIBUTE('type').exec(tag)?.[1] !== 'module') continue;
    const file = localFile(ATTRIBUTE('src').exec(tag)?.[1]);
    if (file) js.add(file);
  }
  for (const tag of tags(html, 'link')) {
    const rel = ATTRIBUTE('rel').exec(tag)?.[1];
    const file = localFile(ATTRIBUTE('href').exec(tag)?.[1]);
    if (!file) continue;
    if (rel === 'modulepreload') js.add(file);
    // A disabled stylesheet is not fetched up front (see deferredStylesheets).
    if (rel === 'stylesheet' && !isDisabled(tag)) css.add(file);
  }
  // The chunks src/main.tsx preloads once the page has painted: part of the first load all the same.
  const routeChunks = /\sdata-route-chunks="([^"]*)"/.exec(html)?.[1] ?? '';
  for (const file of routeChunks.split(' ').filter(Boolean)) js.add(file);
  return { js: [...js], css: [...css] };
}

/** Adds the static imports (and their CSS) the manifest lists for the given JS files. */
export function closeOverImports(
  manifest: Manifest,
  assets: { js: string[]; css: string[] },
): { js: string[]; css: string[] } {
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const js = [...assets.js];
  const css = [...assets.css];
  for (let i = 0; i < js.length; i++) {
    const chunk = byFile.get(js[i]!);
    for (const key of chunk?.imports ?? []) {
      const file = manifest[key]?.file;
      if (file && !js.includes(file)) js.push(file);
    }
    for (const file of chunk?.css ?? []) if (!css.includes(file)) css.push(file);
  }
  return { js, css };
}

export function sizeOf(distDir: string, file: string): SizedFile {
  const content = readFileSync(join(distDir, file));
  return { file, bytes: content.length, gzipBytes: gzipSync(content).length };
}

export function readManifest(distDir: string): Manifest {
  const path = join(distDir, '.vite/manifest.json');
  if (!existsSync(path)) throw new Error(`${path} is missing: build with scripts/build-web.ts`);
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

const styleTexts = (html: string) =>
  [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, text]) => (text ?? '').trim());

export function initialLoad(distDir: string, pageFile: string, manifest: Manifest): InitialLoad {
  const html = readFileSync(join(distDir, pageFile), 'utf8');
  const { js, css } = closeOverImports(manifest, referencedAssets(html));
  // Stylesheets the prerender inlined count as CSS of the first load too.
  const inlined = styleTexts(html).map((text, index) => {
    const content = Buffer.from(text ?? '');
    return {
      file: `inline <style> ${index + 1}`,
      bytes: content.length,
      gzipBytes: gzipSync(content).length,
    };
  });
  // The entry's stylesheet, which the manifest lists for its chunk, is one of them.
  const deferred = deferredStylesheets(html);
  const fetched = css.filter((file) => !deferred.includes(file));
  return {
    document: sizeOf(distDir, pageFile),
    js: js.map((file) => sizeOf(distDir, file)),
    css: [...fetched.map((file) => sizeOf(distDir, file)), ...inlined],
    deferredCss: deferred.map((file) => sizeOf(distDir, file)),
  };
}

export const totalGzip = (files: readonly SizedFile[]) =>
  files.reduce((sum, file) => sum + file.gzipBytes, 0);
