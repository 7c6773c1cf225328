import { ConfirmEmailBanner } from '../../features/auth/index.ts';
import { PastDueBanner, UsageChip } from '../../features/billing/index.ts';
import { RecordingPill, useCapturing, useForgetDraftOnSignOut } from '../../features/consultation/index.ts';
import { NotificationBell } from '../../features/notifications/index.ts';
import { useBackgroundUploads } from './use-background-uploads.ts';

export { SignedInNav } from './signed-in-nav.tsx';

/**
 * What the frame shows and runs for a signed-in vet, in a chunk of its own: the header, the layout and the
 * nav load it with import() once /api/me names a user, so a visitor's page never fetches the recording,
 * billing and notification code, the API layer or zod (docs/decisions/036). Mounted from the first
 * signed-in render until the page is left, so the sign-out that follows is still seen here.
 */
export function SignedInHeaderItems({ userId, loading }: { userId: string | undefined; loading: boolean }) {
  useForgetDraftOnSignOut(userId, loading);
  const capturing = useCapturing();
  return (
    <>
      <RecordingPill className="ml-auto" />
      {/* On a phone the bar holds the logo, the pill and the menu: the recording comes first. */}
      <UsageChip className={capturing ? 'max-sm:hidden' : undefined} />
      {/* While recording on a phone the bar is full; the bell comes back when the recording ends. */}
      <NotificationBell className={capturing ? 'max-sm:hidden' : undefined} />
    </>
  );
}

/** Below the header: the bar asking to confirm the e-mail; and uploads of segments left on this device. */
export function SignedInFrame() {
  useBackgroundUploads();
  return (
    <>
      <ConfirmEmailBanner />
      <PastDueBanner />
    </>
  );
}
