import type { Plugin } from 'vite';
import { ITALIAN_MESSAGES_GLOBAL } from '../../src/i18n/italian-messages-global';
import {
  messagesUsedBy,
  readCompiledCatalogue,
  registration,
  type CompiledMessages,
} from './italian-messages';

const ITALIAN_CATALOGUE = /[\\/]src[\\/]locales[\\/]it\.po$/;

/**
 * The production client build ships each Italian message with the chunk whose code uses it,
 * instead of the whole catalogue in the entry: the home page needs ~50 of 400 messages, and the
 * catalogue grows with every form. Lingui's Vite plugin compiles it.po first (this plugin runs
 * after it); the module is then emptied, and every chunk gets its own messages appended, added
 * to the catalogue src/i18n/i18n.ts reads. Chunks are evaluated before any of their components
 * render (route chunks are loaded before the router renders, lazy ones before React.lazy
 * resolves), so a message is always there when it is needed.
 */
export function italianMessagesPlugin(): Plugin {
  let catalogue: CompiledMessages | undefined;
  return {
    name: 'valpolicella:italian-messages',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (this.environment.config.build.ssr || !ITALIAN_CATALOGUE.test(id)) return null;
      catalogue = readCompiledCatalogue(code);
      return { code: 'export const messages = {};', map: null };
    },
    renderChunk(code) {
      if (!catalogue) return null;
      const used = messagesUsedBy(code, catalogue);
      if (Object.keys(used).length === 0) return null;
      // Appended at the very end, so the chunk's source map stays valid as it is.
      return { code: code + registration(ITALIAN_MESSAGES_GLOBAL, used), map: null };
    },
  };
}
