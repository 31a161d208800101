import type { Translation } from '../platform/i18n/Translation.ts';
import type { en } from './i18n.en.ts';

export const fr: Translation<typeof en> = {
  holidays: {
    new: 'Nouveau jour férié',
    edit: 'Modifier le jour férié',
    year: 'Année',
    empty: 'Aucun jour férié en {{year}}.',
    caption: 'Jours fériés de {{year}}',
    date: 'Date',
    name: 'Nom',
    past: 'passé',
    editPastTitle: 'Modifier un jour férié passé ?',
    editAnyway: 'Modifier quand même',
    deleteText: 'Le jour férié du {{date}} sera supprimé.',
    deleted: 'Le jour férié du {{date}} a été supprimé.',
    saved: 'Le jour férié du {{date}} a été enregistré.',
    savedInYear: 'Le jour férié du {{date}} a été enregistré dans les jours fériés de {{year}}.',
    policy: 'Appliquer les jours fériés de l’entreprise',
    policyHint: 'Désactivé, les jours fériés de l’entreprise ne s’appliquent pas aux employés.',
  },
};
