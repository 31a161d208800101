import type { Translation } from '../platform/i18n/Translation.ts';
import type { en } from './i18n.en.ts';

export const pt: Translation<typeof en> = {
  departments: {
    new: 'Novo departamento',
    empty: 'Ainda não há departamentos.',
    name: 'Nome',
    managers: 'Responsáveis',
    activeEmployees: 'Colaboradores ativos',
    count_one: '{{count}} departamento',
    count_other: '{{count}} departamentos',
    count_many: '{{count}} departamentos',
    managerList: 'lista de responsáveis',
    saved: '{{name}} foi guardado.',
    deleted: '{{name}} foi eliminado.',
    deleteText: 'O departamento é eliminado. Não é possível anular.',
    deleteRefused_one: '{{count}} colaborador ainda pertence a este departamento: mude-o primeiro para outro departamento.',
    deleteRefused_other: '{{count}} colaboradores ainda pertencem a este departamento: mude-os primeiro para outro departamento.',
    deleteRefused_many: '{{count}} colaboradores ainda pertencem a este departamento: mude-os primeiro para outro departamento.',
    chosenManagers: 'Responsáveis escolhidos',
    removeManager: 'Remover {{name}}',
    addManager: 'Adicionar um responsável',
    pickEmployee: 'Escolha um colaborador…',
    rule: {
      none: 'Sem responsável: o departamento não tem nenhum.',
      one: 'Um responsável: é o responsável do departamento.',
      many: 'Vários responsáveis: o departamento tem uma lista de responsáveis.',
    },
  },
};
