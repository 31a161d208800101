import type { Translation } from '../platform/i18n/Translation.ts';
import type { en } from './i18n.en.ts';

export const fr: Translation<typeof en> = {
  contractTypes: {
    new: 'Nouveau type de contrat',
    empty: 'Aucun type de contrat pour l’instant.',
    name: 'Nom',
    endNoticeDays: 'Jours de préavis',
    employees: 'Employés',
    days_one: '{{count}} jour',
    days_other: '{{count}} jours',
    days_many: '{{count}} jours',
    saved: '{{name}} a été enregistré.',
    deleted: '{{name}} a été supprimé.',
    deleteText: 'Le type de contrat sera supprimé.',
  },
};
