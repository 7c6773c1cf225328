import {
  BarChart3,
  Bell,
  Building2,
  Cpu,
  LineChart,
  type LucideIcon,
  ScrollText,
  Tag,
  Users,
  Wrench,
} from 'lucide-react';

export interface AdminSectionInfo {
  /** The anchor (#id) the side navigation jumps to. */
  id: string;
  title: string;
  icon: LucideIcon;
  /** What the section will hold; shown under "Em breve" until it ships. */
  summary: string;
  ready: boolean;
}

/** The admin area's sections, in the order of decision 025. */
export const ADMIN_SECTIONS: readonly AdminSectionInfo[] = [
  {
    id: 'visao-geral',
    title: 'Visão geral',
    icon: BarChart3,
    summary: 'Usuários, consultas e documentos por dia, assinaturas por plano e receita mensal.',
    ready: true,
  },
  {
    id: 'usuarios',
    title: 'Usuários',
    icon: Users,
    summary: 'Busca por nome ou e-mail, plano, uso e bloqueio com motivo.',
    ready: true,
  },
  {
    id: 'unidades',
    title: 'Unidades',
    icon: Building2,
    summary: 'Clínicas com responsável, membros, plano e uso.',
    ready: true,
  },
  {
    id: 'notificacoes',
    title: 'Notificações',
    icon: Bell,
    summary: 'Criar, editar e publicar avisos aos usuários, com pré-visualização.',
    ready: true,
  },
  {
    id: 'precos',
    title: 'Preços',
    icon: Tag,
    summary:
      'Anunciar o novo preço de um plano pago: cada assinante é avisado 30 dias antes da renovação em que ele passa a valer.',
    ready: true,
  },
  {
    id: 'manutencao',
    title: 'Manutenção',
    icon: Wrench,
    summary: 'Enquanto ativo, só administradores veem o aplicativo; os demais veem a mensagem abaixo.',
    ready: true,
  },
  {
    id: 'provedores-ia',
    title: 'Provedores de IA',
    icon: Cpu,
    summary: 'Transcrição e texto: taxa de erro, latência e fila de tarefas nas últimas 24 h.',
    ready: true,
  },
  {
    id: 'acessos',
    title: 'Acessos',
    icon: LineChart,
    summary: 'Visualizações de página por rota e por dia.',
    ready: true,
  },
  {
    id: 'auditoria',
    title: 'Auditoria',
    icon: ScrollText,
    summary: 'Cada ação de administrador: quem, o quê e quando, com busca.',
    ready: true,
  },
];
