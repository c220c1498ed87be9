import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ParticipantWaiverLink } from '@/domain/api/participant-waiver';
import { formatLongDate } from '@/domain/format';
import type { WaiverState } from '@/domain/waiver';
import { useLanguage } from '@/i18n/language-context';
import { Badge, type BadgeTone } from './badge';
import { buttonClass } from './button-class';
import { ShareLinkButton } from './share-link-button';
import { TitledSection } from './titled-section';

/** A waiver's state as the booker reads it: what is done, and what is still to do. */
const STATES = {
  signed: { label: msg`Firmata`, tone: 'success' },
  guardian_signed: { label: msg`Firmata dal genitore o tutore`, tone: 'success' },
  missing: { label: msg`Da firmare`, tone: 'exclusive' },
} as const satisfies Record<WaiverState, { label: unknown; tone: BadgeTone }>;

interface ParticipantWaiversProps {
  waivers: readonly ParticipantWaiverLink[];
  /** A tour's participants (the default) or a rental's riders: says what they sign before. */
  activity?: 'tour' | 'rental';
  /** The tour's or the e-bike model's name, for the shared link's message (may be unknown). */
  activityName?: string;
  /** YYYY-MM-DD, for the message that goes with a shared link. */
  selectedDate: string;
  /** The list's heading level where it stands on the page. */
  headingLevel: 2 | 3;
  /** Where the booker has just paid: the first participant is them, and can sign at once. */
  leadSignsNow?: boolean;
}

/**
 * The booking's participants, each with their waiver's state and, while it is still to sign and
 * the link works, their own "Firma la liberatoria" link and a share button to send it on.
 */
export function ParticipantWaivers({
  waivers,
  activity = 'tour',
  activityName,
  selectedDate,
  headingLevel,
  leadSignsNow = false,
}: ParticipantWaiversProps) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const date = formatLongDate(selectedDate, locale);
  const shareText = (name: string) => {
    if (activity === 'rental') {
      return activityName
        ? t`${name}, firma la liberatoria per il noleggio ${activityName} (${date}): serve prima del ritiro delle bici.`
        : t`${name}, firma la liberatoria per il noleggio di ${date}: serve prima del ritiro delle bici.`;
    }
    return activityName
      ? t`${name}, firma la liberatoria per il tour ${activityName} (${date}): serve prima di partire.`
      : t`${name}, firma la liberatoria per il tour di ${date}: serve prima di partire.`;
  };
  const anyToSign = waivers.some((waiver) => waiver.state === 'missing' && waiver.signUrl);
  return (
    <TitledSection
      title={t`Liberatorie dei partecipanti`}
      level={headingLevel}
      className="mt-4"
      titleClassName="font-semibold text-vine-900"
    >
      {anyToSign && (
        <p className="mt-1 text-sm text-stone-700">
          {activity === 'rental'
            ? t`Ogni ciclista firma la propria liberatoria prima del ritiro delle bici: condividi con ciascuno il suo link, oppure potrà firmarla al ritiro.`
            : t`Ogni partecipante firma la propria liberatoria prima del tour: condividi con ciascuno il suo link, oppure potrà firmarla al punto di ritrovo.`}
        </p>
      )}
      <ul className="mt-2 divide-y divide-stone-200">
        {waivers.map((waiver) => {
          const position = waiver.participantIndex + 1;
          const name = waiver.name || t`Partecipante ${position}`;
          const { label, tone } = STATES[waiver.state];
          const toSign = waiver.state === 'missing' ? waiver.signUrl : undefined;
          const ownNow = leadSignsNow && waiver.participantIndex === 0;
          return (
            <li
              key={waiver.participantIndex}
              className="flex flex-wrap items-center justify-between gap-2 py-2"
            >
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-stone-900">{name}</span>
                <Badge tone={tone}>{i18n._(label)}</Badge>
              </span>
              {toSign && (
                <span className="flex flex-wrap gap-2">
                  <a
                    href={toSign}
                    aria-label={ownNow ? undefined : t`Firma la liberatoria di ${name}`}
                    className={buttonClass(ownNow ? 'primary' : 'outline', 'small')}
                  >
                    {ownNow ? t`Firma ora la tua` : t`Firma la liberatoria`}
                  </a>
                  {!ownNow && (
                    <ShareLinkButton
                      url={toSign}
                      title={activityName ? t`Liberatoria: ${activityName}` : t`Liberatoria`}
                      text={shareText(name)}
                      accessibleLabel={t`Condividi il link di ${name}`}
                    />
                  )}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}
