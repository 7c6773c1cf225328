import { Download } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { PROFILE_EXPORT_URL } from '../api/account.ts';

/**
 * The export as a plain download link: the browser sends the session cookie and saves the file under the
 * dated name the server gives it.
 */
export function ExportLink({ className }: { className?: string }) {
  return (
    <a href={PROFILE_EXPORT_URL} download className={buttonClasses('secondary', 'md', className)}>
      <Download aria-hidden="true" className="size-4" />
      Baixar meus dados
    </a>
  );
}
