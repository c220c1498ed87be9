import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ImportLineProblem } from '@/domain/api/staff-members';

/** Why the import refused a line, said so staff know what to correct in the file. */
export const IMPORT_PROBLEM_MESSAGES: Readonly<Record<ImportLineProblem, MessageDescriptor>> = {
  bad_header: msg`La prima riga non è l'intestazione del registro: servono almeno le colonne «Numero socio», «Nome e cognome» e «Valido fino al».`,
  missing_member_number: msg`Manca il numero socio.`,
  bad_member_number: msg`Numero socio non valido: usa solo lettere, cifre e i segni - _ . (per esempio 2026-001).`,
  missing_name: msg`Manca il nome.`,
  bad_name: msg`Nome troppo lungo o con caratteri invisibili.`,
  bad_valid_until: msg`Data «Valido fino al» mancante o non valida: scrivila come 2026-12-31 o 31/12/2026.`,
  bad_membership_type: msg`Tipo non riconosciuto: usa ordinario, sostenitore o minore, oppure lascia la cella vuota.`,
  bad_date: msg`Data di ammissione o di delibera non valida: scrivila come 2026-12-31 o 31/12/2026.`,
  bad_email: msg`Indirizzo e-mail non valido.`,
  duplicate_in_file: msg`Questo numero socio compare più volte nel file: tieni una riga sola.`,
  wrong_column_count: msg`La riga non ha tante colonne quante l'intestazione.`,
  unclosed_quote: msg`Virgolette aperte e mai chiuse: il resto del file è finito in questa riga.`,
};
