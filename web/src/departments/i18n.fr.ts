import type { Translation } from '../platform/i18n/Translation.ts';
import type { en } from './i18n.en.ts';

export const fr: Translation<typeof en> = {
  departments: {
    new: 'Nouveau département',
    empty: 'Aucun département pour l’instant.',
    name: 'Nom',
    managers: 'Responsables',
    activeEmployees: 'Employés actifs',
    count_one: '{{count}} département',
    count_other: '{{count}} départements',
    count_many: '{{count}} départements',
    managerList: 'liste de responsables',
    saved: '{{name}} a été enregistré.',
    deleted: '{{name}} a été supprimé.',
    deleteText: 'Le département est supprimé. Cette action est définitive.',
    deleteRefused_one: '{{count}} employé appartient encore à ce département : déplacez-le d’abord dans un autre département.',
    deleteRefused_other: '{{count}} employés appartiennent encore à ce département : déplacez-les d’abord dans un autre département.',
    deleteRefused_many: '{{count}} employés appartiennent encore à ce département : déplacez-les d’abord dans un autre département.',
    chosenManagers: 'Responsables choisis',
    removeManager: 'Retirer {{name}}',
    addManager: 'Ajouter un responsable',
    pickEmployee: 'Choisissez un employé…',
    rule: {
      none: 'Aucun responsable : le département n’en a pas.',
      one: 'Un responsable : c’est le responsable du département.',
      many: 'Plusieurs responsables : le département a une liste de responsables.',
    },
  },
};
