import { msg } from '@lingui/core/macro';

/** Membership messages under the keys the spec names (§8), shared by the box and the submit. */
export const MEMBERSHIP_MESSAGES = {
  memberNotFound: msg({
    id: 'memberNotFound',
    message: 'Socio non trovato nei registri: procederemo e verificheremo internamente',
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
  lapsed: msg`La tua iscrizione all'associazione è scaduta: rinnovala dalla pagina Modulistica per prenotare.`,
};
