import { cn } from '../../lib/cn.ts';

/**
 * The app's long-text boxes (notes, transcript, prompts): the text fields' look, grown for long texts and
 * resizable. Options instead of extra classes: `cn` only joins, so two classes for one property would
 * fight by CSS order.
 */
export function textareaClasses({
  mono = false,
  compact = false,
  readOnly = false,
  height,
}: {
  /** Code-like text (prompts). */
  mono?: boolean;
  /** A slightly smaller text than the 16 px of the app's inputs. */
  compact?: boolean;
  readOnly?: boolean;
  /** Tailwind height classes, e.g. "h-[26rem] sm:h-[34rem]". */
  height?: string;
} = {}) {
  return cn(
    'block w-full resize-y rounded-xl border border-slate-300 px-3.5 py-3 text-slate-900 leading-relaxed shadow-sm',
    'placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-600/20',
    'aria-invalid:border-red-400 aria-invalid:focus:border-red-500 aria-invalid:focus:ring-red-500/20',
    'disabled:bg-slate-50 disabled:text-slate-500',
    readOnly ? 'bg-slate-50' : 'mt-1.5 bg-white',
    mono ? 'font-mono text-[0.8125rem] sm:text-sm' : compact ? 'text-[0.9375rem]' : 'text-base',
    height,
  );
}
