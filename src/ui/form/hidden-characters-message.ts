import { msg } from '@lingui/core/macro';

/**
 * What a field says when the shared schema refuses its text for control or format characters
 * (HIDDEN_CHARACTERS_ISSUE in src/domain/api/text.ts). They cannot be seen, so the visitor is told
 * where they usually come from and to type the text again.
 */
export const HIDDEN_CHARACTERS_MESSAGE = msg`Il testo contiene caratteri invisibili o di controllo che non possiamo accettare (capita copiando da un'altra pagina o app): cancellalo e scrivilo di nuovo.`;
