import type { Translation } from '../platform/i18n/Translation.ts';
import type { en } from './i18n.en.ts';

export const fr: Translation<typeof en> = {
  notifications: {
    bell: 'Notifications',
    bellUnread_one: 'Notifications, {{count}} non lue',
    bellUnread_other: 'Notifications, {{count}} non lues',
    bellUnread_many: 'Notifications, {{count}} non lues',
    title: 'Notifications',
    markAll: 'Tout marquer comme lu',
    empty: 'Aucune notification pour l’instant.',
    unreadMark: '(non lue)',
    types: {
      ABSENCE_REQUEST: 'Demandes d’absence',
      SALARY_REVIEW: 'Révisions de salaire',
      SCHEDULE_CHANGE: 'Changements d’horaire',
      SUBSCRIPTION_EXPIRY: 'Fin d’abonnement',
      INSURANCE_EXPIRY: 'Fin d’assurance',
      ROLE_DELEGATION: 'Délégations de rôle',
      OTP_CODE: 'Codes à usage unique',
      NEW_UPDATE: 'Nouvelles versions',
    },
    preferences: {
      title: 'Notifications par e-mail',
      intro: 'Toutes les notifications apparaissent sous la cloche. Choisissez celles qui vous arrivent aussi par e-mail.',
      mailFor: 'E-mail pour : {{type}}',
      none: 'Aucun type de notification n’est disponible.',
    },
    policies: {
      title: 'Notifications',
      intro: 'Les notifications que l’entreprise envoie : un type désactivé n’est produit pour personne.',
      enable: 'Envoyer les notifications : {{type}}',
      state: '{{type}} : {{state}}',
      none: 'Aucune politique de notification n’est disponible.',
    },
  },
};
