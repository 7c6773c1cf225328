import {
  acceptBusinessUnitInvitationContract,
  acceptInvitationLinkContract,
  businessUnitDashboardContract,
  businessUnitUsageContract,
  type CreateUnitRequest,
  cancelBusinessUnitInvitationContract,
  contractUrl,
  createBusinessUnitContract,
  getBusinessUnitContract,
  type InviteMemberRequest,
  invitationPreviewSchema,
  inviteBusinessUnitMemberContract,
  inviteMemberResultSchema,
  leaveBusinessUnitContract,
  listBusinessUnitsContract,
  myUnitInvitationListSchema,
  myUnitInvitationsContract,
  previewInvitationLinkContract,
  removeBusinessUnitMemberContract,
  type UpdateMemberRequest,
  unitDashboardSchema,
  unitDetailSchema,
  unitListSchema,
  unitSummarySchema,
  unitUsageSchema,
  updateBusinessUnitMemberContract,
} from '@vetvoz/domain';
import { apiRequest } from '../../../lib/api.ts';

/** Every call of the unit pages, each parsed with its contract's response schema. */

export function fetchUnits(signal?: AbortSignal) {
  return apiRequest(listBusinessUnitsContract.path, { schema: unitListSchema, signal });
}

export function fetchMyInvitations(signal?: AbortSignal) {
  return apiRequest(myUnitInvitationsContract.path, { schema: myUnitInvitationListSchema, signal });
}

export function fetchUnit(id: string, signal?: AbortSignal) {
  return apiRequest(contractUrl(getBusinessUnitContract, { id }), { schema: unitDetailSchema, signal });
}

export function fetchUnitUsage(id: string, signal?: AbortSignal) {
  return apiRequest(contractUrl(businessUnitUsageContract, { id }), { schema: unitUsageSchema, signal });
}

export function fetchDashboard(unitId: string | undefined, signal?: AbortSignal) {
  return apiRequest(contractUrl(businessUnitDashboardContract, {}, { unitId }), {
    schema: unitDashboardSchema,
    signal,
  });
}

/** The owner is the signed-in user: the server takes their id and e-mail from the session (docs/product-rules.md §5). */
export function createUnit(body: CreateUnitRequest) {
  return apiRequest(createBusinessUnitContract.path, { method: 'POST', body, schema: unitSummarySchema });
}

export function inviteMember(id: string, body: InviteMemberRequest) {
  return apiRequest(contractUrl(inviteBusinessUnitMemberContract, { id }), {
    method: 'POST',
    body,
    schema: inviteMemberResultSchema,
  });
}

export function updateMemberRole(id: string, userId: string, body: UpdateMemberRequest) {
  return apiRequest(contractUrl(updateBusinessUnitMemberContract, { id, userId }), {
    method: 'PATCH',
    body,
    schema: unitDetailSchema,
  });
}

export function removeMember(id: string, userId: string) {
  return apiRequest(contractUrl(removeBusinessUnitMemberContract, { id, userId }), { method: 'DELETE' });
}

export function cancelInvitation(id: string, invitationId: string) {
  return apiRequest(contractUrl(cancelBusinessUnitInvitationContract, { id, invitationId }), {
    method: 'DELETE',
  });
}

export function acceptInvitation(id: string) {
  return apiRequest(contractUrl(acceptBusinessUnitInvitationContract, { id }), {
    method: 'POST',
    schema: unitSummarySchema,
  });
}

export function leaveUnit(id: string) {
  return apiRequest(contractUrl(leaveBusinessUnitContract, { id }), { method: 'POST' });
}

/** What the invitation e-mail's link tells its holder (works signed out). */
export function previewInvitationLink(token: string, signal?: AbortSignal) {
  return apiRequest(previewInvitationLinkContract.path, {
    method: 'POST',
    body: { token },
    schema: invitationPreviewSchema,
    signal,
  });
}

export function acceptInvitationLink(token: string) {
  return apiRequest(acceptInvitationLinkContract.path, {
    method: 'POST',
    body: { token },
    schema: unitSummarySchema,
  });
}
