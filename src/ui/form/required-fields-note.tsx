import { Trans } from '@lingui/react/macro';

/** Says what the kit's asterisk means (FieldGroup hides it from screen readers, which hear "required"). */
export function RequiredFieldsNote({ className = '' }: { className?: string }) {
  return (
    <p className={`text-sm text-stone-600 ${className}`}>
      <Trans>I campi contrassegnati con * sono obbligatori.</Trans>
    </p>
  );
}
