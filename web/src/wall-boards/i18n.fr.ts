import type { Translation } from '../platform/i18n/Translation.ts';
import type { en } from './i18n.en.ts';

export const fr: Translation<typeof en> = {
  wallBoard: {
    boardMode: 'Mode tableau',
    exitBoardMode: 'Quitter le mode tableau',
    fullScreen: 'Plein écran',
    exitFullScreen: 'Quitter le plein écran',
    clock: 'Il est {{time}}',
    countsLabel: 'Présence en ce moment',
    counts: { present: 'Présents', late: 'En retard', excused: 'Justifiés', absent: 'Sortis', total: 'Tous' },
    columns: { in: 'Présents', excused: 'Justifiés', out: 'Sortis' },
    late: 'En retard',
    since: 'depuis {{time}}',
    nobody: 'Personne.',
    noDepartment: 'Sans service',
    empty: 'Personne dans votre périmètre.',
    more_one: '{{count}} autre personne n’est pas affichée.',
    more_other: '{{count}} autres personnes ne sont pas affichées.',
    more_many: '{{count}} autres personnes ne sont pas affichées.',
  },
};
