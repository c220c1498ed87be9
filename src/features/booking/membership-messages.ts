import { msg } from '@lingui/core/macro';

/** Membership messages under the keys the spec names (§8), shared by the box and the submit. */
export const MEMBERSHIP_MESSAGES = {
  /**
   * The spec's key, with the reading kept in ARCHITECTURE.md: a name not found blocks the booking,
   * so the text says what to do instead of promising to go ahead.
   */
  memberNotFound: msg({
    id: 'memberNotFound',
    message:
      'Nessun socio registrato con questo nome. Controlla di averlo scritto come nella tua iscrizione; se non sei ancora socio, iscriviti dalla pagina Modulistica oppure contattaci.',
  }),
  verificationError: msg({
    id: 'verificationError',
    message: 'Errore durante la verifica. Contattaci per assistenza.',
  }),
  membershipVerificationRequired: msg({
    id: 'membershipVerificationRequired',
    message: 'Nome completo richiesto per la verifica',
  }),
  rateLimited: msg`Troppi tentativi di verifica in poco tempo. Attendi qualche minuto e riprova.`,
  offline: msg`Sei offline: per verificare l'iscrizione serve una connessione a Internet.`,
  lapsed: msg`La tua iscrizione all'associazione non è valida per la data scelta: rinnovala dalla pagina Modulistica per prenotare.`,
};
