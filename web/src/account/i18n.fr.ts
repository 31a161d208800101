import type { Translation } from '../platform/i18n/Translation.ts';
import type { en } from './i18n.en.ts';

export const fr: Translation<typeof en> = {
  account: {
    menu: 'Menu du compte',
    name: 'Nom',
    username: 'Nom d’utilisateur',
    employeeCode: 'Code employé',
    roles: 'Rôles',
    department: 'Département',
    jobTitle: 'Poste',
    email: 'E-mail',
    lastLogin: 'Dernière connexion',
    signOut: 'Se déconnecter',
  },
};
