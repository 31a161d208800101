import type { Translation } from '../platform/i18n/Translation.ts';
import type { en } from './i18n.en.ts';

export const pt: Translation<typeof en> = {
  yearlyTime: {
    year: 'Ano',
    intro: 'Dias de férias e de bónus de cada colaborador num ano. Registe um ano uma vez para todos os colaboradores ativos e depois ajuste uma pessoa quando for preciso.',
    registerTitle: 'Registar {{year}}',
    registerHint: 'Dá estes dias em {{year}} a todos os colaboradores ativos; um ano só se regista uma vez.',
    register: 'Registar o ano para todos os colaboradores ativos',
    registered_one: '{{year}} registado para {{count}} colaborador.',
    registered_other: '{{year}} registado para {{count}} colaboradores.',
    registered_many: '{{year}} registado para {{count}} colaboradores.',
    caption: 'Dias de férias e de bónus em {{year}}',
    empty: 'Ainda não há configurações para {{year}}.',
    count_one: '{{count}} colaborador',
    count_other: '{{count}} colaboradores',
    count_many: '{{count}} colaboradores',
    employee: 'Colaborador',
    number: 'Número',
    holidayDays: 'Dias de férias',
    bonusDays: 'Dias de bónus',
    editTitle: 'Dias de {{name}} em {{year}}',
    editNamed: 'Editar os dias de {{name}}',
    deleteNamed: 'Eliminar a configuração de {{name}}',
    deleteTitle: 'Eliminar a configuração de {{year}} de {{name}}?',
    deleteText: '{{name}} ficará sem dias de férias ou de bónus definidos para {{year}}.',
    saved: 'Dias de {{name}} em {{year}} guardados.',
    deleted: 'Configuração de {{name}} para {{year}} eliminada.',
    daysHint: 'São permitidos meios dias, p. ex. 22,5.',
    rules: {
      number: 'Indique um número de dias, p. ex. 22 ou 22,5.',
      half: 'Use dias inteiros ou meios dias (p. ex. 22,5).',
      range: 'Indique de {{min}} a {{max}} dias.',
      oneRequired: 'Indique dias de férias ou dias de bónus (pelo menos um).',
    },
  },
};
