import {
  BookOpenText,
  Building2,
  CreditCard,
  KeyRound,
  PenLine,
  Plug,
  RotateCw,
  ShieldCheck,
  UserRound,
  UsersRound,
} from 'lucide-react';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { SubscriptionCard } from '../../billing/index.ts';
import { useProfile } from '../api/profile-query.ts';
import { AccountDetails } from '../components/account-details.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { DataRights } from '../components/data-rights.tsx';
import { EstablishmentForm } from '../components/establishment-form.tsx';
import { PersonalDataForm } from '../components/personal-data-form.tsx';
import { ProfileSummaryCard } from '../components/profile-summary-card.tsx';
import { SectionCard } from '../components/section-card.tsx';
import { VocabularySection } from '../components/vocabulary-section.tsx';
import { WritingStyleSection } from '../components/writing-style-section.tsx';

/**
 * /profile. The spec's part (photo, display name or e-mail, "Sair") comes from the session and shows
 * at once; the editable profile loads beside it, so a slow profile never hides the way out.
 */
export function ProfilePage() {
  const { user } = useAuth();
  const profile = useProfile();
  if (!user) return null;

  return (
    <PageFrame title="Meu perfil" description="Seus dados de acesso ao VetVoz." narrow>
      <div className="space-y-6">
        <ProfileSummaryCard />
        {profile.isPending ? (
          <LoadingState label="Carregando seu perfil…" className="py-12" />
        ) : profile.isError ? (
          <div
            role="alert"
            className="flex flex-col items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-5 text-amber-900 text-sm sm:flex-row sm:items-center sm:justify-between"
          >
            <p>Não foi possível carregar os dados do seu perfil. {profile.error.message}</p>
            <Button variant="secondary" size="sm" onClick={() => void profile.refetch()}>
              <RotateCw aria-hidden="true" className="size-4" />
              Tentar de novo
            </Button>
          </div>
        ) : (
          <>
            <SectionCard
              title="Dados pessoais"
              description="Aparecem nos documentos que você emite."
              icon={UserRound}
            >
              <PersonalDataForm key={profile.data.uid} profile={profile.data} />
              <div className="mt-8 border-slate-100 border-t pt-6">
                <AccountDetails profile={profile.data} />
              </div>
            </SectionCard>
            <SectionCard
              id="assinatura"
              title="Assinatura"
              description="Seu plano, o uso de consultas e a cobrança."
              icon={CreditCard}
            >
              <SubscriptionCard planIntent={profile.data.planIntent} />
            </SectionCard>
            <SectionCard
              id="unidades"
              title="Unidades de negócio"
              description="Clínicas e equipes: consultas com cota compartilhada, membros e convites."
              icon={UsersRound}
            >
              <ButtonLink to="/business-units" variant="secondary">
                Ver minhas unidades
              </ButtonLink>
            </SectionCard>
            <SectionCard
              id="integracoes"
              title="Integrações"
              description="Chaves de API para o sistema de gestão da clínica enviar consultas e receber documentos."
              icon={Plug}
            >
              <ButtonLink to="/integrations" variant="secondary">
                Ver integrações
              </ButtonLink>
            </SectionCard>
            <SectionCard
              id="estabelecimento"
              title="Estabelecimento"
              description="Aparece no cabeçalho dos documentos (receitas, atestados…)."
              icon={Building2}
            >
              <EstablishmentForm key={profile.data.uid} profile={profile.data} />
            </SectionCard>
            <SectionCard
              id="como-voce-escreve"
              title="Como você escreve"
              description="Suas instruções e o nível de detalhe de cada documento, seguidos na geração."
              icon={PenLine}
            >
              <WritingStyleSection />
            </SectionCard>
            <SectionCard
              id="vocabulario"
              title="Vocabulário"
              description="Nomes de medicamentos, marcas e termos que a transcrição deve acertar. O VetVoz aprende com as suas correções."
              icon={BookOpenText}
            >
              <VocabularySection />
            </SectionCard>
            <SectionCard
              title="Senha"
              description="Use uma senha só sua, com pelo menos 8 caracteres."
              icon={KeyRound}
            >
              <ChangePasswordForm />
            </SectionCard>
            <SectionCard
              title="Privacidade e dados"
              description="Seus direitos pela Lei Geral de Proteção de Dados (LGPD)."
              icon={ShieldCheck}
            >
              <DataRights />
            </SectionCard>
          </>
        )}
      </div>
    </PageFrame>
  );
}
