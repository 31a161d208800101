/** The `notifications` namespace: the header bell, the e-mail preferences (account) and the company's notification policies. */
export const en = {
  notifications: {
    bell: 'Notifications',
    bellUnread_one: 'Notifications, {{count}} unread',
    bellUnread_other: 'Notifications, {{count}} unread',
    bellUnread_many: 'Notifications, {{count}} unread',
    title: 'Notifications',
    markAll: 'Mark all as read',
    empty: 'No notifications yet.',
    unreadMark: '(unread)',
    types: {
      ABSENCE_REQUEST: 'Absence requests',
      SALARY_REVIEW: 'Salary reviews',
      SCHEDULE_CHANGE: 'Schedule changes',
      SUBSCRIPTION_EXPIRY: 'Subscription expiry',
      INSURANCE_EXPIRY: 'Insurance expiry',
      ROLE_DELEGATION: 'Role delegations',
      OTP_CODE: 'One-time codes',
      NEW_UPDATE: 'New versions',
    },
    preferences: {
      title: 'Notifications by e-mail',
      intro: 'Every notification appears under the bell. Choose which ones also come to you by e-mail.',
      mailFor: 'E-mail for {{type}}',
      none: 'No notification types are available.',
    },
    policies: {
      title: 'Notifications',
      intro: 'Which notifications the company sends at all: a type switched off is produced for nobody.',
      enable: 'Send {{type}} notifications',
      state: '{{type}}: {{state}}',
      none: 'No notification policies are available.',
    },
  },
};
