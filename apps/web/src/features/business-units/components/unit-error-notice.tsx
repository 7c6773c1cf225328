import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { unitErrorText } from '../model/unit-error.ts';

/** A failed unit call, announced: our pt-BR words first, then docs/product-rules.md §8's server message when there is one. */
export function UnitErrorNotice({
  error,
  onRetry,
  prefix,
  className,
}: {
  error: unknown;
  onRetry?: () => void;
  /** What failed, e.g. "Não foi possível carregar suas unidades." */
  prefix?: string;
  className?: string;
}) {
  const { text, serverMessage } = unitErrorText(error);
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800 text-sm sm:flex-row sm:items-center',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="size-5 shrink-0 max-sm:hidden" />
      <div className="min-w-0 flex-1">
        <p>{prefix ? `${prefix} ${text}` : text}</p>
        {serverMessage ? (
          <p className="mt-1 text-red-700 text-xs">
            Mensagem do servidor: <span lang="en">{serverMessage}</span>
          </p>
        ) : null}
      </div>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <RotateCw aria-hidden="true" className="size-4" />
          Tentar de novo
        </Button>
      ) : null}
    </div>
  );
}
