import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useUnits } from '../api/business-units-query.ts';

/** A unit I own, and whether a paid plan decides its pool now (billed at Stripe through me). */
export interface OwnedUnit {
  id: string;
  name: string;
  paid: boolean;
}

/** The units I own: they go with my account, and their paid plans are cancelled with it. */
export function useMyOwnedUnits(): OwnedUnit[] {
  const { user } = useAuth();
  const units = useUnits().data?.units ?? [];
  return units
    .filter((unit) => unit.myRole === 'owner' && unit.ownerID === user?.id)
    .map((unit) => ({ id: unit.id, name: unit.name, paid: unit.plan !== 'gratis' }));
}
