import type { Translation } from '../platform/i18n/Translation.ts';
import type { en } from './i18n.en.ts';

export const pt: Translation<typeof en> = {
  holidays: {
    new: 'Novo feriado',
    edit: 'Editar o feriado',
    year: 'Ano',
    empty: 'Nenhum feriado em {{year}}.',
    caption: 'Feriados de {{year}}',
    date: 'Data',
    name: 'Nome',
    past: 'passado',
    editPastTitle: 'Editar um feriado passado?',
    editAnyway: 'Editar mesmo assim',
    deleteText: 'O feriado de {{date}} será removido.',
    deleted: 'O feriado de {{date}} foi eliminado.',
    saved: 'O feriado de {{date}} foi guardado.',
    savedInYear: 'O feriado de {{date}} foi guardado nos feriados de {{year}}.',
    policy: 'Aplicar os feriados da empresa',
    policyHint: 'Desativado, os feriados da empresa não se aplicam aos colaboradores.',
  },
};
