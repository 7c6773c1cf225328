import { cn } from '../../../lib/cn.ts';

/** A multi-line text box in the look of the app's inputs. */
export const textareaClasses = cn(
  'mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-3 text-base text-slate-900 leading-relaxed shadow-sm',
  'placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-600/20',
  'aria-invalid:border-red-400 disabled:bg-slate-50 disabled:text-slate-500',
);
