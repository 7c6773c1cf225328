import type { ControlledSourceId } from './controlled-sources.ts';

/** The receituário a controlled drug needs (Portaria SVS/MS 344/1998 Cap. V; Portaria MAPA 837/2025). */
export type ReceituarioKind =
  | 'receita-controle-especial'
  | 'notificacao-a'
  | 'notificacao-b'
  | 'notificacao-b2'
  | 'notificacao-receita-veterinaria'
  | 'fora-da-pratica-veterinaria';

export interface ReceituarioRule {
  /** As the vet and the pharmacy call it. */
  label: string;
  /** Whether VetVoz can lay out the form itself (a blank-paper form) or only draft what goes on an official one. */
  drawnByVetVoz: boolean;
  /** Vias VetVoz prints, each with its destination. */
  vias: readonly string[];
  /** One controlled drug per form. */
  oneDrugPerForm: boolean;
  /** Who supplies the official numbered form, when there is one. */
  officialForm: string | null;
  /** Validity and quantity limits, as the pharmacy reads them. */
  limits: string;
  source: ControlledSourceId;
}

export const RECEITUARIO_RULES: Record<ReceituarioKind, ReceituarioRule> = {
  'receita-controle-especial': {
    label: 'Receita de Controle Especial (2 vias)',
    drawnByVetVoz: true,
    vias: ['1ª via – Farmácia', '2ª via – Paciente/Tutor'],
    // Portaria 344 admits more than one C1 substance per receita; VetVoz draws one drug per receita so each
    // is dispensed and retained on its own (docs/decisions/043-controlled-receituarios.md).
    oneDrugPerForm: true,
    officialForm: null,
    limits:
      'Válida por 30 dias a partir da emissão. A 1ª via fica retida na farmácia; a 2ª via volta ao responsável, carimbada.',
    source: 'port344-receituarios',
  },
  'notificacao-a': {
    label: 'Notificação de Receita A (amarela)',
    drawnByVetVoz: false,
    vias: [],
    oneDrugPerForm: true,
    officialForm:
      'talonário oficial numerado fornecido pela vigilância sanitária estadual ou municipal ao médico-veterinário cadastrado',
    limits:
      'Uma substância por notificação; válida por 30 dias; no máximo 5 ampolas ou 30 dias de tratamento. A notificação fica retida na farmácia e a receita volta carimbada.',
    source: 'port344-receituarios',
  },
  'notificacao-b': {
    label: 'Notificação de Receita B (azul)',
    drawnByVetVoz: false,
    vias: [],
    oneDrugPerForm: true,
    officialForm:
      'talonário impresso pelo médico-veterinário com a numeração concedida pela vigilância sanitária (não pode ser gerado pelo VetVoz)',
    limits:
      'Uma substância por notificação; válida por 30 dias na unidade da Federação que concedeu a numeração; no máximo 5 ampolas ou 60 dias de tratamento.',
    source: 'port344-receituarios',
  },
  'notificacao-b2': {
    label: 'Notificação de Receita B2 (anorexígenos)',
    drawnByVetVoz: false,
    vias: [],
    oneDrugPerForm: true,
    officialForm: 'talonário numerado pela vigilância sanitária',
    limits: 'Anorexígenos da lista B2: sem uso veterinário usual.',
    source: 'port344-receituarios',
  },
  'notificacao-receita-veterinaria': {
    label: 'Notificação de Receita Veterinária (SIPEAGRO)',
    drawnByVetVoz: false,
    vias: [],
    oneDrugPerForm: true,
    officialForm:
      'notificação emitida pelo médico-veterinário cadastrado no SIPEAGRO (MAPA) para produtos de uso veterinário sob o Regime de Controle Especial',
    limits:
      'Produto de uso veterinário registrado no MAPA: a notificação sai do SIPEAGRO; confira validade e vias na Portaria MAPA 837/2025.',
    source: 'mapa-837-2025',
  },
  'fora-da-pratica-veterinaria': {
    label: 'Receituário próprio fora da prática veterinária',
    drawnByVetVoz: false,
    vias: [],
    oneDrugPerForm: true,
    officialForm:
      'Notificação de Receita Especial (retinoides, lista C2) ou de Talidomida (lista C3): regras próprias, com termo de responsabilidade do paciente humano',
    limits: 'VetVoz não prepara este receituário; confirme se a prescrição veterinária é permitida.',
    source: 'port344-receituarios',
  },
};
