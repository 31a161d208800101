import { useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { EmployeeFilters_query$key } from '../__generated__/EmployeeFilters_query.graphql.ts';

const fragment = graphql`
  fragment EmployeeFilters_query on Query @argumentDefinitions(size: { type: "Int!" }) {
    departments(first: $size, orderBy: [{ field: NAME, direction: ASC }]) { edges { node { id name } } }
    contractTypes(first: $size) { edges { node { id name } } }
  }
`;

/** Search (by name, e-mail or number, applied as you type) and the department and contract-type filters. */
export function EmployeeFilters({ query, base }: { query: EmployeeFilters_query$key; base: string }) {
  const { t } = useTranslation('employees');
  const data = useFragment(fragment, query);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [search, setSearch] = useState(params.get('q') ?? '');

  const apply = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value); else next.delete(key);
    void navigate(`${base}?${next.toString()}`, { replace: true });
  };
  useEffect(() => {
    if (search === (params.get('q') ?? '')) return undefined;
    const timer = setTimeout(() => apply('q', search.trim()), 300);
    return () => clearTimeout(timer);
  });

  return (
    <form className="toolbar" role="search" onSubmit={(e) => { e.preventDefault(); apply('q', search.trim()); }}>
      <div className="field field--search">
        <label htmlFor="employee-search">{t('employees.search')}</label>
        <input id="employee-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)}
          placeholder={t('employees.searchHint')} autoComplete="off" />
      </div>
      <div className="field">
        <label htmlFor="employee-department">{t('employees.fields.department')}</label>
        <select id="employee-department" value={params.get('department') ?? ''} onChange={(e) => apply('department', e.target.value)}>
          <option value="">{t('employees.allDepartments')}</option>
          {data.departments?.edges.map(({ node }) => <option key={node.id} value={node.id}>{node.name}</option>)}
        </select>
      </div>
      <div className="field">
        <label htmlFor="employee-contract">{t('employees.fields.contractType')}</label>
        <select id="employee-contract" value={params.get('contractType') ?? ''} onChange={(e) => apply('contractType', e.target.value)}>
          <option value="">{t('employees.allContractTypes')}</option>
          {data.contractTypes?.edges.map(({ node }) => <option key={node.id} value={node.id}>{node.name}</option>)}
        </select>
      </div>
    </form>
  );
}
