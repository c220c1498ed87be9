import { Trans } from '@lingui/react/macro';
import { checkboxClass } from './field-styles';

interface MedicalDeclarationProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** The medical certificate declaration (requirements §5: shown in original at the meeting point). */
export function MedicalDeclaration({ checked, onChange }: MedicalDeclarationProps) {
  return (
    <label className="flex items-start gap-3 text-sm text-stone-800">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className={checkboxClass}
      />
      <span>
        <Trans>
          Dichiaro che ogni partecipante possiede un certificato medico valido per attività sportiva
          non agonistica, da mostrare in originale al punto di ritrovo.
        </Trans>
      </span>
    </label>
  );
}
