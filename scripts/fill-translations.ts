/**
 * Fills English translations from a JSON map { "Italian source": "English text" }:
 *   npx tsx scripts/fill-translations.ts path/to/map.json
 * A helper for translators; entries not in the map are left as they are.
 */
import { readFileSync } from 'node:fs';
import { readCatalog, writeCatalog } from './po-catalog';

const [mapFile, locale = 'en'] = process.argv.slice(2);
if (!mapFile) {
  console.error('Usage: tsx scripts/fill-translations.ts <map.json> [locale]');
  process.exit(2);
}
const translations = JSON.parse(readFileSync(mapFile, 'utf8')) as Record<string, string>;
const po = readCatalog(locale);
let filled = 0;
for (const item of po.items) {
  const text = translations[item.msgid];
  if (text !== undefined) {
    item.msgstr = [text];
    filled += 1;
  }
}
writeCatalog(locale, po);
console.log(
  `${locale}: filled ${filled} of ${Object.keys(translations).length} given translations`,
);
