import { useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@vetvoz/domain';
import { LoaderCircle, LogOut, MailWarning, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PhotoInput, useObjectUrl } from '../../../components/ui/photo-input.tsx';
import { ResendConfirmation } from '../../../components/ui/resend-confirmation.tsx';
import { toast } from '../../../components/ui/toast/index.ts';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api.ts';
import { displayNameOf } from '../../../lib/auth/display-name.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useLogout } from '../../../lib/auth/use-logout.ts';
import { PhotoError, preparePhoto, UNREADABLE_IMAGE_MESSAGE } from '../../../lib/prepare-photo.ts';
import { removeProfilePhoto, uploadProfilePhoto } from '../api/profile-photo.ts';
import { PROFILE_QUERY_KEY } from '../api/profile-query.ts';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE);

/** docs/product-rules.md §2 for /profile: photo, display name or e-mail, and "Sair" — plus changing the photo. */
export function ProfileSummaryCard() {
  const { user, isAdmin, refresh } = useAuth();
  const { logout, pending: loggingOut } = useLogout();
  const queryClient = useQueryClient();
  // The picked file shows at once (before the upload ends), so a slow connection still feels answered.
  const [uploading, setUploading] = useState<File | null>(null);
  const [removing, setRemoving] = useState(false);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const preview = useObjectUrl(uploading);
  if (!user) return null;
  const name = displayNameOf(user);

  const savePhotoURL = async (photoURL: string | null) => {
    queryClient.setQueryData<Profile>(PROFILE_QUERY_KEY, (profile) =>
      profile ? { ...profile, photoURL } : profile,
    );
    await refresh();
  };

  async function pick(file: File) {
    setPhotoError(null);
    let photo: File;
    try {
      photo = await preparePhoto(file);
    } catch (error) {
      setPhotoError(error instanceof PhotoError ? error.message : UNREADABLE_IMAGE_MESSAGE);
      return;
    }
    setUploading(photo);
    try {
      await savePhotoURL(await uploadProfilePhoto(photo));
      toast.success('Foto atualizada.');
    } catch (error) {
      setPhotoError(messageOf(error));
    } finally {
      setUploading(null);
    }
  }

  async function remove() {
    setPhotoError(null);
    setRemoving(true);
    try {
      await removeProfilePhoto();
      await savePhotoURL(null);
      toast.success('Foto removida.');
    } catch (error) {
      setPhotoError(messageOf(error));
    } finally {
      setRemoving(false);
    }
  }

  return (
    <Card className="p-5 sm:p-8">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <PhotoInput
            src={preview ?? user.image}
            name={name}
            onPick={(file) => void pick(file)}
            onRemove={() => void remove()}
            pending={uploading !== null || removing}
            pendingLabel={removing ? 'Removendo foto…' : 'Enviando foto…'}
            error={photoError}
          >
            <h2 className="truncate font-semibold text-slate-900 text-xl">{name}</h2>
            {name !== user.email ? <p className="mt-0.5 truncate text-slate-600">{user.email}</p> : null}
            {isAdmin ? (
              <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-1 font-medium text-brand-800 text-xs">
                <ShieldCheck aria-hidden="true" className="size-3.5" />
                Administrador do site
              </p>
            ) : null}
          </PhotoInput>
        </div>
        <Button
          variant="danger"
          onClick={() => void logout()}
          disabled={loggingOut}
          className="w-full sm:w-auto"
        >
          {loggingOut ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <LogOut aria-hidden="true" className="size-4" />
          )}
          Sair
        </Button>
      </div>
      {user.emailVerified ? null : (
        // Where the confirmation stays within reach once the bar under the header is put away.
        <div className="mt-5 flex flex-col gap-1 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-950 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-start gap-2">
            <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
            <span>
              <strong className="font-semibold">E-mail não confirmado.</strong> Sem a confirmação, não é
              possível enviar documentos por e-mail.
            </span>
          </p>
          <ResendConfirmation variant="ghost" className="-ml-3 sm:ml-0" buttonClassName="max-sm:h-11" />
        </div>
      )}
    </Card>
  );
}
