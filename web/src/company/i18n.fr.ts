import type { Translation } from '../platform/i18n/Translation.ts';
import type { en } from './i18n.en.ts';

export const fr: Translation<typeof en> = {
  company: {
    fields: {
      name: 'Nom de l’entreprise',
      legalName: 'Raison sociale',
      taxId: 'Numéro fiscal',
      email: 'E-mail',
      phone: 'Téléphone',
      website: 'Site web',
    },
    subscriptionStart: 'Début de l’abonnement',
    subscriptionEnd: 'Fin de l’abonnement',
    subscriptionPeriod: 'Périodicité de l’abonnement',
    na: 'N/D',
    periods: { UNKNOWN: 'Inconnue', YEARLY: 'Annuelle', SEMIANNUAL: 'Semestrielle', QUARTERLY: 'Trimestrielle' },
    saved: 'Les données de l’entreprise ont été enregistrées.',
    logo: 'Logo',
    mobileLogo: 'Logo mobile',
    logoSet: 'Un logo est défini.',
    logoMissing: 'Pas encore de logo.',
    currentLogo: 'Logo actuel de {{name}}',
    currentMobileLogo: 'Logo mobile actuel de {{name}}',
    preview: 'Aperçu de l’image choisie',
    pickLogo: 'Choisir une image',
    logoHint: 'PNG, JPEG, GIF ou WebP, 1,5 Mo au maximum.',
    upload: 'Envoyer',
    logoUploaded: 'Le logo a été enregistré.',
    logoRemoved: 'Le logo a été supprimé.',
    removeLogo: 'Supprimer',
    removeLogoTitle: 'Supprimer ce logo ?',
    removeLogoText: 'La marque de Pontual s’affiche à la place jusqu’au prochain logo.',
  },
  moduleSwitches: {
    title: 'Modules',
    intro: 'Désactiver un module masque aussitôt ses écrans pour tous ; ses données sont conservées.',
    switchedOn: '{{name}} est activé.',
    switchedOff: '{{name}} est désactivé.',
  },
  subscription: {
    title: 'Abonnement',
    intro: 'La périodicité et les dates de l’abonnement de l’entreprise. Les dates vides s’affichent N/D.',
    save: 'Enregistrer l’abonnement',
    saved: 'L’abonnement a été enregistré.',
  },
};
