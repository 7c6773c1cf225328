import { priceChangeInputSchema, priceChangeListSchema, priceChangeSchema } from '../price-changes.ts';
import { defineContract, json, jsonBody } from './contract.ts';

export const listPriceChangesContract = defineContract({
  method: 'get',
  path: '/api/admin/price-changes',
  operationId: 'listPriceChanges',
  tag: 'assinatura',
  summary: 'Mudanças de preço anunciadas',
  description:
    'Da mais nova para a mais antiga, com quantos assinantes já foram avisados (30 dias antes da renovação).',
  access: 'site-admin',
  responses: { 200: json(priceChangeListSchema, 'As mudanças de preço.') },
});

export const createPriceChangeContract = defineContract({
  method: 'post',
  path: '/api/admin/price-changes',
  operationId: 'createPriceChange',
  tag: 'assinatura',
  summary: 'Anuncia o novo preço de um plano',
  description:
    'O novo valor por período de cobrança vale a partir da primeira renovação na data de vigência ou ' +
    'depois dela; a data deve estar a pelo menos 30 dias. Cada assinante do plano recebe uma notificação ' +
    '30 dias antes dessa renovação, uma única vez.',
  access: 'site-admin',
  request: { body: jsonBody(priceChangeInputSchema) },
  responses: { 201: json(priceChangeSchema, 'A mudança anunciada.') },
});
