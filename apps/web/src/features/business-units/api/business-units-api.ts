import {
  acceptBusinessUnitInvitationContract,
  acceptInvitationLinkContract,
  businessUnitDashboardContract,
  businessUnitUsageContract,
  type CreateUnitRequest,
  cancelBusinessUnitInvitationContract,
  createBusinessUnitContract,
  getBusinessUnitContract,
  type InviteMemberRequest,
  inviteBusinessUnitMemberContract,
  leaveBusinessUnitContract,
  listBusinessUnitsContract,
  myUnitInvitationsContract,
  previewInvitationLinkContract,
  removeBusinessUnitMemberContract,
  type UpdateMemberRequest,
  updateBusinessUnitMemberContract,
} from '@vetvoz/domain';
import { call } from '../../../lib/contract-client.ts';

/** Every call of the unit pages, each parsed with its contract's response schema. */

export function fetchUnits(signal?: AbortSignal) {
  return call(listBusinessUnitsContract, { signal });
}

export function fetchMyInvitations(signal?: AbortSignal) {
  return call(myUnitInvitationsContract, { signal });
}

export function fetchUnit(id: string, signal?: AbortSignal) {
  return call(getBusinessUnitContract, { params: { id }, signal });
}

export function fetchUnitUsage(id: string, signal?: AbortSignal) {
  return call(businessUnitUsageContract, { params: { id }, signal });
}

export function fetchDashboard(unitId: string | undefined, signal?: AbortSignal) {
  return call(businessUnitDashboardContract, { query: { unitId }, signal });
}

/** The owner is the signed-in user: the server takes their id and e-mail from the session (docs/product-rules.md §5). */
export function createUnit(body: CreateUnitRequest) {
  return call(createBusinessUnitContract, { body });
}

export function inviteMember(id: string, body: InviteMemberRequest) {
  return call(inviteBusinessUnitMemberContract, { params: { id }, body });
}

export function updateMemberRole(id: string, userId: string, body: UpdateMemberRequest) {
  return call(updateBusinessUnitMemberContract, { params: { id, userId }, body });
}

export function removeMember(id: string, userId: string) {
  return call(removeBusinessUnitMemberContract, { params: { id, userId } });
}

export function cancelInvitation(id: string, invitationId: string) {
  return call(cancelBusinessUnitInvitationContract, { params: { id, invitationId } });
}

export function acceptInvitation(id: string) {
  return call(acceptBusinessUnitInvitationContract, { params: { id } });
}

export function leaveUnit(id: string) {
  return call(leaveBusinessUnitContract, { params: { id } });
}

/** What the invitation e-mail's link tells its holder (works signed out). */
export function previewInvitationLink(token: string, signal?: AbortSignal) {
  return call(previewInvitationLinkContract, { body: { token }, signal });
}

export function acceptInvitationLink(token: string) {
  return call(acceptInvitationLinkContract, { body: { token } });
}
