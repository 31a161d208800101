/** The `wall-boards` namespace: the presence wall-board and the presence lists the department dashboard shares with it. */
export const en = {
  wallBoard: {
    boardMode: 'Board mode',
    exitBoardMode: 'Leave board mode',
    fullScreen: 'Full screen',
    exitFullScreen: 'Leave full screen',
    clock: 'The time is {{time}}',
    countsLabel: 'Presence now',
    counts: { present: 'In', late: 'Late', excused: 'Excused', absent: 'Out', total: 'Everyone' },
    columns: { in: 'In', excused: 'Excused', out: 'Out' },
    late: 'Late',
    since: 'since {{time}}',
    nobody: 'Nobody.',
    noDepartment: 'No department',
    empty: 'Nobody in your scope.',
    more_one: '{{count}} more person is not shown.',
    more_other: '{{count}} more people are not shown.',
    more_many: '{{count}} more people are not shown.',
  },
};
