import { inputClasses } from '../../../../components/ui/text-field.tsx';
import { cn } from '../../../../lib/cn.ts';

export { inputClasses };

/** Multi-line boxes grow with their text where the browser can (field-sizing), from `rows` lines. */
export const textareaClasses = cn(
  'mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 leading-relaxed shadow-sm',
  'placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-600/20',
  'field-sizing-content min-h-11 resize-y',
);

export const fieldsetClasses = 'rounded-xl border border-slate-200 p-4';
export const legendClasses = 'px-1 font-semibold text-slate-900 text-sm';
