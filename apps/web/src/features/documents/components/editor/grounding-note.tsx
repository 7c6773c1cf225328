import type { GroundingFlag } from '@vetvoz/domain';
import { TriangleAlert } from 'lucide-react';
import { flagMessage } from '../../model/grounding.ts';

/** Next to a field: a number or drug name in it that the transcript does not contain. */
export function GroundingNote({ id, flags }: { id: string; flags: GroundingFlag[] }) {
  if (flags.length === 0) return null;
  return (
    <ul id={id} className="mt-1.5 grid gap-1">
      {flags.map((flag) => (
        <li
          key={`${flag.kind}|${flag.value}`}
          className="flex items-start gap-1.5 rounded-lg bg-amber-50 px-2.5 py-1.5 text-amber-900 text-sm"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
          <span>{flagMessage(flag)}</span>
        </li>
      ))}
    </ul>
  );
}
