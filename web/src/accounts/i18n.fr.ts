import type { Translation } from '../platform/i18n/Translation.ts';
import type { en } from './i18n.en.ts';

export const fr: Translation<typeof en> = {
  users: {
    search: 'Rechercher par identifiant ou matricule',
    count_one: '{{count}} compte',
    count_other: '{{count}} comptes',
    count_many: '{{count}} comptes',
    account: 'Compte',
    roles: 'Rôles',
    state: 'État',
    identification: 'Méthode d’identification',
    enabled: 'Actif',
    disabled: 'Inactif',
    locked: 'Verrouillé',
    enabledLabel: 'Compte actif',
    lockedLabel: 'Verrouillé',
    lockedHint: 'Les comptes se verrouillent après plusieurs échecs de connexion ; décochez pour déverrouiller.',
    saved: '{{name}} a été enregistré.',
    methods: {
      card: 'Carte',
      face: 'Visage',
      finger: 'Empreinte',
      finger1: 'Empreinte 1',
      finger2: 'Empreinte 2',
      none: 'Aucune',
      pin: 'Code PIN',
      userpass: 'Identifiant et mot de passe',
      password: 'Mot de passe',
      biometric: 'Biométrique',
      terminal: 'Terminal',
    },
  },
};
