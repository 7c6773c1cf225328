import { inputClasses } from '../../../../components/ui/text-field.tsx';
import { cn } from '../../../../lib/cn.ts';

export { inputClasses };

/** Multi-line boxes grow with their text where the browser can (field-sizing), from `rows` lines. */
export const textareaClasses = cn(
  'mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 leading-relaxed shadow-sm',
  'placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-600/20',
  'field-sizing-content min-h-11 resize-y',
);

// min-w-0: a fieldset is as wide as its content by default.
export const fieldsetClasses = 'min-w-0 rounded-xl border border-slate-200 p-3 sm:p-4';
// Wrapping, never truncated: a nowrap legend's width would become the page's minimum width on a phone.
export const legendClasses = 'max-w-full px-1 font-semibold text-slate-900 text-sm wrap-break-word';
