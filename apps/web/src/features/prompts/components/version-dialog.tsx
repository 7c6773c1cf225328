import { DOCUMENT_TYPE_LABELS, type PromptVersionView } from '@vetvoz/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { textareaClasses } from '../../../components/ui/textarea-classes.ts';
import { formatDateTime } from '../model/format.ts';

interface VersionDialogProps {
  version: PromptVersionView | null;
  onClose: () => void;
  /** Offered for inactive versions; opens the activation confirmation. */
  onActivate: (version: PromptVersionView) => void;
}

/** "Ver": a version's full text, read-only (versions are immutable). */
export function VersionDialog({ version, onClose, onActivate }: VersionDialogProps) {
  return (
    <Dialog
      open={version !== null}
      onClose={onClose}
      size="lg"
      title={version ? `${DOCUMENT_TYPE_LABELS[version.documentType]} — versão ${version.version}` : ''}
      description={
        version ? (
          <>
            {version.active ? 'Versão ativa. ' : null}
            Por {version.authorName} em {formatDateTime(version.createdAt)}.
            {version.note ? <span className="mt-1 block text-slate-700">{version.note}</span> : null}
          </>
        ) : null
      }
      footer={
        version ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              Fechar
            </Button>
            {version.active ? null : <Button onClick={() => onActivate(version)}>Ativar esta versão</Button>}
          </>
        ) : null
      }
    >
      {version ? (
        // Read-only but focusable and scrollable: the text can be read, selected and copied by keyboard.
        <textarea
          readOnly
          value={version.body}
          aria-label={`Texto da versão ${version.version}`}
          className={textareaClasses({ mono: true, readOnly: true, height: 'h-[60dvh]' })}
        />
      ) : null}
    </Dialog>
  );
}
