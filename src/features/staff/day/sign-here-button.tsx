import { useLingui } from '@lingui/react/macro';
import { buttonClass, type ButtonSize, type ButtonTone } from '@/ui/button-class';

/**
 * "Firma qui" for one participant or rider, opening the waiver on this phone. The name makes
 * each button's own for a screen reader: several stand one under the other.
 */
export function SignHereButton({
  name,
  onClick,
  tone,
  size,
}: {
  name: string;
  onClick: () => void;
  tone: ButtonTone;
  size: ButtonSize;
}) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t`Firma qui: ${name}`}
      className={buttonClass(tone, size)}
    >
      {t`Firma qui`}
    </button>
  );
}
