/**
 * Features in preview that a company may switch on before they become the product's behaviour (the `experiments`
 * route, core §2). Every flag is off until an administrator switches it on. `inEffect` says honestly whether switching
 * it changes anything yet: some flags are announced ahead of their code, so a company can opt in early and the
 * screen says they do nothing today.
 */
export interface ExperimentText { en: string; pt: string; fr: string }

export interface ExperimentDefinition {
  key: string;
  name: ExperimentText;
  description: ExperimentText;
  /** whether the product reads the flag today */
  inEffect: boolean;
}

export const EXPERIMENTS = [
  {
    key: 'version-support-summary',
    inEffect: true,
    name: {
      en: 'Support summary on the Version page',
      pt: 'Resumo para o suporte na página Versão',
      fr: 'Résumé pour le support sur la page Version',
    },
    description: {
      en: 'Adds a "Copy for support" button to the Version page: the versions, the database and the enabled modules as one text to paste into a support request.',
      pt: 'Acrescenta à página Versão um botão "Copiar para o suporte": as versões, a base de dados e os módulos ativos num só texto para colar num pedido de suporte.',
      fr: 'Ajoute à la page Version un bouton « Copier pour le support » : les versions, la base de données et les modules activés en un seul texte à coller dans une demande de support.',
    },
  },
  {
    key: 'single-connection-live',
    inEffect: false,
    name: {
      en: 'One connection for all live updates',
      pt: 'Uma só ligação para todas as atualizações em direto',
      fr: 'Une seule connexion pour toutes les mises à jour en direct',
    },
    description: {
      en: 'Carries every live stream of a tab (presence, pending work, notifications) over one connection, so several open tabs no longer use up the browser\'s connections. Not in effect yet: switching it on changes nothing today.',
      pt: 'Transporta todos os fluxos em direto de um separador (presenças, trabalho pendente, notificações) numa só ligação, para que vários separadores abertos deixem de esgotar as ligações do navegador. Ainda sem efeito: ligá-lo não muda nada por agora.',
      fr: 'Fait passer tous les flux en direct d\'un onglet (présences, travail en attente, notifications) par une seule connexion, pour que plusieurs onglets ouverts n\'épuisent plus les connexions du navigateur. Pas encore actif : l\'activer ne change rien pour l\'instant.',
    },
  },
  {
    key: 'wall-board-photos',
    inEffect: false,
    name: {
      en: 'Photos on the wall board',
      pt: 'Fotografias no quadro de presenças',
      fr: 'Photos sur le tableau mural',
    },
    description: {
      en: 'Shows each person\'s photo beside their name on the wall board, to recognise colleagues at a glance. Not in effect yet: switching it on changes nothing today.',
      pt: 'Mostra a fotografia de cada pessoa ao lado do nome no quadro de presenças, para reconhecer os colegas num relance. Ainda sem efeito: ligá-lo não muda nada por agora.',
      fr: 'Affiche la photo de chaque personne à côté de son nom sur le tableau mural, pour reconnaître ses collègues d\'un coup d\'œil. Pas encore actif : l\'activer ne change rien pour l\'instant.',
    },
  },
] as const satisfies readonly ExperimentDefinition[];

export type ExperimentKey = (typeof EXPERIMENTS)[number]['key'];
export const EXPERIMENT_KEYS: readonly ExperimentKey[] = EXPERIMENTS.map((e) => e.key);

export const isExperimentKey = (key: string): key is ExperimentKey => (EXPERIMENT_KEYS as readonly string[]).includes(key);

/**
 * The shape of a key in a path: two or more lowercase words joined by hyphens, so a key is never mistaken for an id
 * (every other path parameter of the API is one, and a number-like text there is refused by name).
 */
export const EXPERIMENT_KEY_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)+$';
export const EXPERIMENT_KEY_MAX = 64;
