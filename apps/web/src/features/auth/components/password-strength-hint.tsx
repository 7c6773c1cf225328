import { useEffect, useState } from 'react';
import { cn } from '../../../lib/cn.ts';
import { loadPasswordStrength, type PasswordStrength } from '../password-strength.ts';

const BAR_COLORS = ['bg-red-500', 'bg-red-500', 'bg-amber-500', 'bg-emerald-500', 'bg-emerald-600'];

/**
 * Live strength of a new password under its field (inline content: it sits inside the field's hint).
 * Loads the dictionaries on the first keystroke; until then, and for an empty field, shows `fallback`.
 */
export function PasswordStrengthHint({
  password,
  userInputs = [],
  fallback,
}: {
  password: string;
  userInputs?: string[];
  fallback: string;
}) {
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const inputsKey = userInputs.join('\n');

  useEffect(() => {
    if (!password) {
      setStrength(null);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      loadPasswordStrength().then(
        (estimate) => {
          if (current) setStrength(estimate(password, inputsKey ? inputsKey.split('\n') : []));
        },
        () => {
          // Dictionaries unreachable (offline): the server still checks on submit.
        },
      );
    }, 120);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, inputsKey]);

  if (!password || !strength) return <>{fallback}</>;
  return (
    <span className="block" data-testid="password-strength">
      <span aria-hidden="true" className="mt-0.5 flex gap-1">
        {[0, 1, 2, 3].map((bar) => (
          <span
            key={bar}
            className={cn(
              'h-1 flex-1 rounded-full',
              bar < Math.max(strength.score, 1) ? BAR_COLORS[strength.score] : 'bg-slate-200',
            )}
          />
        ))}
      </span>
      <span aria-live="polite" className="mt-1 block">
        <span className={cn('font-semibold', strength.strong ? 'text-emerald-700' : 'text-red-700')}>
          Força da senha: {strength.label}.
        </span>{' '}
        {strength.strong ? 'Pode usar.' : strength.advice.replace(/^Senha fraca\.\s*/, '')}
      </span>
    </span>
  );
}
