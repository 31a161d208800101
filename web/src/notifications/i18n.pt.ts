import type { Translation } from '../platform/i18n/Translation.ts';
import type { en } from './i18n.en.ts';

export const pt: Translation<typeof en> = {
  notifications: {
    bell: 'Notificações',
    bellUnread_one: 'Notificações, {{count}} por ler',
    bellUnread_other: 'Notificações, {{count}} por ler',
    bellUnread_many: 'Notificações, {{count}} por ler',
    title: 'Notificações',
    markAll: 'Marcar todas como lidas',
    empty: 'Ainda não há notificações.',
    unreadMark: '(por ler)',
    types: {
      ABSENCE_REQUEST: 'Pedidos de ausência',
      SALARY_REVIEW: 'Revisões salariais',
      SCHEDULE_CHANGE: 'Alterações de horário',
      SUBSCRIPTION_EXPIRY: 'Fim da subscrição',
      INSURANCE_EXPIRY: 'Fim de seguros',
      ROLE_DELEGATION: 'Delegações de funções',
      OTP_CODE: 'Códigos de uso único',
      NEW_UPDATE: 'Novas versões',
    },
    preferences: {
      title: 'Notificações por e-mail',
      intro: 'Todas as notificações aparecem no sino. Escolha quais também lhe chegam por e-mail.',
      mailFor: 'E-mail para {{type}}',
      none: 'Não há tipos de notificação disponíveis.',
    },
    policies: {
      title: 'Notificações',
      intro: 'Que notificações a empresa envia: um tipo desligado não é produzido para ninguém.',
      enable: 'Enviar notificações de {{type}}',
      state: '{{type}}: {{state}}',
      none: 'Não há políticas de notificação disponíveis.',
    },
  },
};
