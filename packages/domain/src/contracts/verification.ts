import { z } from 'zod';
import { verificationSchema } from '../verification.ts';
import { defineContract, json } from './contract.ts';

export const verificationParamsSchema = z.object({
  code: z.string().meta({ description: 'O código de verificação impresso no documento.' }),
});

export const getVerificationContract = defineContract({
  method: 'get',
  path: '/api/verifications/{code}',
  operationId: 'getVerification',
  tag: 'documentos',
  summary: 'Verifica um documento emitido',
  description:
    'Pública: confirma quem emitiu (nome e CRMV), o tipo, a data e a impressão digital do conteúdo, e se ' +
    'uma emissão posterior ou uma edição substituiu esta. Nunca mostra dados do tutor. Limitada por endereço.',
  access: 'public',
  request: { params: verificationParamsSchema },
  responses: { 200: json(verificationSchema, 'O documento emitido.') },
  errors: ['NOT_FOUND', 'RATE_LIMITED'],
});
