import { LoaderCircle, LogOut, ShieldCheck } from 'lucide-react';
import { displayNameOf } from '../../../app/auth/display-name.ts';
import { useAuth } from '../../../app/auth/use-auth.ts';
import { useLogout } from '../../../app/auth/use-logout.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';

/** Spec: photo, display name or e-mail, and "Sair". Profile editing arrives in a later release. */
export function ProfilePage() {
  const { user, isAdmin } = useAuth();
  const { logout, pending } = useLogout();
  if (!user) return null;
  const name = displayNameOf(user);

  return (
    <PageFrame title="Meu Perfil" description="Seus dados de acesso ao VetVoz." narrow>
      <Card className="flex flex-col items-center gap-6 p-6 text-center sm:flex-row sm:p-8 sm:text-left">
        <Avatar src={user.image} name={name} size="lg" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold text-slate-900 text-xl">{name}</h2>
          {name !== user.email ? <p className="mt-1 truncate text-slate-600">{user.email}</p> : null}
          {isAdmin ? (
            <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-1 font-medium text-brand-800 text-xs">
              <ShieldCheck aria-hidden="true" className="size-3.5" />
              Administrador do site
            </p>
          ) : null}
        </div>
        <Button
          variant="danger"
          onClick={() => void logout()}
          disabled={pending}
          className="w-full sm:w-auto"
        >
          {pending ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <LogOut aria-hidden="true" className="size-4" />
          )}
          Sair
        </Button>
      </Card>
    </PageFrame>
  );
}
