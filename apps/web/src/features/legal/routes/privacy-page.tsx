import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useLegalDocument } from '../api/use-legal-documents.ts';
import { LegalDocumentView } from '../components/legal-document-view.tsx';

export function PrivacyPage() {
  const document = useLegalDocument('privacy');
  return (
    <PageFrame title={document.title} narrow>
      <LegalDocumentView document={document} withContents />
    </PageFrame>
  );
}
