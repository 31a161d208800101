import type { Translation } from '../platform/i18n/Translation.ts';
import type { en } from './i18n.en.ts';

export const pt: Translation<typeof en> = {
  company: {
    fields: {
      name: 'Nome da empresa',
      legalName: 'Denominação social',
      taxId: 'NIPC',
      email: 'E-mail',
      phone: 'Telefone',
      website: 'Sítio web',
    },
    subscriptionStart: 'Início da subscrição',
    subscriptionEnd: 'Fim da subscrição',
    subscriptionPeriod: 'Periodicidade da subscrição',
    na: 'N/D',
    periods: { UNKNOWN: 'Desconhecida', YEARLY: 'Anual', SEMIANNUAL: 'Semestral', QUARTERLY: 'Trimestral' },
    saved: 'Os dados da empresa foram guardados.',
    logo: 'Logótipo',
    mobileLogo: 'Logótipo móvel',
    logoSet: 'Há um logótipo definido.',
    logoMissing: 'Ainda sem logótipo.',
    currentLogo: 'Logótipo atual de {{name}}',
    currentMobileLogo: 'Logótipo móvel atual de {{name}}',
    preview: 'Pré-visualização da imagem escolhida',
    pickLogo: 'Escolher uma imagem',
    logoHint: 'PNG, JPEG, GIF ou WebP, no máximo 1,5 MB.',
    upload: 'Enviar',
    logoUploaded: 'O logótipo foi guardado.',
    logoRemoved: 'O logótipo foi removido.',
    removeLogo: 'Remover',
    removeLogoTitle: 'Remover este logótipo?',
    removeLogoText: 'Até carregar outro logótipo, aparece a marca do Pontual.',
  },
  moduleSwitches: {
    title: 'Módulos',
    intro: 'Desligar um módulo esconde de imediato os seus ecrãs a todos; os dados são mantidos.',
    switchedOn: '{{name}} está ligado.',
    switchedOff: '{{name}} está desligado.',
  },
  subscription: {
    title: 'Subscrição',
    intro: 'A periodicidade e as datas da subscrição da empresa. As datas vazias aparecem como N/D.',
    save: 'Guardar subscrição',
    saved: 'A subscrição foi guardada.',
  },
};
