import type { en } from './locales/en.ts';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Every locale has exactly the keys of English: a missing translation fails the type check. */
export type Translation = Shape<typeof en>;
