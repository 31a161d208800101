import { flagTexts } from './experimentTexts.ts';

/** The `experiments` namespace: the company's switches for features in preview. */
export const en = {
  experiments: {
    intro: 'Features in preview. Each one is off until an administrator switches it on, and then it is on for everyone in the company. A preview may still change or be withdrawn.',
    listLabel: 'Features in preview',
    inEffect: 'Preview',
    notInEffect: 'Not active yet',
    state: '{{name}}: {{state}}',
    changedAt: 'Last switched {{date}}',
    neverChanged: 'Never switched',
    switchedOn: '"{{name}}" is on for the company.',
    switchedOff: '"{{name}}" is off for the company.',
    flags: flagTexts('en'),
  },
};
