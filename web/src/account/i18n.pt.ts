import type { Translation } from '../platform/i18n/Translation.ts';
import type { en } from './i18n.en.ts';

export const pt: Translation<typeof en> = {
  account: {
    menu: 'Menu da conta',
    name: 'Nome',
    username: 'Utilizador',
    employeeCode: 'Código de colaborador',
    roles: 'Perfis',
    department: 'Departamento',
    jobTitle: 'Função',
    email: 'E-mail',
    lastLogin: 'Última entrada',
    signOut: 'Sair',
  },
};
