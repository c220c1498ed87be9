import type { DocumentData, Firestore, Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { z } from '@/domain/zod';
import { documentConverter, MalformedDocumentError } from './document-converter';

/** One `settings/{id}` document staff edit in the console, and what applies without it. */
export interface SettingsSpec<S extends z.ZodType<DocumentData>> {
  path: { collection: string; id: string };
  schema: S;
  fallback: z.output<S>;
  /** How the log names it: "mail settings malformed: …". */
  name: string;
  /**
   * Whether a missing document is a mistake the log warns of (`fallback`: a safe stand-in until
   * staff write it), or simply the documented default (`default`).
   */
  without: 'fallback' | 'default';
}

/**
 * The reader of a settings document, in a transaction or outside one. Read missing or malformed,
 * the fallback applies, so a typo in the console never stops the work it configures, and the log
 * names the fields staff must correct.
 */
export function settingsLoader<S extends z.ZodType<DocumentData>>(spec: SettingsSpec<S>) {
  const { path, fallback, name, without } = spec;
  const converter = documentConverter(spec.schema);

  return async function load(db: Firestore, tx?: Transaction): Promise<z.output<S>> {
    const settings = db.collection(path.collection).doc(path.id).withConverter(converter);
    const logged = without === 'fallback' ? { fallback } : {};
    try {
      const stored = (await (tx ? tx.get(settings) : settings.get())).data();
      if (stored) return stored;
      if (without === 'fallback') {
        logger.warn(`${name} missing: the fallback applies`, { path: settings.path, ...logged });
      }
    } catch (error) {
      if (!(error instanceof MalformedDocumentError)) throw error;
      logger.warn(`${name} malformed: the ${without} applies`, {
        path: settings.path,
        fields: error.fields,
        ...logged,
      });
    }
    return fallback;
  };
}
