import type { Translation } from '../platform/i18n/Translation.ts';
import type { en } from './i18n.en.ts';

export const fr: Translation<typeof en> = {
  yearlyTime: {
    year: 'Année',
    intro: 'Jours de congés et jours bonus de chaque employé sur une année. Enregistrez une année une fois pour tous les employés actifs, puis ajustez une personne si besoin.',
    registerTitle: 'Enregistrer {{year}}',
    registerHint: 'Donne ces jours pour {{year}} à tous les employés actifs ; une année ne s’enregistre qu’une fois.',
    register: 'Enregistrer l’année pour tous les employés actifs',
    registered_one: '{{year}} enregistrée pour {{count}} employé.',
    registered_other: '{{year}} enregistrée pour {{count}} employés.',
    registered_many: '{{year}} enregistrée pour {{count}} employés.',
    caption: 'Jours de congés et jours bonus en {{year}}',
    empty: 'Aucun paramétrage pour {{year}} pour l’instant.',
    count_one: '{{count}} employé',
    count_other: '{{count}} employés',
    count_many: '{{count}} employés',
    employee: 'Employé',
    number: 'Numéro',
    holidayDays: 'Jours de congés',
    bonusDays: 'Jours bonus',
    editTitle: 'Jours de {{name}} en {{year}}',
    editNamed: 'Modifier les jours de {{name}}',
    deleteNamed: 'Supprimer le paramétrage de {{name}}',
    deleteTitle: 'Supprimer le paramétrage {{year}} de {{name}} ?',
    deleteText: '{{name}} n’aura plus de jours de congés ni de jours bonus définis pour {{year}}.',
    saved: 'Jours de {{name}} en {{year}} enregistrés.',
    deleted: 'Paramétrage de {{name}} pour {{year}} supprimé.',
    daysHint: 'Les demi-journées sont permises, p. ex. 22,5.',
    rules: {
      number: 'Saisissez un nombre de jours, p. ex. 22 ou 22,5.',
      half: 'Utilisez des jours entiers ou des demi-journées (p. ex. 22,5).',
      range: 'Saisissez de {{min}} à {{max}} jours.',
      oneRequired: 'Saisissez des jours de congés ou des jours bonus (au moins un).',
    },
  },
};
