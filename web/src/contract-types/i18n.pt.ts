import type { Translation } from '../platform/i18n/Translation.ts';
import type { en } from './i18n.en.ts';

export const pt: Translation<typeof en> = {
  contractTypes: {
    new: 'Novo tipo de contrato',
    empty: 'Ainda não há tipos de contrato.',
    name: 'Nome',
    endNoticeDays: 'Dias de aviso prévio',
    employees: 'Colaboradores',
    days_one: '{{count}} dia',
    days_other: '{{count}} dias',
    days_many: '{{count}} dias',
    saved: '{{name}} foi guardado.',
    deleted: '{{name}} foi eliminado.',
    deleteText: 'O tipo de contrato será removido.',
  },
};
