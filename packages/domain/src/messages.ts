/** The spec's error catalogue (§8), exact strings. `{message}` parts are filled by the helpers below. */
export const MESSAGES = {
  duplicateEmail: 'Este e-mail já está em uso. Por favor, use outro e-mail ou faça login.',
  termsNotAccepted: 'Você precisa aceitar os termos de uso e a política de privacidade',
  passwordsDiffer: 'As senhas não coincidem',
  invalidCpf: 'CPF inválido',
  resetWithoutEmail: 'Por favor, insira seu e-mail para recuperar a senha',
  resetSent: 'E-mail de recuperação enviado! Por favor, verifique sua caixa de entrada.',
  markReadFailed: 'Falha ao marcar notificação como lida.',
  cancelSubscriptionFailed: 'Falha ao cancelar a assinatura no Stripe',
  maintenanceTitle: 'Em Manutenção',
  newVersionConfirm: 'Nova versão disponível. Atualizar agora?',
} as const;

export const signupErrorMessage = (message: string) => `Erro ao criar conta: ${message}`;
export const loginErrorMessage = (message: string) => `Erro ao fazer login: ${message}`;
export const resetErrorMessage = (message: string) => `Erro ao enviar e-mail de recuperação: ${message}`;
