import { describe, expect, test } from 'vitest';
import i18next from 'i18next';
import { pickLocale } from '../../web/src/platform/i18n/pickLocale.ts';
import { changeLocale } from '../../web/src/platform/i18n/initI18n.ts';
import { namespaceTexts } from './support/translations.ts';

/** All namespaces of one language together, as one object of groups. */
const textsOf = async (locale: 'en' | 'pt' | 'fr') => Object.assign({}, ...Object.values(await namespaceTexts(locale))) as object;

describe('locale choice (core §1)', () => {
  test('local storage first', () => {
    expect(pickLocale('fr', 'pt-BR')).toBe('fr');
  });
  test('else the first two letters of the browser language', () => {
    expect(pickLocale(null, 'pt-BR')).toBe('pt');
    expect(pickLocale(null, 'fr-CA')).toBe('fr');
    expect(pickLocale('xx', 'FR')).toBe('fr');
  });
  test('else English', () => {
    expect(pickLocale(null, 'de-DE')).toBe('en');
    expect(pickLocale(null, undefined)).toBe('en');
  });
  test('switching stores the choice and translates', async () => {
    await changeLocale('pt');
    expect(localStorage.getItem('pontual.locale')).toBe('pt');
    expect(i18next.t('login.title')).toBe('Entrar');
    await changeLocale('fr');
    expect(i18next.t('login.title')).toBe('Connexion');
    expect(document.documentElement.lang).toBe('fr');
    await changeLocale('en');
  });
  test('every string exists in all three languages', async () => {
    const [en, pt, fr] = await Promise.all([textsOf('en'), textsOf('pt'), textsOf('fr')]);
    const keys = (o: object, prefix = ''): string[] => Object.entries(o).flatMap(([k, v]) =>
      typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`));
    expect(keys(pt).sort()).toEqual(keys(en).sort());
    expect(keys(fr).sort()).toEqual(keys(en).sort());
    const empty = [...keys(pt), ...keys(fr)].filter((k) => !k);
    expect(empty).toEqual([]);
  });
});
