import { Trans } from '@lingui/react/macro';
import { CheckboxField } from '@/ui/form/checkbox-field';

interface MedicalDeclarationProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** The medical certificate declaration (requirements §5: shown in original at the meeting point). */
export function MedicalDeclaration({ checked, onChange }: MedicalDeclarationProps) {
  return (
    <CheckboxField
      checked={checked}
      onChange={onChange}
      label={
        <Trans>
          Dichiaro che ogni partecipante possiede un certificato medico valido per attività sportiva
          non agonistica, da mostrare in originale al punto di ritrovo.
        </Trans>
      }
    />
  );
}
