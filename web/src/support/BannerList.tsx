import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bannerText, dismiss, isDismissed, type BannerItem } from './bannerModel.ts';
import './support.css';

interface Props { banners: readonly BannerItem[]; accountId: number | string; language: string }

/** The current banners above the page, each dismissible by this account until the banner changes. */
export function BannerList({ banners, accountId, language }: Props) {
  const { t } = useTranslation('support', { useSuspense: false });
  const [, setDismissals] = useState(0);
  const visible = banners.filter((b) => !isDismissed(accountId, b) && bannerText(b.texts, language));
  if (!visible.length) return null;
  return (
    <section className="banners" aria-label={t('banners.region')}>
      {visible.map((b) => (
        <div key={`${b.id}-${b.updatedAt}`} className={`banner${b.severity === 'WARNING' ? ' banner--warning' : ''}`}>
          <p className="banner__text" role="status">
            <span className="visually-hidden">{t(b.severity === 'WARNING' ? 'banners.warning' : 'banners.info')}: </span>
            {bannerText(b.texts, language)}
          </p>
          <button type="button" className="banner__dismiss" aria-label={t('banners.dismiss', { text: bannerText(b.texts, language).slice(0, 60) })}
            onClick={() => { dismiss(accountId, b); setDismissals((n) => n + 1); }}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </section>
  );
}
