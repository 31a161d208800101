import { useTranslation } from 'react-i18next';
import { ALL_AUTHORITIES, RESOURCES, authority, type Action, type Scope } from '../../../domain/permissions.ts';

const COLUMNS: ReadonlyArray<{ scope: Scope; action: Action }> = [
  { scope: 'COMPANY', action: 'READ' }, { scope: 'COMPANY', action: 'WRITE' },
  { scope: 'DEPARTMENT', action: 'READ' }, { scope: 'DEPARTMENT', action: 'WRITE' },
  { scope: 'OWN', action: 'READ' }, { scope: 'OWN', action: 'WRITE' },
];
const KNOWN = new Set(ALL_AUTHORITIES);

interface Props { granted: ReadonlySet<string>; editable: boolean; onToggle: (authority: string, on: boolean) => void }

/** Authorities grouped by resource: read and write, company-wide, for managed departments, and own data. */
export function PermissionGrid({ granted, editable, onToggle }: Props) {
  const { t } = useTranslation('roles');
  return (
    <div className="table-wrap">
      <table className="grid-perms">
        <caption className="visually-hidden">{t('perms.grid')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('perms.resource')}</th>
            {COLUMNS.map((c) => <th key={`${c.scope}${c.action}`} scope="col">{t(`perms.scope.${c.scope}`)}<br />{t(`perms.action.${c.action}`)}</th>)}
          </tr>
        </thead>
        <tbody>
          {RESOURCES.map((resource) => (
            <tr key={resource}>
              <th scope="row">{t(`perms.resources.${resource}`)}</th>
              {COLUMNS.map((c) => {
                const a = authority(resource, c.action, c.scope);
                if (!KNOWN.has(a)) return <td key={a} aria-hidden="true" />;
                const label = `${t(`perms.resources.${resource}`)} — ${t(`perms.scope.${c.scope}`)} ${t(`perms.action.${c.action}`)}`;
                return (
                  <td key={a}>
                    {editable
                      ? <input type="checkbox" aria-label={label} checked={granted.has(a)} onChange={(e) => onToggle(a, e.target.checked)} />
                      : <span aria-label={label} role="img">{granted.has(a) ? '✓' : '·'}</span>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
