/**
 * Fails when a message of the UI lacks its Italian or English text, so no visitor ever sees a
 * message key. Run after `lingui extract` has collected every message of the sources.
 */
import { CATALOG_LOCALES, readCatalog } from './po-catalog';

let missing = 0;
for (const locale of CATALOG_LOCALES) {
  const po = readCatalog(locale);
  const untranslated = po.items.filter(
    (item) => !item.obsolete && item.msgstr.every((text) => text.trim() === ''),
  );
  for (const item of untranslated) console.error(`[${locale}] missing translation: ${item.msgid}`);
  missing += untranslated.length;
  console.log(`${locale}: ${po.items.length} messages, ${untranslated.length} untranslated`);
}
if (missing > 0) {
  console.error(`${missing} translation(s) missing. Fill them in src/locales/*.po (see README).`);
  process.exit(1);
}
