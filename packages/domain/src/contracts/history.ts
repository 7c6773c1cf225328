import { historyPageSchema, historyQuerySchema } from '../history.ts';
import { defineContract, json } from './contract.ts';

export const listConsultationHistoryContract = defineContract({
  method: 'get',
  path: '/api/consultations',
  operationId: 'listConsultationHistory',
  tag: 'historico',
  summary: 'Lista o histórico de consultas',
  description:
    'As consultas que o usuário pode ver, das mais recentes para as mais antigas, com busca pelo nome do ' +
    'animal, espécie e datas (dias de São Paulo, inclusivos). Para a página seguinte, envie `nextCursor` ' +
    'como `cursor`.',
  access: 'session',
  request: { query: historyQuerySchema },
  responses: { 200: json(historyPageSchema, 'Uma página do histórico.') },
});
