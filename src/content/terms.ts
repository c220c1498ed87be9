import { l } from './experience';
import type { Localized } from './localized';

interface TermsSection {
  id: string;
  heading: Localized;
  paragraphs: readonly Localized[];
  /** An optional list shown after the paragraphs. */
  items?: readonly Localized[];
}

/**
 * The terms of service, shown on /termini-e-condizioni and in the booking form's terms dialog
 * (both through ui/terms-text.tsx). The version a booking accepts is TERMS_VERSION in the domain.
 */
export const TERMS: {
  title: Localized;
  intro: readonly Localized[];
  sections: readonly TermsSection[];
} = {
  title: l('Termini e Condizioni di Servizio', 'Terms and Conditions'),
  intro: [
    l(
      'Questi termini regolano la partecipazione ai tour guidati, agli eventi e il noleggio di e-bike organizzati dall’associazione sportiva dilettantistica indicata sopra (di seguito “Associazione”). Prenotando un’attività o noleggiando una e-bike il partecipante dichiara di averli letti e di accettarli.',
      'These terms govern taking part in the guided tours and events and renting e-bikes organised by the amateur sports association named above (the “Association”). By booking an activity or renting an e-bike the participant declares that they have read and accept them.',
    ),
  ],
  sections: [
    {
      id: 'membership',
      heading: l('1. Associazione e tesseramento', '1. Association and membership'),
      paragraphs: [
        l(
          'Le attività sono riservate ai soci dell’Associazione, nel rispetto delle sue finalità sportive dilettantistiche e senza scopo di lucro. Chi non è ancora socio può presentare la domanda di ammissione online dalla pagina Modulistica; l’ammissione è subordinata alla delibera del Consiglio Direttivo.',
          'Activities are reserved to members of the Association, in line with its non-profit amateur sports purposes. Anyone who is not yet a member can apply online from the Forms page; admission is subject to a resolution of the Board.',
        ),
        l(
          'Prima di qualsiasi attività ogni partecipante compila e firma la liberatoria di responsabilità (manleva).',
          'Before any activity every participant fills in and signs the liability waiver.',
        ),
      ],
    },
    {
      id: 'booking-payment',
      heading: l('2. Prenotazione e pagamento', '2. Booking and payment'),
      paragraphs: [
        l(
          'Si prenota online dalla pagina del tour o dell’evento, indicando data, numero di partecipanti e nomi dei partecipanti, oppure contattando l’Associazione. La prenotazione online è confermata quando il pagamento con carta, gestito da un fornitore di pagamenti sicuro, va a buon fine; la conferma arriva per e-mail. Alcune attività indicano nella loro pagina modalità diverse, come il pagamento sul posto.',
          'Bookings are made online from the tour or event page, giving the date, the number of participants and their names, or by contacting the Association. An online booking is confirmed once the card payment, handled by a secure payment provider, succeeds; the confirmation arrives by e-mail. Some activities state different arrangements on their page, such as payment on site.',
        ),
        l(
          'I prezzi sono indicati per persona, in euro, e comprendono quanto elencato nella pagina dell’attività. Le date prenotabili e i posti disponibili sono quelli mostrati al momento della prenotazione.',
          'Prices are per person, in euros, and include what is listed on the activity’s page. The bookable dates and available places are those shown at the time of booking.',
        ),
      ],
    },
    {
      id: 'cancellation',
      heading: l(
        '3. Cancellazione da parte del partecipante',
        '3. Cancellation by the participant',
      ),
      paragraphs: [
        l(
          'La cancellazione si comunica per e-mail o per telefono. Il rimborso dipende dal preavviso rispetto all’inizio dell’attività:',
          'Cancellations are made by e-mail or by phone. The refund depends on the notice given before the activity starts:',
        ),
      ],
      items: [
        l('più di 72 ore prima: rimborso totale;', 'more than 72 hours before: full refund;'),
        l(
          'tra 72 e 24 ore prima: rimborso del 50%;',
          'between 72 and 24 hours before: 50% refund;',
        ),
        l(
          'meno di 24 ore prima o mancata presentazione: nessun rimborso.',
          'less than 24 hours before, or no-show: no refund.',
        ),
      ],
    },
    {
      id: 'cancellation-details',
      heading: l('4. Gruppi privati e rimborsi', '4. Private groups and refunds'),
      paragraphs: [
        l(
          'Per i gruppi privati possono valere condizioni diverse, concordate per iscritto al momento della prenotazione. I rimborsi sono effettuati con lo stesso mezzo di pagamento, di norma entro 14 giorni.',
          'Private groups may have different conditions, agreed in writing when booking. Refunds are made with the same means of payment, normally within 14 days.',
        ),
      ],
    },
    {
      id: 'weather',
      heading: l('5. Maltempo e modifiche', '5. Bad weather and changes'),
      paragraphs: [
        l(
          'In caso di maltempo o di condizioni non sicure l’Associazione può rinviare l’attività: il partecipante sceglie tra una nuova data e il rimborso totale. Per ragioni di sicurezza la guida può modificare il percorso o il programma durante l’attività. Se l’Associazione annulla un’attività per qualsiasi motivo, il partecipante ha diritto al rimborso totale.',
          'In bad weather or unsafe conditions the Association may postpone the activity: the participant chooses between a new date and a full refund. For safety reasons the guide may change the route or programme during the activity. If the Association cancels an activity for any reason, the participant is entitled to a full refund.',
        ),
      ],
    },
    {
      id: 'medical-certificate',
      heading: l('6. Certificato medico e idoneità', '6. Medical certificate and fitness'),
      paragraphs: [
        l(
          'Per partecipare serve un certificato medico valido per l’attività sportiva non agonistica, da mostrare in originale al punto di ritrovo. Senza certificato l’Associazione può rifiutare la partecipazione, senza rimborso.',
          'Taking part requires a valid medical certificate for non-competitive sport, shown in original at the meeting point. Without it the Association may refuse participation, with no refund.',
        ),
        l(
          'Il partecipante dichiara di saper andare in bicicletta e di essere in condizioni fisiche adatte all’attività scelta, segue le indicazioni della guida e il Codice della Strada, e modera il consumo di alcolici durante le degustazioni. La guida può escludere chi mette in pericolo sé stesso o gli altri.',
          'The participant declares that they can ride a bicycle and are fit for the chosen activity, follows the guide’s instructions and the Highway Code, and drinks in moderation during tastings. The guide may exclude anyone who endangers themselves or others.',
        ),
      ],
    },
    {
      id: 'minors',
      heading: l('7. Minori', '7. Minors'),
      paragraphs: [
        l(
          'I minori partecipano solo accompagnati da un genitore o da chi ne esercita la responsabilità, che firma questi termini e la liberatoria per loro e ne è responsabile durante l’attività. Alcune attività hanno un’età minima, indicata nella loro pagina.',
          'Minors take part only with a parent or legal guardian, who signs these terms and the waiver on their behalf and is responsible for them during the activity. Some activities have a minimum age, stated on their page.',
        ),
      ],
    },
    {
      id: 'helmet',
      heading: l('8. Casco e sicurezza', '8. Helmet and safety'),
      paragraphs: [
        l(
          'Il casco è obbligatorio per tutta la durata delle attività in bicicletta ed è fornito dall’Associazione. Chi non lo indossa non può partecipare.',
          'A helmet is mandatory throughout all cycling activities and is provided by the Association. Anyone who does not wear one cannot take part.',
        ),
      ],
    },
    {
      id: 'rental',
      heading: l('9. Noleggio e-bike', '9. E-bike rental'),
      paragraphs: [
        l(
          'Al ritiro servono un documento d’identità valido e la verifica, insieme al personale, dello stato della bicicletta. La bicicletta va riconsegnata entro le 18:00 dell’ultimo giorno di noleggio, salvo accordi diversi; un ritardo non concordato può comportare l’addebito di un giorno in più.',
          'At pick-up a valid identity document is required and the condition of the bicycle is checked together with the staff. The bicycle must be returned by 18:00 on the last day of the rental unless otherwise agreed; an unagreed late return may be charged as an extra day.',
        ),
        l(
          'Chi noleggia custodisce la bicicletta con diligenza, la chiude con il lucchetto fornito quando la lascia e non la cede ad altri. Danni, smarrimento o furto dovuti a incuria sono addebitati al costo di riparazione o di sostituzione; la normale usura non è addebitata.',
          'The renter looks after the bicycle with care, locks it with the lock provided whenever leaving it and does not lend it to others. Damage, loss or theft due to carelessness is charged at the cost of repair or replacement; normal wear is not charged.',
        ),
      ],
    },
    {
      id: 'photos',
      heading: l('10. Foto e video', '10. Photos and videos'),
      paragraphs: [
        l(
          'Durante le attività l’Associazione può scattare foto e girare video da pubblicare sul proprio sito e sui propri canali social. Chi non desidera comparire lo comunica allo staff prima dell’inizio del tour; il consenso può essere revocato in qualsiasi momento scrivendo all’Associazione.',
          'During activities the Association may take photos and videos to publish on its website and social channels. Anyone who does not wish to appear tells the staff before the tour starts; consent can be withdrawn at any time by writing to the Association.',
        ),
      ],
    },
    {
      id: 'liability',
      heading: l('11. Responsabilità e assicurazione', '11. Liability and insurance'),
      paragraphs: [
        l(
          'I soci sono coperti dall’assicurazione prevista dal tesseramento. L’Associazione risponde nei limiti di legge e non risponde di danni causati dal mancato rispetto delle indicazioni della guida o di questi termini, né della perdita di oggetti personali. Il partecipante risponde dei danni che causa a terzi o alle attrezzature. Resta ferma la responsabilità per dolo o colpa grave.',
          'Members are covered by the insurance included with membership. The Association is liable within the limits of the law and is not liable for damage caused by failing to follow the guide’s instructions or these terms, nor for the loss of personal belongings. The participant is liable for damage they cause to third parties or to the equipment. Liability for wilful misconduct or gross negligence is not excluded.',
        ),
      ],
    },
    {
      id: 'privacy',
      heading: l('12. Privacy', '12. Privacy'),
      paragraphs: [
        l(
          'I dati personali sono trattati dall’Associazione, titolare del trattamento, secondo il Regolamento (UE) 2016/679, solo per gestire prenotazioni, tesseramento, assicurazione e obblighi di legge. I dettagli e i diritti dell’interessato sono descritti nell’informativa privacy del sito.',
          'Personal data are processed by the Association, as data controller, under Regulation (EU) 2016/679, only to handle bookings, membership, insurance and legal obligations. The details and the data subject’s rights are set out in the site’s privacy policy.',
        ),
      ],
    },
    {
      id: 'complaints',
      heading: l('13. Reclami', '13. Complaints'),
      paragraphs: [
        l(
          'I reclami si inviano per e-mail o per posta ai recapiti indicati sopra. L’Associazione risponde di norma entro 30 giorni.',
          'Complaints are sent by e-mail or by post to the contact details above. The Association normally answers within 30 days.',
        ),
      ],
    },
    {
      id: 'law',
      heading: l('14. Legge applicabile e foro competente', '14. Governing law and jurisdiction'),
      paragraphs: [
        l(
          'Questi termini sono regolati dalla legge italiana. Per ogni controversia è competente il Foro di Verona, salvo il foro inderogabile del consumatore previsto dalla legge.',
          'These terms are governed by Italian law. The Court of Verona has jurisdiction over any dispute, without prejudice to the consumer’s mandatory forum provided by law.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: l('15. Modifiche', '15. Changes'),
      paragraphs: [
        l(
          'L’Associazione può aggiornare questi termini; a ogni prenotazione si applica la versione accettata al momento della prenotazione.',
          'The Association may update these terms; each booking is governed by the version accepted when it was made.',
        ),
      ],
    },
  ],
};
