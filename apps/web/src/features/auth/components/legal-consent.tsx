import { useId, useState } from 'react';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FieldError } from '../../../components/ui/form-field.tsx';
import { LegalDialog, type LegalKind } from './legal-dialog.tsx';

interface LegalConsentProps {
  acceptTerms: boolean;
  acceptPrivacy: boolean;
  onChange: (kind: LegalKind, accepted: boolean) => void;
  /** The spec's single message for either box left unticked. */
  error?: string | null;
}

const linkButton =
  'rounded font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2';

/** The two required consents; each document's name opens its full text in a modal. */
export function LegalConsent({ acceptTerms, acceptPrivacy, onChange, error }: LegalConsentProps) {
  const [reading, setReading] = useState<LegalKind | null>(null);
  const errorId = `${useId()}-erro`;
  const describedBy = error ? errorId : undefined;
  return (
    <fieldset>
      <legend className="sr-only">Termos de Uso e Política de Privacidade</legend>
      <div className="space-y-3">
        <Checkbox
          name="acceptTerms"
          checked={acceptTerms}
          onChange={(event) => onChange('terms', event.target.checked)}
          aria-describedby={describedBy}
          aria-invalid={error && !acceptTerms ? true : undefined}
          label={
            <>
              Li e aceito os{' '}
              <button type="button" className={linkButton} onClick={() => setReading('terms')}>
                Termos de Uso
              </button>
            </>
          }
        />
        <Checkbox
          name="acceptPrivacy"
          checked={acceptPrivacy}
          onChange={(event) => onChange('privacy', event.target.checked)}
          aria-describedby={describedBy}
          aria-invalid={error && !acceptPrivacy ? true : undefined}
          label={
            <>
              Li e aceito a{' '}
              <button type="button" className={linkButton} onClick={() => setReading('privacy')}>
                Política de Privacidade
              </button>
            </>
          }
        />
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      <LegalDialog
        kind={reading}
        onClose={() => setReading(null)}
        onAccept={(kind) => {
          onChange(kind, true);
          setReading(null);
        }}
      />
    </fieldset>
  );
}
