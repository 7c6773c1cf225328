/** How a document left during this visit, for the line shown beside it. */
export type DeliveryChannel = 'email' | 'whatsapp' | 'pdf' | 'share';

const WAYS: Record<DeliveryChannel, string> = {
  email: 'Enviado por e-mail',
  // Opening WhatsApp is all VetVoz sees: the vet still presses send there.
  whatsapp: 'Aberto no WhatsApp',
  pdf: 'Baixado em PDF',
  share: 'Compartilhado em PDF',
};

/** "Enviado por e-mail às 14:32", "Aberto no WhatsApp às 14:02": the time on this device's clock, 24 h. */
export function sentMarkText(channel: DeliveryChannel, at: Date): string {
  const time = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' }).format(at);
  return `${WAYS[channel]} às ${time}`;
}
