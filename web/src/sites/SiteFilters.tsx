import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { SITE_SORTS, siteListParams } from './siteListParams.ts';

/** Search by name or address (applied as you type) and the order; both kept in the address. */
export function SiteFilters() {
  const { t } = useTranslation('sites');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const apply = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value); else next.delete(key);
    void navigate(`/company/sites?${next.toString()}`, { replace: true });
  };
  useEffect(() => {
    if (search.trim() === (params.get('q') ?? '')) return undefined;
    const timer = setTimeout(() => apply('q', search.trim()), 300);
    return () => clearTimeout(timer);
  });
  return (
    <form className="toolbar" role="search" onSubmit={(e) => { e.preventDefault(); apply('q', search.trim()); }}>
      <div className="field field--search">
        <label htmlFor="site-search">{t('sites.search')}</label>
        <input id="site-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)}
          placeholder={t('sites.searchHint')} autoComplete="off" />
      </div>
      <div className="field field--narrow">
        <label htmlFor="site-sort">{t('sites.sort')}</label>
        <select id="site-sort" value={siteListParams(params).sort} onChange={(e) => apply('sort', e.target.value === 'NAME' ? '' : e.target.value)}>
          {Object.keys(SITE_SORTS).map((s) => <option key={s} value={s}>{t(`sites.sortBy.${s}`)}</option>)}
        </select>
      </div>
    </form>
  );
}
