import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { buttonClass } from '@/ui/button-class';
import { TextField } from '@/ui/form/text-field';
import { useCheckedForm } from '@/ui/form/use-checked-form';

/** A query the search cannot use: too few letters or digits. */
export const SEARCH_TOO_SHORT = msg`Scrivi almeno 3 lettere o cifre da cercare.`;

interface StaffSearchFormProps {
  label: string;
  hint: string;
  maxLength: number;
  initial?: string;
  /** The query's problem, by the search's own schema; none to search. */
  problemOf: (query: string) => MessageDescriptor | undefined;
  onSearch: (query: string) => void;
}

/**
 * The search box of a staff view ("Cerca prenotazione", "Cerca buono"): checked with the search's
 * own schema before it is sent, a query the server refuses marked on the field, and the trimmed
 * query handed to the view.
 */
export function StaffSearchForm(props: StaffSearchFormProps) {
  const { label, hint, maxLength, problemOf, onSearch } = props;
  const { t, i18n } = useLingui();
  const form = useCheckedForm<{ query: string }, 'query', MessageDescriptor>({
    initial: { query: props.initial ?? '' },
    check: ({ query }) => {
      const problem = problemOf(query);
      return problem ? { query: problem } : {};
    },
    refused: (fields) => (fields.includes('query') ? { query: SEARCH_TOO_SHORT } : {}),
    send: ({ query }) => {
      onSearch(query.trim());
      return Promise.resolve();
    },
  });
  return (
    <form
      {...form.formProps}
      role="search"
      className="mt-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <TextField
        type="search"
        label={label}
        hint={hint}
        autoComplete="off"
        spellCheck={false}
        maxLength={maxLength}
        {...form.field('query', (problem) => i18n._(problem))}
        trailing={
          <button type="submit" className={`${buttonClass('primary')} min-h-11`}>
            {t`Cerca`}
          </button>
        }
      />
    </form>
  );
}
