import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * An ESLint rule over folders: under `root`, each top-level folder (or loose file) is one node,
 * and an import from a file of one node to another is an edge. `import-x/no-cycle` sees cycles
 * between files only; two folders can depend on each other through different files and no file
 * cycle. This rule reports an import that points from folder A to folder B while B already
 * depends on A, directly or through other folders, naming the way back.
 *
 * The graph is read from the files on disk once per folder per lint run, so the rule sees the
 * whole tree even when ESLint lints one file.
 */

const IMPORT_SPECIFIER = /(?:^|[\s;])(?:import|export)\b[^'"`;]*?from\s*['"]([^'"]+)['"]/g;
const SOURCE_FILE = /\.(?:ts|tsx|js|mjs)$/;
const TEST_FILE = /\.test\.(?:ts|tsx)$/;

/** The node a path under `root` belongs to: its first segment (a folder, or a loose file). */
export function nodeOf(root, file) {
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [first] = relative.split(path.sep);
  return first;
}

/**
 * Where an import specifier of `file` points, as a path without extension, or undefined for a
 * package. `aliases` maps a prefix (`@functions/`) to the folder it stands for.
 */
export function resolveSpecifier(file, specifier, aliases) {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier);
  for (const [prefix, folder] of Object.entries(aliases)) {
    if (specifier.startsWith(prefix)) return path.resolve(folder, specifier.slice(prefix.length));
  }
  return undefined;
}

function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** node → the nodes its files import (tests excluded: they may reach anywhere). */
export function folderGraph(root, aliases) {
  const graph = new Map();
  for (const file of sourceFiles(root)) {
    const from = nodeOf(root, file);
    if (!graph.has(from)) graph.set(from, new Set());
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT_SPECIFIER)) {
      const target = resolveSpecifier(file, specifier, aliases);
      const to = target && nodeOf(root, target);
      if (to && to !== from) graph.get(from).add(to.replace(SOURCE_FILE, ''));
    }
  }
  // A loose file imported without its extension is the same node as the file on disk.
  for (const [from, targets] of [...graph]) {
    const bare = from.replace(SOURCE_FILE, '');
    if (bare !== from) {
      graph.delete(from);
      graph.set(bare, new Set([...(graph.get(bare) ?? []), ...targets]));
    }
  }
  return graph;
}

/** The shortest chain of nodes from `from` to `to` in `graph`, or undefined. */
export function pathBetween(graph, from, to) {
  const previous = new Map([[from, undefined]]);
  const queue = [from];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === to) {
      const chain = [];
      for (let step = to; step !== undefined; step = previous.get(step)) chain.unshift(step);
      return chain;
    }
    for (const next of graph.get(node) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return undefined;
}

const graphs = new Map();

/** @type {import('eslint').Rule.RuleModule} */
export const noFolderCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between the top-level folders of a directory.' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          aliases: { type: 'object', additionalProperties: { type: 'string' } },
        },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: {
      cycle:
        '{{from}} imports {{to}}, which depends on {{from}} ({{chain}}): move what both need into a base folder that depends on neither.',
    },
  },
  create(context) {
    const options = context.options[0];
    const root = path.resolve(context.cwd, options.root);
    const aliases = Object.fromEntries(
      Object.entries(options.aliases ?? {}).map(([prefix, folder]) => [
        prefix,
        path.resolve(context.cwd, folder),
      ]),
    );
    const file = context.filename;
    const from = nodeOf(root, file)?.replace(SOURCE_FILE, '');
    if (!from) return {};
    const key = JSON.stringify([root, aliases]);
    if (!graphs.has(key)) graphs.set(key, folderGraph(root, aliases));
    const graph = graphs.get(key);
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const target = resolveSpecifier(file, specifier, aliases);
      const to = target && nodeOf(root, target)?.replace(SOURCE_FILE, '');
      if (!to || to === from) return;
      const back = pathBetween(graph, to, from);
      if (!back) return;
      context.report({
        node: node.source,
        messageId: 'cycle',
        data: { from, to, chain: [from, ...back].join(' → ') },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};
