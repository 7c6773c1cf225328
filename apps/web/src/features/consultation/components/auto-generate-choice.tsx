import { useState } from 'react';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { autoGeneratePreference, setAutoGeneratePreference } from '../capture/auto-generate.ts';

/**
 * Ending the recording drafts the usual documents (anamnese, receita, orientações) as soon as the
 * transcript is ready, so the vet goes from "Encerrar" to the receita without another step. A vet who
 * prefers to review the transcript first turns it off once; the choice stays on this device.
 */
export function AutoGenerateChoice() {
  const [on, setOn] = useState(autoGeneratePreference);
  return (
    <Checkbox
      name="gerar-ao-encerrar"
      label="Gerar os documentos ao encerrar"
      description="Anamnese, receita e orientações, assim que a transcrição ficar pronta."
      checked={on}
      onChange={(event) => {
        setOn(event.target.checked);
        setAutoGeneratePreference(event.target.checked);
      }}
      className="w-full max-w-sm text-left"
    />
  );
}
