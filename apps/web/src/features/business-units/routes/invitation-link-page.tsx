import { useQuery } from '@tanstack/react-query';
import { INVITATION_LINK_GONE_MESSAGE, INVITATION_LINK_PATH, readInvitationFragment } from '@vetvoz/domain';
import { Building2 } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { LogoMark } from '../../../components/ui/logo.tsx';
import { ApiError } from '../../../lib/api.ts';
import { forgetInvitationLink, rememberInvitationLink } from '../../../lib/auth/pending-invitation.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { previewInvitationLink } from '../api/business-units-api.ts';
import { InvitationLinkActions } from '../components/invitation-link-actions.tsx';
import { UnitErrorNotice } from '../components/unit-error-notice.tsx';

/**
 * /convite#t=…&e=… — where the invitation e-mail leads: who invited you to which unit, then the one step
 * that fits (create the account with the invited address, sign in, confirm the e-mail, accept). The link is
 * remembered on this device, so signing up and confirming the e-mail both come back here.
 */
export function InvitationLinkPage() {
  useDocumentTitle('Convite para uma unidade');
  const { hash } = useLocation();
  const link = useMemo(() => readInvitationFragment(hash), [hash]);
  const path = `${INVITATION_LINK_PATH}${hash}`;
  const { user, loading } = useAuth();
  const preview = useQuery({
    queryKey: ['invitation-link', link?.token ?? ''],
    queryFn: ({ signal }) => previewInvitationLink(link?.token ?? '', signal),
    enabled: link !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const gone =
    link === null || (preview.error instanceof ApiError && [400, 404].includes(preview.error.status));

  useEffect(() => {
    if (gone) forgetInvitationLink();
    else if (preview.isSuccess) rememberInvitationLink(path);
  }, [gone, preview.isSuccess, path]);

  return (
    <Container className="flex justify-center py-8 sm:py-14">
      <div className="w-full max-w-md">
        <div className="text-center">
          <LogoMark className="mx-auto size-12" />
          <h1 className="mt-4 font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
            Convite para uma unidade
          </h1>
        </div>
        <Card className="mt-8 p-5 sm:p-8">
          {gone ? (
            <div className="space-y-5">
              <p role="alert" className="text-slate-800">
                {link === null ? 'Este link de convite está incompleto.' : INVITATION_LINK_GONE_MESSAGE}
              </p>
              <ButtonLink
                to={user ? '/business-units' : '/'}
                variant="secondary"
                size="lg"
                className="w-full"
              >
                {user ? 'Ver minhas unidades' : 'Ir para o início'}
              </ButtonLink>
            </div>
          ) : preview.isError ? (
            <UnitErrorNotice
              error={preview.error}
              prefix="Não foi possível abrir o convite."
              onRetry={() => void preview.refetch()}
            />
          ) : preview.isPending || loading ? (
            <LoadingState label="Abrindo o convite…" className="py-6" />
          ) : (
            <div className="space-y-5">
              <div className="flex items-start gap-3">
                <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
                  <Building2 aria-hidden="true" className="size-5" />
                </span>
                <div className="min-w-0">
                  <p className="break-words text-lg text-slate-900 leading-snug">
                    <strong>{preview.data.inviterName}</strong> convidou você para a unidade{' '}
                    <strong>{preview.data.unitName}</strong> no VetVoz.
                  </p>
                  <p className="mt-2 text-slate-600 text-sm">
                    As consultas que você registrar pela unidade usam as consultas do plano da unidade.
                  </p>
                </div>
              </div>
              <InvitationLinkActions token={link.token} invitedEmail={link.email} path={path} user={user} />
            </div>
          )}
        </Card>
      </div>
    </Container>
  );
}
