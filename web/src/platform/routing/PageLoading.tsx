import { useTranslation } from 'react-i18next';

/** The Suspense fallback of a route: a quiet spinner announced to screen readers. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
