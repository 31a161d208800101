import { useEffect, useState } from 'react';
import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { RolesRouteQuery } from '../__generated__/RolesRouteQuery.graphql.ts';
import type { RouteData, RouteLoadContext } from '../platform/routing/RouteScreen.ts';
import { useCanWrite } from '../platform/routing/useCanWrite.ts';
import { isRoleName } from '../../../domain/roles.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { PermissionGrid } from './PermissionGrid.tsx';
import { NewRoleDialog } from './NewRoleDialog.tsx';
import { RoleActions } from './RoleActions.tsx';
import { useUpdateRoleMutation } from './useUpdateRoleMutation.ts';
import { ConfirmDialog } from '../platform/forms/ConfirmDialog.tsx';

const query = graphql`
  query RolesRouteQuery {
    roles(first: 100) @connection(key: "RolesRoute_roles") {
      __id
      edges { node { id name description builtIn accountCount permissions { authority } } }
    }
  }
`;

/** `company/roles`: pick a role, then its read and write authorities per resource; saved as a whole. New and deleted custom roles. */
export function RolesRoute() {
  const { t } = useTranslation('roles');
  const { queryRef } = useLoaderData() as RouteData<RolesRouteQuery>;
  const { roles } = usePreloadedQuery<RolesRouteQuery>(query, queryRef);
  const canWrite = useCanWrite('ROLES');
  const vendor = useCanWrite('MODULES');
  const list = roles?.edges.map((e) => e.node) ?? [];
  const [selectedId, setSelectedId] = useState(list[0]?.id ?? '');
  const selected = list.find((r) => r.id === selectedId) ?? list[0];
  const [draft, setDraft] = useState<Set<string> | null>(null);
  const [saving, setSaving] = useState(false);
  const [creating, setCreating] = useState(false);
  const update = useUpdateRoleMutation();
  const notify = useNotify();
  useEffect(() => { document.title = `${t('features.roles')} · Pontual`; }, [t]);
  const label = (name: string) => (isRoleName(name) ? t(`roles.${name}`) : name);
  const granted = draft ?? new Set(selected?.permissions.map((p) => p.authority) ?? []);

  // Switching roles with unsaved ticks asks first instead of dropping them (#11 item 8).
  const [switchTo, setSwitchTo] = useState<string | null>(null);
  const choose = (id: string) => {
    if (id === selected?.id) return;
    if (draft) return setSwitchTo(id);
    setSelectedId(id);
  };
  const discardAndSwitch = () => { if (switchTo) setSelectedId(switchTo); setDraft(null); setSwitchTo(null); };
  const toggle = (a: string, on: boolean) => {
    const next = new Set(granted);
    if (on) next.add(a); else next.delete(a);
    setDraft(next);
  };
  const save = async () => {
    if (!selected) return;
    setSaving(true);
    const outcome = await update({ input: { id: selected.id, permissions: [...granted].sort() } });
    setSaving(false);
    if (outcome.ok) {
      setDraft(null);
      notify('success', t('perms.saved', { name: label(selected.name) }));
    } else {
      userFacingMessages(outcome.error, t).forEach((m) => notify('error', m));
    }
  };

  return (
    <section className="page page--wide" aria-labelledby="roles-title">
      <h1 id="roles-title">{t('features.roles')}</h1>
      <div className="split">
        <nav className="card" aria-label={t('perms.list')}>
          <ul className="role-list">
            {list.map((r) => (
              <li key={r.id}>
                <button type="button" aria-pressed={r.id === selected?.id} onClick={() => choose(r.id)}>
                  {label(r.name)} <span className="count">· {t('perms.accounts', { count: r.accountCount })}</span>
                </button>
              </li>
            ))}
          </ul>
          {canWrite && <div className="role-actions"><button type="button" className="button" onClick={() => setCreating(true)}>{t('perms.new')}</button></div>}
        </nav>
        {selected && (
          <div className="card">
            <div className="page__header">
              <h2>{label(selected.name)}</h2>
              {canWrite && (
                <div className="page__actions">
                  {draft && <button type="button" className="button" onClick={() => setDraft(null)}>{t('common.cancel')}</button>}
                  <button type="button" className="button button--primary" disabled={!draft || saving} onClick={() => void save()}>{t('common.save')}</button>
                </div>
              )}
            </div>
            {selected.description && <p className="count">{selected.description}</p>}
            {canWrite && roles && (
              <RoleActions role={selected} name={label(selected.name)} connection={roles.__id}
                onDeleted={() => { setDraft(null); setSelectedId(list.find((r) => r.id !== selected.id)?.id ?? ''); }} />
            )}
            <PermissionGrid granted={granted} editable={canWrite} onToggle={toggle} />
          </div>
        )}
        {switchTo && selected && (
          <ConfirmDialog title={t('perms.discardTitle', { name: label(selected.name) })} confirmLabel={t('perms.discard')} danger
            onConfirm={discardAndSwitch} onCancel={() => setSwitchTo(null)}>
            <p>{t('perms.discardText')}</p>
          </ConfirmDialog>
        )}
        {creating && roles && (
          <NewRoleDialog roles={list} label={label} connection={roles.__id} vendor={vendor}
            onCreated={(id) => choose(id)} onClose={() => setCreating(false)} />
        )}
      </div>
    </section>
  );
}

RolesRoute.loadQuery = ({ environment }: RouteLoadContext) =>
  loadQuery<RolesRouteQuery>(environment, query, {}, { fetchPolicy: 'store-and-network' });
