import type { Translation } from '../platform/i18n/Translation.ts';
import type { en } from './i18n.en.ts';

export const pt: Translation<typeof en> = {
  wallBoard: {
    boardMode: 'Modo quadro',
    exitBoardMode: 'Sair do modo quadro',
    fullScreen: 'Ecrã inteiro',
    exitFullScreen: 'Sair do ecrã inteiro',
    clock: 'São {{time}}',
    countsLabel: 'Presenças agora',
    counts: { present: 'Dentro', late: 'Atrasados', excused: 'Justificados', absent: 'Fora', total: 'Todos' },
    columns: { in: 'Dentro', excused: 'Justificados', out: 'Fora' },
    late: 'Atrasado',
    since: 'desde as {{time}}',
    nobody: 'Ninguém.',
    noDepartment: 'Sem departamento',
    empty: 'Ninguém no seu âmbito.',
    more_one: 'Mais {{count}} pessoa não é mostrada.',
    more_other: 'Mais {{count}} pessoas não são mostradas.',
    more_many: 'Mais {{count}} pessoas não são mostradas.',
  },
};
