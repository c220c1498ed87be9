import { ASSOCIATION } from './association';
import { l } from './experience';
import type { Localized } from './localized';

export interface WaiverClause {
  /** Stable across versions, so a clause can be named in the specific approval. */
  id: string;
  heading: Localized;
  paragraphs: readonly Localized[];
}

export interface WaiverText {
  /**
   * Changed whenever a word of the text changes, in either language: a signature is valid only
   * for the version it was given to, and a new version asks every participant to sign again.
   */
  version: string;
  title: Localized;
  intro: Localized;
  clauses: readonly WaiverClause[];
  /** The first checkbox: the whole text read and accepted. */
  generalApproval: Localized;
  /**
   * The second, separate checkbox: the clauses that limit the association's liability or put
   * risks on the participant need their own written approval (artt. 1341 and 1342 c.c.).
   */
  specificApproval: Localized;
  /** Who answers questions about the text, before signing. */
  contact: Localized;
}

/**
 * The liability waiver ("liberatoria") each participant signs before an activity, drawn from the
 * terms' safety rules (content/terms.ts: medical certificate, minors, helmet, photos, liability).
 * Its SHA-256 (src/domain/waiver.ts) is stored with every signature as evidence of the exact text.
 */
export const WAIVER: WaiverText = {
  version: '2026-11-26',
  title: l(
    'Liberatoria di responsabilità e assunzione del rischio',
    'Liability waiver and assumption of risk',
  ),
  intro: l(
    'Chi firma partecipa a un’attività organizzata dall’Associazione (tour guidato in e-bike, in mountain bike o a piedi, evento o noleggio) e dichiara quanto segue. Per un minore firma un genitore o chi ne esercita la responsabilità, per conto del minore.',
    'The signer takes part in an activity organised by the Association (a guided e-bike, mountain-bike or walking tour, an event or a rental) and declares the following. For a minor, a parent or legal guardian signs on the minor’s behalf.',
  ),
  clauses: [
    {
      id: 'fitness',
      heading: l('1. Idoneità e certificato medico', '1. Fitness and medical certificate'),
      paragraphs: [
        l(
          'Dichiaro di essere in possesso di un certificato medico valido per l’attività sportiva non agonistica, che mostro al punto di ritrovo, di saper andare in bicicletta (per le attività in bici) e di essere in condizioni fisiche adatte all’attività scelta. Informo la guida, prima della partenza, di ogni condizione di salute che possa riguardare l’attività.',
          'I declare that I hold a valid medical certificate for non-competitive sport, which I show at the meeting point, that I can ride a bicycle (for cycling activities) and that I am fit for the chosen activity. Before departure I tell the guide of any health condition that may concern the activity.',
        ),
      ],
    },
    {
      id: 'safety-rules',
      heading: l('2. Casco e regole di sicurezza', '2. Helmet and safety rules'),
      paragraphs: [
        l(
          'Indosso il casco, fornito dall’Associazione, per tutta la durata delle attività in bicicletta. Seguo le indicazioni della guida e il Codice della Strada, resto sul percorso indicato e con il gruppo, adeguo la velocità al terreno e ai tratti sterrati, e modero il consumo di alcolici durante le degustazioni.',
          'I wear the helmet provided by the Association throughout cycling activities. I follow the guide’s instructions and the Highway Code, keep to the route shown and with the group, adapt my speed to the terrain and the unpaved stretches, and drink in moderation during tastings.',
        ),
        l(
          'La guida può escludere dall’attività chi mette in pericolo sé stesso o gli altri, senza rimborso.',
          'The guide may exclude from the activity anyone who endangers themselves or others, with no refund.',
        ),
      ],
    },
    {
      id: 'e-bike',
      heading: l('3. Uso della bicicletta', '3. Use of the bicycle'),
      paragraphs: [
        l(
          'Verifico con la guida lo stato della bicicletta prima della partenza, la uso con diligenza e secondo le istruzioni ricevute (livelli di assistenza, freni, batteria) e segnalo subito ogni guasto. Rispondo dei danni alla bicicletta e alle attrezzature causati da incuria; la normale usura non è addebitata.',
          'I check the bicycle’s condition with the guide before departure, use it with care and as instructed (assistance levels, brakes, battery) and report any fault at once. I am liable for damage to the bicycle and equipment caused by carelessness; normal wear is not charged.',
        ),
      ],
    },
    {
      id: 'risks',
      heading: l('4. Rischi dell’attività', '4. Risks of the activity'),
      paragraphs: [
        l(
          'So che l’attività si svolge all’aperto, su strade aperte al traffico, sterrati e sentieri tra i vigneti, con salite, discese e fondo irregolare, e con tempo che può cambiare. Accetto i rischi propri di un’attività di questo tipo, come cadute, urti e affaticamento, che non dipendono da colpa dell’Associazione.',
          'I know that the activity takes place outdoors, on roads open to traffic, unpaved tracks and paths through the vineyards, with climbs, descents and uneven ground, and in weather that may change. I accept the risks inherent in such an activity, such as falls, knocks and fatigue, which do not arise from any fault of the Association.',
        ),
      ],
    },
    {
      id: 'liability-limits',
      heading: l('5. Limiti di responsabilità', '5. Limits of liability'),
      paragraphs: [
        l(
          'Sollevo l’Associazione, le sue guide e i suoi collaboratori da ogni responsabilità per danni a persone o cose derivanti dal mancato rispetto delle indicazioni della guida, di questa liberatoria o dei termini, e per la perdita o il danneggiamento di oggetti personali. Rispondo dei danni che causo a terzi.',
          'I release the Association, its guides and its staff from any liability for injury or damage arising from a failure to follow the guide’s instructions, this waiver or the terms, and for the loss of or damage to personal belongings. I am liable for the damage I cause to third parties.',
        ),
        l(
          'Resta ferma la responsabilità dell’Associazione per dolo o colpa grave e per i danni alla persona nei limiti di legge (art. 1229 c.c.). I soci sono coperti dall’assicurazione prevista dal tesseramento.',
          'The Association remains liable for wilful misconduct or gross negligence and for personal injury within the limits of the law (art. 1229 of the Italian Civil Code). Members are covered by the insurance included with membership.',
        ),
      ],
    },
    {
      id: 'photos',
      heading: l('6. Foto e video', '6. Photos and videos'),
      paragraphs: [
        l(
          'L’Associazione può scattare foto e girare video durante l’attività e pubblicarli sul proprio sito e sui propri canali social. Chi non desidera comparire lo dice alla guida prima della partenza; il consenso si revoca in qualsiasi momento scrivendo all’Associazione.',
          'The Association may take photos and videos during the activity and publish them on its website and social channels. Anyone who does not wish to appear tells the guide before departure; consent can be withdrawn at any time by writing to the Association.',
        ),
      ],
    },
    {
      id: 'minors',
      heading: l('7. Minori', '7. Minors'),
      paragraphs: [
        l(
          'Chi firma per un minore dichiara di esercitarne la responsabilità genitoriale o la tutela, rende le dichiarazioni di questa liberatoria per il minore e ne è responsabile durante l’attività, alla quale lo accompagna.',
          'Whoever signs for a minor declares that they hold parental responsibility or guardianship, makes the declarations of this waiver on the minor’s behalf and is responsible for the minor during the activity, on which they accompany them.',
        ),
      ],
    },
  ],
  generalApproval: l(
    'Ho letto questa liberatoria per intero e ne accetto il contenuto.',
    'I have read this waiver in full and accept its content.',
  ),
  specificApproval: l(
    'Approvo specificamente, ai sensi degli artt. 1341 e 1342 c.c., le clausole 2 (esclusione senza rimborso), 3 (danni alla bicicletta), 4 (assunzione dei rischi) e 5 (limiti di responsabilità).',
    'I specifically approve, under articles 1341 and 1342 of the Italian Civil Code, clauses 2 (exclusion with no refund), 3 (damage to the bicycle), 4 (assumption of risks) and 5 (limits of liability).',
  ),
  contact: l(
    `Domande su questa liberatoria? Scrivi a ${ASSOCIATION.email} o chiama il ${ASSOCIATION.phoneDisplay} prima di firmare.`,
    `Questions about this waiver? Write to ${ASSOCIATION.email} or call ${ASSOCIATION.phoneDisplay} before signing.`,
  ),
};
