import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import PO from 'pofile';

export function catalogPath(locale: string): string {
  return fileURLToPath(new URL(`../src/locales/${locale}.po`, import.meta.url));
}

export function readCatalog(locale: string): PO {
  return PO.parse(readFileSync(catalogPath(locale), 'utf8'));
}

export function writeCatalog(locale: string, po: PO): void {
  writeFileSync(catalogPath(locale), po.toString() + '\n');
}
