import { useTranslation } from 'react-i18next';
import { CompanyLogo } from './CompanyLogo.tsx';

/** The product name with its clock mark, and the company's logo when it has one. */
export function BrandMark() {
  const { t } = useTranslation('shell');
  return (
    <span className="brand">
      <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" fill="currentColor" />
        <path d="M16 7v9l6 4" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
      </svg>
      <span className="brand__name">{t('app.name')}</span>
      <CompanyLogo />
    </span>
  );
}
