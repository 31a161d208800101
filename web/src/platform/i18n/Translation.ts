/** A translation of a namespace's English texts: exactly the same keys, any strings. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/** A namespace's texts in one language, as i18next stores them. */
export type NamespaceTexts = { [key: string]: string | NamespaceTexts };
