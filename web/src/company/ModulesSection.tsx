import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { ModulesSection_query$key } from '../__generated__/ModulesSection_query.graphql.ts';
import { MODULE_DEFINITIONS } from '../../../domain/modules.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { useSetModuleEnabledMutation } from './useSetModuleEnabledMutation.ts';
import './company.css';

const fragment = graphql`
  fragment ModulesSection_query on Query {
    modules(first: 20) { edges { node { id code enabled switchable } } }
  }
`;

const ORDER = new Map(MODULE_DEFINITIONS.map((m, i) => [m.code as string, i]));

/** The switchable modules of the subscription, one labelled switch each (super administrators only). */
export function ModulesSection({ query }: { query: ModulesSection_query$key }) {
  const { t } = useTranslation('company');
  const data = useFragment(fragment, query);
  const setEnabled = useSetModuleEnabledMutation();
  const notify = useNotify();
  const modules = (data.modules?.edges ?? []).map((e) => e.node).filter((m) => m.switchable)
    .sort((a, b) => (ORDER.get(a.code) ?? 99) - (ORDER.get(b.code) ?? 99));

  const toggle = async (id: string, name: string, enabled: boolean) => {
    const outcome = await setEnabled({ input: { moduleId: id, enabled } });
    if (!outcome.ok) return userFacingMessages(outcome.error, t).forEach((m) => notify('error', m));
    notify('success', t(enabled ? 'moduleSwitches.switchedOn' : 'moduleSwitches.switchedOff', { name }));
  };

  return (
    <section className="card" aria-labelledby="company-modules-title" style={{ marginTop: '1.5rem' }}>
      <h2 id="company-modules-title">{t('moduleSwitches.title')}</h2>
      <p className="count">{t('moduleSwitches.intro')}</p>
      <ul className="module-switches">
        {modules.map((m) => {
          const name = t(`modules.${m.code}`, { ns: 'common', defaultValue: m.code });
          const id = `module-${m.code}`;
          return (
            <li key={m.id} className="switch">
              <input id={id} type="checkbox" role="switch" checked={m.enabled}
                onChange={(e) => void toggle(m.id, name, e.target.checked)} />
              <label htmlFor={id}>{name}</label>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
