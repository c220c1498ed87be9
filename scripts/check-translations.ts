/**
 * Fails when a message of the UI lacks its Italian or English text (no visitor ever sees a message
 * key), or when the committed catalogues are out of date with the sources. It extracts into a
 * scratch copy of the catalogues, so running it (and `npm test`) leaves tracked files untouched.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PO from 'pofile';
import { LOCALES } from '../src/domain/locale';
import { catalogPath } from './po-catalog';

const scratch = mkdtempSync(join(tmpdir(), 'lingui-check-'));
try {
  for (const locale of LOCALES) copyFileSync(catalogPath(locale), join(scratch, `${locale}.po`));
  const extract = spawnSync('node_modules/.bin/lingui', ['extract', '--clean'], {
    env: { ...process.env, LINGUI_CATALOG_DIR: scratch },
    encoding: 'utf8',
  });
  if (extract.status !== 0) {
    console.error(extract.stdout, extract.stderr);
    process.exit(1);
  }

  let problems = 0;
  for (const locale of LOCALES) {
    const extracted = readFileSync(join(scratch, `${locale}.po`), 'utf8');
    const po = PO.parse(extracted);
    const untranslated = po.items.filter((item) => item.msgstr.every((text) => text.trim() === ''));
    for (const item of untranslated)
      console.error(`[${locale}] missing translation: ${item.msgid}`);
    problems += untranslated.length;
    const stale = extracted !== readFileSync(catalogPath(locale), 'utf8');
    if (stale) {
      console.error(`[${locale}] src/locales/${locale}.po is out of date with the sources.`);
      problems += 1;
    }
    console.log(`${locale}: ${po.items.length} messages, ${untranslated.length} untranslated`);
  }
  if (problems > 0) {
    console.error(
      'Run `npm run i18n:extract`, fill the English in src/locales/en.po (see README).',
    );
    process.exit(1);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
