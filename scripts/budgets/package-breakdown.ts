/**
 * Which packages a built chunk is made of: every span of the generated code is attributed, through
 * the chunk's source map, to the file it came from and so to its npm package (or to the app).
 * Each package's spans are gzipped together, which estimates what it costs inside the chunk.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

export interface PackageShare {
  name: string;
  bytes: number;
  gzipBytes: number;
}

/** 'node_modules/@tanstack/router-core/dist/x.js' → '@tanstack/router-core'; app files → '(app)'. */
export function packageOf(source: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source.replaceAll('\\', '/'));
  return match?.[1] ?? '(app code)';
}

export function packageBreakdown(distDir: string, file: string): PackageShare[] {
  const mapFile = join(distDir, `${file}.map`);
  if (!existsSync(mapFile)) return [];
  const lines = readFileSync(join(distDir, file), 'utf8').split('\n');
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap);
  const spans = new Map<string, string[]>();
  let previous: { line: number; column: number; name: string } | undefined;
  const close = (line: number, column: number) => {
    if (!previous) return;
    const text =
      previous.line === line
        ? lines[previous.line - 1]!.slice(previous.column, column)
        : lines[previous.line - 1]!.slice(previous.column);
    const texts = spans.get(previous.name);
    if (texts) texts.push(text);
    else spans.set(previous.name, [text]);
  };
  consumer.eachMapping(
    (mapping) => {
      close(mapping.generatedLine, mapping.generatedColumn);
      previous = {
        line: mapping.generatedLine,
        column: mapping.generatedColumn,
        name: mapping.source ? packageOf(mapping.source) : '(bundler glue)',
      };
    },
    undefined,
    SourceMapConsumer.GENERATED_ORDER,
  );
  close(Number.POSITIVE_INFINITY, 0);
  return [...spans]
    .map(([name, texts]) => {
      const code = Buffer.from(texts.join(''));
      return { name, bytes: code.length, gzipBytes: gzipSync(code).length };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}
