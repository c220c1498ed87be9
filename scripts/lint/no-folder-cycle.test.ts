import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterEach, describe, expect, it } from 'vitest';
import { folderGraph, noFolderCycle, pathBetween } from './no-folder-cycle.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A `services` tree on disk from { 'a/x.ts': source }; returns the project's root. */
function project(files: Record<string, string>): string {
  const cwd = mkdtempSync(path.join(tmpdir(), 'folder-cycle-'));
  folders.push(cwd);
  for (const [name, source] of Object.entries(files)) {
    const file = path.join(cwd, 'src/services', name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, source);
  }
  return cwd;
}

/** The rule's messages for one file of the tree, linted as the project's config lints it. */
function problems(cwd: string, name: string, source: string): string[] {
  const linter = new Linter({ cwd });
  return linter
    .verify(
      source,
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser as Linter.Parser },
        plugins: { folders: { rules: { 'no-cycle': noFolderCycle } } },
        rules: {
          'folders/no-cycle': ['error', { root: 'src/services', aliases: { '@app/': 'src/' } }],
        },
      },
      path.join(cwd, 'src/services', name),
    )
    .map((message) => message.message);
}

describe('folders/no-cycle', () => {
  it('fails on two folders importing each other through different files', () => {
    const flow = "import { record } from '../base/record';\nexport const flow = record;\n";
    const cwd = project({
      'flow/flow.ts': flow,
      'base/record.ts':
        "export const record = 1;\nexport { helper } from '@app/services/flow/helper';\n",
      'flow/helper.ts': 'export const helper = 2;\n',
    });
    expect(problems(cwd, 'flow/flow.ts', flow)).toEqual([
      'flow imports base, which depends on flow (flow → base → flow): move what both need into a base folder that depends on neither.',
    ]);
  });

  it('names the whole way back of a longer cycle, type-only imports included', () => {
    const booking =
      "import type { Mail } from '@app/services/mail/mail';\nexport type Booking = Mail;\n";
    const cwd = project({
      'booking/booking.ts': booking,
      'mail/mail.ts':
        "import type { Offer } from '../waitlist/offer';\nexport type Mail = Offer;\n",
      'waitlist/offer.ts':
        "import type { Booking } from '../booking/booking';\nexport type Offer = Booking;\n",
    });
    expect(problems(cwd, 'booking/booking.ts', booking)).toEqual([
      'booking imports mail, which depends on booking (booking → mail → waitlist → booking): move what both need into a base folder that depends on neither.',
    ]);
  });

  it('lets flows depend on a base that depends on none of them, and files of a folder on each other', () => {
    const checkout =
      "import { record } from '../base/record';\nimport { seat } from './seat';\nexport const checkout = record + seat;\n";
    const cwd = project({
      'booking/checkout.ts': checkout,
      'booking/seat.ts':
        "import { record } from '@app/services/base/record';\nexport const seat = record;\n",
      'cancellation/cancel.ts':
        "import { checkout } from '../booking/checkout';\nexport const cancel = checkout;\n",
      'base/record.ts': 'export const record = 1;\n',
      // Tests may import anything: they are not part of the graph.
      'base/record.test.ts': "import { cancel } from '../cancellation/cancel';\nvoid cancel;\n",
    });
    expect(problems(cwd, 'booking/checkout.ts', checkout)).toEqual([]);
  });
});

describe('the functions/src/services folders', () => {
  it('form no cycle, and the flows depend on base folders that depend on none of them', () => {
    const graph = folderGraph(path.resolve('functions/src/services'), {
      '@functions/': path.resolve('functions/src'),
    });
    const cycles = [...graph].flatMap(([node, targets]) =>
      [...targets]
        .filter((target) => target !== node)
        .map((target) => pathBetween(graph, target, node))
        .filter((way) => way !== undefined)
        .map((way) => [node, ...way].join(' → ')),
    );
    expect(cycles).toEqual([]);
    expect(graph.get('booking-base')).toEqual(new Set(['links']));
    expect(graph.get('links')).toEqual(new Set());
    expect(graph.get('audit-log')).toEqual(new Set());
  });
});
