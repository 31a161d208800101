import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_AUTHORITIES, RESOURCES, authority, type Action, type Scope } from '../../../domain/permissions.ts';
import './roles.css';

const SCOPES: readonly Scope[] = ['COMPANY', 'DEPARTMENT', 'OWN'];
const ACTIONS: readonly Action[] = ['READ', 'WRITE'];
const KNOWN = new Set(ALL_AUTHORITIES);

interface Props { granted: ReadonlySet<string>; editable: boolean; onToggle: (authority: string, on: boolean) => void }

/**
 * Authorities grouped by resource: read and write, company-wide, for managed departments, and own data. The scope
 * heads span their two short columns so the grid fits a 1280 px screen beside the role list; on phones each
 * resource becomes a block of labelled ticks (roles.css).
 */
export function PermissionGrid({ granted, editable, onToggle }: Props) {
  const { t } = useTranslation('roles');
  return (
    <div className="table-wrap">
      <table className="grid-perms">
        <caption className="visually-hidden">{t('perms.grid')}</caption>
        <colgroup>
          <col className="grid-perms__resource-col" />
          {SCOPES.map((s) => <col key={s} span={2} />)}
        </colgroup>
        <thead>
          <tr>
            <th scope="col" rowSpan={2} className="grid-perms__corner">{t('perms.resource')}</th>
            {SCOPES.map((s) => <th key={s} scope="colgroup" colSpan={2} className="grid-perms__scope grid-perms__group-end">{t(`perms.scope.${s}`)}</th>)}
          </tr>
          <tr>
            {SCOPES.map((s) => ACTIONS.map((a) => (
              <th key={`${s}${a}`} scope="col" className={`grid-perms__action${a === 'WRITE' ? ' grid-perms__group-end' : ''}`}>
                <span aria-hidden="true">{t(`perms.actionShort.${a}`)}</span>
                <span className="visually-hidden">{`${t(`perms.scope.${s}`)} ${t(`perms.action.${a}`)}`}</span>
              </th>
            )))}
          </tr>
        </thead>
        <tbody>
          {RESOURCES.map((resource) => (
            <tr key={resource}>
              <th scope="row">{t(`perms.resources.${resource}`)}</th>
              {SCOPES.map((s) => (
                <Fragment key={s}>
                  {ACTIONS.map((action) => <Cell key={action} {...{ resource, scope: s, action, granted, editable, onToggle }} />)}
                </Fragment>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface CellProps extends Props { resource: string; scope: Scope; action: Action }

function Cell({ resource, scope, action, granted, editable, onToggle }: CellProps) {
  const { t } = useTranslation('roles');
  const a = authority(resource as (typeof RESOURCES)[number], action, scope);
  const className = action === 'WRITE' ? 'grid-perms__group-end' : undefined;
  if (!KNOWN.has(a)) return <td aria-hidden="true" className={className} />;
  const where = `${t(`perms.scope.${scope}`)} ${t(`perms.action.${action}`)}`;
  const label = `${t(`perms.resources.${resource}`)} — ${where}`;
  return (
    <td className={className}>
      <label className="grid-perms__cell">
        {editable
          ? <input type="checkbox" aria-label={label} checked={granted.has(a)} onChange={(e) => onToggle(a, e.target.checked)} />
          : <span aria-label={label} role="img">{granted.has(a) ? '✓' : '·'}</span>}
        <span className="grid-perms__cell-label" aria-hidden="true">{where}</span>
      </label>
    </td>
  );
}
