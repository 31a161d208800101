import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale } from './initI18n.ts';
import { LOCALES, type Locale } from './pickLocale.ts';

/** A native select: keyboard and screen-reader friendly without extra code. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="language-switcher">
      <label htmlFor={id} className="visually-hidden">{t('language.label')}</label>
      <select id={id} value={i18n.language} onChange={(e) => void changeLocale(e.target.value as Locale)}>
        {LOCALES.map((l) => <option key={l} value={l} lang={l}>{t(`language.${l}`)}</option>)}
      </select>
    </div>
  );
}
