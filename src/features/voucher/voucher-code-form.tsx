import { useLingui } from '@lingui/react/macro';
import { normalizeVoucherCode, VOUCHER_CODE_INPUT_MAX } from '@/domain/vouchers/code';
import { buttonClass } from '@/ui/button-class';
import { CheckedForm } from '@/ui/form/checked-form';
import { TextField } from '@/ui/form/text-field';
import { useCheckedForm } from '@/ui/form/use-checked-form';

type Problem = 'missing' | 'malformed';

/**
 * The code as printed on the voucher; case, spaces and dashes do not matter. A code that cannot
 * be one is refused here, before any call; the page looks up the rest.
 */
export function VoucherCodeForm({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useLingui();
  const form = useCheckedForm<{ code: string }, 'code', Problem>({
    initial: { code: '' },
    check: ({ code }) =>
      !code.trim() ? { code: 'missing' } : normalizeVoucherCode(code) ? {} : { code: 'malformed' },
    send: async ({ code }) => onCode(normalizeVoucherCode(code)!),
  });
  const PROBLEMS: Record<Problem, string> = {
    missing: t`Scrivi il codice del buono.`,
    malformed: t`Il codice ha 12 caratteri dopo "VPT", come VPT-7KQ4-M9XC-2HRT: controlla di averlo scritto come sul buono.`,
  };
  const problem = form.errorOf('code');
  return (
    <CheckedForm label={t`Cerca un buono regalo`} form={form} className="space-y-4">
      <TextField
        name="code"
        label={t`Codice del buono`}
        required
        value={form.values.code}
        onChange={(code) => form.setField('code', code)}
        upperCase
        autoComplete="off"
        spellCheck={false}
        maxLength={VOUCHER_CODE_INPUT_MAX}
        placeholder="VPT-XXXX-XXXX-XXXX"
        error={problem && PROBLEMS[problem]}
      />
      <button type="submit" className={buttonClass('primary')}>
        {t`Mostra il buono`}
      </button>
    </CheckedForm>
  );
}
