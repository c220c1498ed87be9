import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { MemberRow } from '@/domain/api/staff-members';
import { todayInRome } from '@/domain/calendar';
import { formatDayMonthYear } from '@/domain/format';
import { memberValidity } from '@/domain/member-validity';
import { isFeePaidUp } from '@/domain/membership-fee/fee-year';
import type { MembershipType } from '@/domain/membership-rules';
import { useLanguage } from '@/i18n/language-context';
import { Badge } from '@/ui/badge';
import { buttonClass } from '@/ui/button-class';
import { MemberValidityBadge } from './member-validity-badge';
import { RecordFeeButton } from './record-fee-button';
import { RenewMemberButton } from './renew-member-button';

const MEMBERSHIP_TYPE_LABELS = {
  ordinario: msg`Ordinario`,
  sostenitore: msg`Sostenitore`,
  minore: msg`Minore`,
} as const satisfies Record<MembershipType, unknown>;

interface MemberRegisterListProps {
  /** The pages loaded so far, in member-number order. */
  members: readonly MemberRow[];
  /** The fee year under way (the server's): a member who has not paid it is marked. */
  feeYear: number;
  /** The register's size and its members without the fee year paid, as the server counted. */
  total: number;
  unpaid: number;
  /** The search the rows answer ('' for the whole register). */
  search: string;
  /** The next page, while there is one. */
  more: { loading: boolean; load: () => void } | undefined;
  onRenewed: (member: MemberRow, validUntil: string) => void;
  onFeeRecorded: (member: MemberRow, year: number) => void;
}

/**
 * The register's rows loaded so far, each member with its state, "Registra quota" and "Rinnova",
 * and "Mostra altri" for the next page: the first row it adds takes the focus, so a keyboard or a
 * screen reader goes on reading where the list grew.
 */
export function MemberRegisterList(props: MemberRegisterListProps) {
  const { members, feeYear, total, unpaid, search, more, onRenewed, onFeeRecorded } = props;
  const { t } = useLingui();
  const list = useRef<HTMLUListElement>(null);
  // The first row "Mostra altri" asked for, focused once it is on screen.
  const focusRow = useRef<number | undefined>(undefined);
  useEffect(() => {
    const row = focusRow.current;
    if (row === undefined || members.length <= row) return;
    focusRow.current = undefined;
    list.current?.querySelectorAll<HTMLElement>('[data-member-name]')[row]?.focus();
  }, [members.length]);
  const shown = members.length;
  const loadMore = () => {
    if (!more) return;
    focusRow.current = shown;
    more.load();
  };
  return (
    <>
      <p role="status" className="mt-3 text-sm text-stone-700">
        {search === ''
          ? t`Soci nel registro: ${total}. Mostrati: ${shown}.`
          : t`${plural(shown, { one: 'Trovato # socio', other: 'Trovati # soci' })} per «${search}»${more ? t`, e altri ancora` : ''}.`}
      </p>
      <p className="mt-1 text-sm text-stone-700">
        {t`Soci senza la quota ${feeYear} registrata: ${unpaid}.`}
      </p>
      {members.length > 0 && (
        <ul ref={list} aria-label={t`Soci`} className="mt-3 divide-y divide-stone-200">
          {members.map((member) => (
            <MemberItem
              key={member.memberNumber}
              member={member}
              feeYear={feeYear}
              onRenewed={onRenewed}
              onFeeRecorded={onFeeRecorded}
            />
          ))}
        </ul>
      )}
      {more && (
        <button
          type="button"
          className={`mt-3 ${buttonClass('outline', 'small')}`}
          disabled={more.loading}
          aria-busy={more.loading}
          onClick={loadMore}
        >
          {more.loading ? t`Caricamento...` : t`Mostra altri`}
        </button>
      )}
    </>
  );
}

const feePaid = (member: MemberRow, feeYear: number) => isFeePaidUp(member.feeYearsPaid, feeYear);

function MemberItem({
  member,
  feeYear,
  onRenewed,
  onFeeRecorded,
}: {
  member: MemberRow;
  feeYear: number;
  onRenewed: MemberRegisterListProps['onRenewed'];
  onFeeRecorded: MemberRegisterListProps['onFeeRecorded'];
}) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const validity = memberValidity(member.validUntil, todayInRome(new Date()));
  const until = formatDayMonthYear(member.validUntil, locale);
  const paidYear = Math.max(...(member.feeYearsPaid ?? [feeYear]));
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p data-member-name tabIndex={-1} className="font-semibold break-words text-stone-900">
          {member.fullName}
        </p>
        <p className="text-sm text-stone-700">
          <span className="font-mono">{member.memberNumber}</span>
          {member.membershipType && ` · ${i18n._(MEMBERSHIP_TYPE_LABELS[member.membershipType])}`}
          {member.email && <span className="break-all"> · {member.email}</span>}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-stone-800">
          <MemberValidityBadge validity={validity} />
          <span>{t`Valida fino al ${until}`}</span>
          {feePaid(member, feeYear) ? (
            <Badge tone="success">{t`Quota ${paidYear} pagata`}</Badge>
          ) : (
            <Badge tone="danger">{t`Quota ${feeYear} non registrata`}</Badge>
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {!feePaid(member, feeYear) && (
          <RecordFeeButton member={member} feeYear={feeYear} onRecorded={onFeeRecorded} />
        )}
        <RenewMemberButton member={member} onRenewed={onRenewed} />
      </div>
    </li>
  );
}
