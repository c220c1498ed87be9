import type { ReactNode } from 'react';
import { formatMonthYear, recentMonths } from '@/domain/months';
import { useLanguage } from '@/i18n/language-context';
import { FieldGroup, type FieldGroupProps } from './field-group';
import { inputClass } from './field-styles';

/** How far back a monthly report reaches: two years, as long as the accountant asks for them. */
const MONTHS_OFFERED = 24;

interface MonthFieldProps extends Omit<FieldGroupProps, 'children'> {
  name?: string;
  /** 'YYYY-MM'. */
  value: string;
  onChange: (value: string) => void;
  /** A control beside the field, e.g. the download button. */
  trailing?: ReactNode;
}

/**
 * A month of the last two years, named in the page's language ("novembre 2026"): a native month
 * input names it in the browser's language whatever the page says, and some browsers show a bare
 * text box.
 */
export function MonthField({ name, value, onChange, trailing, ...group }: MonthFieldProps) {
  const { locale } = useLanguage();
  const months = recentMonths(new Date(), MONTHS_OFFERED);
  return (
    <FieldGroup {...group}>
      {(control) => (
        <div className="flex gap-2">
          <select
            {...control}
            name={name}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={inputClass}
          >
            {months.map((month) => (
              <option key={month} value={month}>
                {formatMonthYear(month, locale)}
              </option>
            ))}
          </select>
          {trailing}
        </div>
      )}
    </FieldGroup>
  );
}
