import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { MemberRow } from '@/domain/api/staff-members';
import { todayInRome } from '@/domain/calendar';
import { formatDayMonthYear } from '@/domain/format';
import { searchable, searchRegister } from '@/domain/member-register-search';
import { memberValidity } from '@/domain/member-validity';
import { isFeePaidUp } from '@/domain/membership-fee/fee-year';
import type { MembershipType } from '@/domain/membership-rules';
import { useLanguage } from '@/i18n/language-context';
import { Badge } from '@/ui/badge';
import { TextField } from '@/ui/form/text-field';
import { MemberValidityBadge } from './member-validity-badge';
import { RecordFeeButton } from './record-fee-button';
import { RenewMemberButton } from './renew-member-button';

/** Rows drawn at once: a phone stays quick with a large register; a search narrows it. */
export const REGISTER_ROWS_SHOWN = 100;

const MEMBERSHIP_TYPE_LABELS = {
  ordinario: msg`Ordinario`,
  sostenitore: msg`Sostenitore`,
  minore: msg`Minore`,
} as const satisfies Record<MembershipType, unknown>;

interface MemberRegisterListProps {
  members: readonly MemberRow[];
  /** The fee year under way (the server's): a member who has not paid it is marked. */
  feeYear: number;
  onRenewed: (member: MemberRow, validUntil: string) => void;
  onFeeRecorded: (member: MemberRow, year: number) => void;
}

/** The register searched on the device by name or number, each member with its state and "Rinnova". */
export function MemberRegisterList(props: MemberRegisterListProps) {
  const { members, feeYear, onRenewed, onFeeRecorded } = props;
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const index = useMemo(() => searchable(members), [members]);
  const matches = useMemo(() => searchRegister(index, query), [index, query]);
  const shown = matches.slice(0, REGISTER_ROWS_SHOWN);
  const total = members.length;
  const found = matches.length;
  const unpaid = members.filter((member) => !feePaid(member, feeYear)).length;
  return (
    <>
      <TextField
        className="mt-4 max-w-md"
        label={t`Cerca per nome o numero socio`}
        type="search"
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={setQuery}
      />
      <p role="status" className="mt-3 text-sm text-stone-700">
        {query.trim() === ''
          ? t`Soci nel registro: ${total}.`
          : t`${plural(found, { one: 'Trovato # socio', other: 'Trovati # soci' })} su ${total}.`}
        {found > REGISTER_ROWS_SHOWN &&
          ` ${t`Sono mostrati i primi ${REGISTER_ROWS_SHOWN}: restringi la ricerca.`}`}
      </p>
      <p className="mt-1 text-sm text-stone-700">
        {t`Soci senza la quota ${feeYear} registrata: ${unpaid}.`}
      </p>
      {shown.length > 0 && (
        <ul aria-label={t`Soci`} className="mt-3 divide-y divide-stone-200">
          {shown.map((member) => (
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
        <p className="font-semibold break-words text-stone-900">{member.fullName}</p>
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
