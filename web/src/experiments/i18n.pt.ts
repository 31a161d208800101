import type { Translation } from '../platform/i18n/Translation.ts';
import { flagTexts } from './experimentTexts.ts';
import type { en } from './i18n.en.ts';

export const pt: Translation<typeof en> = {
  experiments: {
    intro: 'Funcionalidades em pré-visualização. Cada uma fica desligada até um administrador a ligar, e então fica ligada para toda a empresa. Uma pré-visualização ainda pode mudar ou ser retirada.',
    listLabel: 'Funcionalidades em pré-visualização',
    inEffect: 'Pré-visualização',
    notInEffect: 'Ainda não ativa',
    state: '{{name}}: {{state}}',
    changedAt: 'Alterada pela última vez em {{date}}',
    neverChanged: 'Nunca alterada',
    switchedOn: '"{{name}}" está ligada para a empresa.',
    switchedOff: '"{{name}}" está desligada para a empresa.',
    flags: flagTexts('pt'),
  },
};
