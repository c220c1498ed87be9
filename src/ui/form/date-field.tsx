import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { parseTypedDay } from '@/domain/calendar';
import { formatTypedDay } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { buttonClass } from '@/ui/button-class';
import { FieldGroup, type FieldGroupProps } from './field-group';
import { inputClass } from './field-styles';

const loadCalendar = () => import('./date-field-calendar');
const DateFieldCalendar = lazy(loadCalendar);

interface DateFieldProps extends Omit<FieldGroupProps, 'children'> {
  name?: string;
  /** 'YYYY-MM-DD', or '' while none is chosen. */
  value: string;
  onChange: (value: string) => void;
  /** 'bday' for a birth date the browser may fill in; nothing to suggest otherwise. */
  autoComplete?: string;
}

/**
 * A day written as the page's language writes it ('28/11/2026'), typed or chosen on a calendar in
 * that language: a native date input shows the browser's format ('11/28/2026') whatever the page
 * says. What is typed counts once it names a real day (ISO is understood too); "Calendario" opens
 * the calendar under the field, and a chosen day, or Escape, gives the focus back to that button.
 */
export function DateField(props: DateFieldProps) {
  const { value, onChange, name, hint, autoComplete = 'off', ...group } = props;
  const { t } = useLingui();
  const { locale } = useLanguage();
  const shownAs = (day: string) => (day ? formatTypedDay(day, locale) : '');
  const [text, setText] = useState(() => shownAs(value));
  // A day set from outside (the calendar, the parent) replaces what was typed.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(shownAs(value));
  }
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const calendarId = useId();
  const choose = (day: string) => {
    setShown(day);
    onChange(day);
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <FieldGroup {...group} hint={hint ?? t`Giorno/mese/anno, per esempio 24/12/2026.`}>
      {(control) => (
        <div
          onKeyDown={(event) => {
            if (event.key === 'Escape' && open) {
              event.stopPropagation();
              close();
            }
          }}
        >
          <div className="flex gap-2">
            <input
              {...control}
              name={name}
              inputMode="numeric"
              autoComplete={autoComplete}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                const day = parseTypedDay(event.target.value);
                if (day) choose(day);
              }}
              onBlur={() => setText(shownAs(value))}
              className={inputClass}
            />
            <button
              ref={button}
              type="button"
              aria-expanded={open}
              aria-controls={calendarId}
              // Fetched as the pointer or the focus reaches the button, so it opens at once.
              onPointerEnter={() => void loadCalendar()}
              onFocus={() => void loadCalendar()}
              onClick={() => setOpen((current) => !current)}
              className={`${buttonClass('outline', 'small')} mt-1 shrink-0`}
            >
              {t`Calendario`}
            </button>
          </div>
          {open && (
            <div
              id={calendarId}
              className="mt-2 w-fit rounded-md bg-white p-2 shadow ring-1 ring-stone-200"
            >
              <Suspense fallback={<p className="p-2 text-sm">{t`Caricamento del calendario…`}</p>}>
                <DateFieldCalendar
                  value={value}
                  locale={locale}
                  onChoose={(day) => {
                    if (day) choose(day);
                    setText(day ? shownAs(day) : text);
                    close();
                  }}
                />
              </Suspense>
            </div>
          )}
        </div>
      )}
    </FieldGroup>
  );
}
