import { EXPERIMENTS, type ExperimentText } from '../../../domain/experiments.ts';

/** The flags' names and descriptions, from their one source (domain/experiments.ts), as `flags.<key>.{name,description}`. */
export const flagTexts = (language: keyof ExperimentText): Record<string, { name: string; description: string }> =>
  Object.fromEntries(EXPERIMENTS.map((e) => [e.key, { name: e.name[language], description: e.description[language] }]));
