import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { LegalDocumentView, useLegalDocument } from '../../legal/index.ts';

export type LegalKind = 'terms' | 'privacy';

interface LegalDialogProps {
  kind: LegalKind | null;
  onClose: () => void;
  /** "Aceitar e continuar": ticks the matching checkbox (docs/product-rules.md §2). */
  onAccept: (kind: LegalKind) => void;
}

/** The full Terms of Use or Privacy Policy in a modal, read without leaving the half-filled form. */
export function LegalDialog({ kind, onClose, onAccept }: LegalDialogProps) {
  return (
    <Dialog
      open={kind !== null}
      onClose={onClose}
      title={kind === 'privacy' ? 'Política de Privacidade' : 'Termos de Uso'}
      size="lg"
      footer={
        kind ? (
          <Button onClick={() => onAccept(kind)} className="w-full sm:w-auto">
            Aceitar e continuar
          </Button>
        ) : null
      }
    >
      {kind ? <LegalText kind={kind} /> : null}
    </Dialog>
  );
}

function LegalText({ kind }: { kind: LegalKind }) {
  const document = useLegalDocument(kind);
  return <LegalDocumentView document={document} sectionHeadingLevel={3} />;
}
