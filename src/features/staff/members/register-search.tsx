import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { REGISTER_SEARCH_MAX_LENGTH } from '@/domain/api/staff-members';
import { buttonClass } from '@/ui/button-class';
import { TextField } from '@/ui/form/text-field';

/**
 * The register's search by name or member number, sent when staff press "Cerca" (or Enter): the
 * server searches the whole register, and each search is a read in the audit log, so a search is
 * not sent at every keystroke. An empty search goes back to the whole register.
 */
export function RegisterSearch({ onSearch }: { onSearch: (search: string) => void }) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <form role="search" className="mt-4 flex max-w-md flex-wrap items-end gap-2" onSubmit={submit}>
      <TextField
        className="min-w-0 flex-1"
        label={t`Cerca per nome o numero socio`}
        type="search"
        autoComplete="off"
        spellCheck={false}
        maxLength={REGISTER_SEARCH_MAX_LENGTH}
        value={typed}
        onChange={setTyped}
      />
      <button type="submit" className={buttonClass('outline', 'small')}>
        {t`Cerca`}
      </button>
    </form>
  );
}
