import type { NotificationKind } from '@vetvoz/domain';
import {
  Building2,
  CreditCard,
  Gauge,
  Hourglass,
  type LucideIcon,
  Megaphone,
  Tag,
  Webhook,
} from 'lucide-react';

/**
 * How each kind of notification introduces itself in the drawer: an icon (decorative) and a short label
 * read before the title, so a screen reader and a quick glance both tell a failed payment from a broadcast.
 */
export interface KindLook {
  label: string;
  icon: LucideIcon;
  /** Tailwind classes of the icon's round badge. */
  tone: string;
}

const BRAND = 'bg-brand-100 text-brand-800';
const WARNING = 'bg-amber-100 text-amber-900';

export const NOTIFICATION_KIND_LOOKS: Record<NotificationKind, KindLook> = {
  admin: { label: 'Aviso', icon: Megaphone, tone: BRAND },
  unit_invitation: { label: 'Convite', icon: Building2, tone: BRAND },
  trial_80: { label: 'Teste gratuito', icon: Gauge, tone: WARNING },
  trial_exhausted: { label: 'Teste gratuito', icon: Hourglass, tone: WARNING },
  payment_failed: { label: 'Pagamento', icon: CreditCard, tone: WARNING },
  subscription_replaced: { label: 'Assinatura', icon: CreditCard, tone: WARNING },
  price_change: { label: 'Preço', icon: Tag, tone: BRAND },
  webhook_disabled: { label: 'Integrações', icon: Webhook, tone: WARNING },
};

/** A kind this version does not know yet (a newer server) reads as a plain notice. */
export function kindLook(kind: string): KindLook {
  return NOTIFICATION_KIND_LOOKS[kind as NotificationKind] ?? NOTIFICATION_KIND_LOOKS.admin;
}
