import type { Translation } from '../platform/i18n/Translation.ts';
import type { en } from './i18n.en.ts';

export const pt: Translation<typeof en> = {
  users: {
    search: 'Pesquisar por utilizador ou código de colaborador',
    count_one: '{{count}} conta',
    count_other: '{{count}} contas',
    count_many: '{{count}} contas',
    account: 'Conta',
    roles: 'Perfis',
    state: 'Estado',
    identification: 'Método de identificação',
    enabled: 'Ativa',
    disabled: 'Inativa',
    locked: 'Bloqueada',
    enabledLabel: 'Conta ativa',
    lockedLabel: 'Bloqueada',
    lockedHint: 'As contas bloqueiam após várias tentativas falhadas; desmarque para desbloquear.',
    saved: '{{name}} foi guardada.',
    methods: {
      card: 'Cartão',
      face: 'Rosto',
      finger: 'Impressão digital',
      finger1: 'Impressão digital 1',
      finger2: 'Impressão digital 2',
      none: 'Nenhum',
      pin: 'PIN',
      userpass: 'Utilizador e palavra-passe',
      password: 'Palavra-passe',
      biometric: 'Biométrico',
      terminal: 'Terminal',
    },
  },
};
