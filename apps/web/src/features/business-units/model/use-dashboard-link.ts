import { canSeeDashboardLink } from '@vetvoz/domain';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useUnits } from '../api/business-units-query.ts';

/**
 * docs/product-rules.md §2 and §6: the dashboard link shows to a user who owns a unit or holds an active admin or owner
 * record in one. Asked of the domain rule with the units and my records as the server listed them; hidden
 * while they load or when they cannot be read (docs/product-rules.md §8: a failed unit read is "not a member").
 */
export function useDashboardLinkVisible(): boolean {
  const { user } = useAuth();
  const units = useUnits().data?.units ?? [];
  return canSeeDashboardLink({
    userId: user?.id,
    units,
    memberRecords: units.map((unit) => ({ userID: user?.id, role: unit.myRole, status: unit.myStatus })),
  });
}

/** A unit I may start a consultation for, and what is left of its pool this period. */
export interface ActiveUnit {
  id: string;
  name: string;
  remaining: number;
  /** The next renewal (ISO). */
  periodEnd: string;
}

/** The units I may start a consultation for: active member (the owner included), by name. */
export function useMyActiveUnits(): ActiveUnit[] {
  const units = useUnits().data?.units ?? [];
  return units
    .filter((unit) => unit.myStatus === 'active')
    .map((unit) => ({
      id: unit.id,
      name: unit.name,
      remaining: unit.quota.remaining,
      periodEnd: unit.quota.periodEnd,
    }));
}
