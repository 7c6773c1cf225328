import { useId } from 'react';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FieldError } from '../../../components/ui/form-field.tsx';
import { useDialogState } from '../../../components/ui/use-modal-dialog.ts';
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

/** The two required consents in one box; each document's name opens its full text in a modal. */
export function LegalConsent({ acceptTerms, acceptPrivacy, onChange, error }: LegalConsentProps) {
  const reading = useDialogState<LegalKind>();
  const errorId = `${useId()}-erro`;
  const describedBy = error ? errorId : undefined;
  return (
    <fieldset>
      <legend className="sr-only">Termos de Uso e Política de Privacidade</legend>
      {/* One box for both texts: ticking it accepts both; each name opens its text, whose "Aceitar e
          continuar" accepts that one (the box shows ticked once both are). */}
      <Checkbox
        name="acceptLegal"
        checked={acceptTerms && acceptPrivacy}
        onChange={(event) => {
          onChange('terms', event.target.checked);
          onChange('privacy', event.target.checked);
        }}
        aria-describedby={describedBy}
        aria-invalid={error && !(acceptTerms && acceptPrivacy) ? true : undefined}
        label={
          <>
            Li e aceito os{' '}
            <button type="button" className={linkButton} onClick={() => reading.show('terms')}>
              Termos de Uso
            </button>{' '}
            e a{' '}
            <button type="button" className={linkButton} onClick={() => reading.show('privacy')}>
              Política de Privacidade
            </button>
          </>
        }
      />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      <LegalDialog
        kind={reading.subject}
        onClose={reading.close}
        onAccept={(kind) => {
          onChange(kind, true);
          reading.close();
        }}
      />
    </fieldset>
  );
}
