import type { Translation } from '../platform/i18n/Translation.ts';
import { flagTexts } from './experimentTexts.ts';
import type { en } from './i18n.en.ts';

export const fr: Translation<typeof en> = {
  experiments: {
    intro: 'Fonctionnalités en avant-première. Chacune reste désactivée jusqu\'à ce qu\'un administrateur l\'active, et elle l\'est alors pour toute l\'entreprise. Une avant-première peut encore changer ou être retirée.',
    listLabel: 'Fonctionnalités en avant-première',
    inEffect: 'Avant-première',
    notInEffect: 'Pas encore active',
    state: '{{name}} : {{state}}',
    changedAt: 'Modifiée pour la dernière fois le {{date}}',
    neverChanged: 'Jamais modifiée',
    switchedOn: '« {{name}} » est activée pour l\'entreprise.',
    switchedOff: '« {{name}} » est désactivée pour l\'entreprise.',
    flags: flagTexts('fr'),
  },
};
