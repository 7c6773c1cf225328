// No zod here: the signed-out pages' footer imports this without the schemas (docs/decisions/036).

export const WHATSAPP_GREETING = 'Olá! Gostaria de saber mais sobre o VetVoz.';

/** wa.me link that opens a chat with the prefilled greeting. */
export function whatsappLink(number: string, text: string = WHATSAPP_GREETING): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
