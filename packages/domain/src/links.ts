/**
 * Links and addresses in names people type (a unit's name, a person's name) that VetVoz then mails to
 * others: a name is shown as plain text, and a link in it would make VetVoz's mail carry someone else's
 * phishing. A scheme (`https://`), `www.`, a host name (`golpe.example`, with or without a path), or an
 * e-mail address counts; "Clínica S.A.", "Dr. Pet" and "Unid. 2" do not (a dot glued to a word is read as
 * a host: "Vet.Center" must be typed "Vet Center").
 */
const LINK =
  /\b[a-z][a-z0-9+.-]*:\/\/\S*|\bwww\.\S*|[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+|[\p{L}\p{N}-]{2,}(?:\.[\p{L}\p{N}-]+)*\.[a-z][a-z0-9-]+\b\S*/giu;

/** True when the text holds something a mail reader would open as a link or write to. */
export function hasLinkOrAddress(text: string): boolean {
  LINK.lastIndex = 0;
  const found = LINK.test(text);
  LINK.lastIndex = 0;
  return found;
}

/** The text with every link or address replaced by "[link removido]" (for names stored before the rule). */
export function withoutLinks(text: string): string {
  return text.replace(LINK, '[link removido]');
}

export const NAME_WITH_LINK_MESSAGE = 'O nome da unidade não pode ter links ou e-mails.';
