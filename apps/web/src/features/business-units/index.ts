// What other features and app/ may use from business units. Light: app/ puts it in the first page's bundle.
export { type ActiveUnit, useDashboardLinkVisible, useMyActiveUnits } from './model/use-dashboard-link.ts';
export { type OwnedUnit, useMyOwnedUnits } from './model/use-owned-units.ts';
