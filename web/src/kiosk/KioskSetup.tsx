import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import * as yup from 'yup';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import { scopeFor } from '../../../domain/permissions.ts';
import type { KioskSetupQuery as Q } from '../__generated__/KioskSetupQuery.graphql.ts';
import { normalizeError } from '../platform/errors/normalizeError.ts';
import { refusalMessage } from '../platform/errors/refusalMessage.ts';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { SelectField } from '../platform/forms/SelectField.tsx';
import { TextField } from '../platform/forms/TextField.tsx';
import { ruleMessages } from '../platform/forms/ruleMessages.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { signOut } from '../session/signOut.ts';
import { kioskDevice } from './kioskDevice.ts';
import { useKioskDevice } from './useKioskDevice.ts';
import { useSignInKioskMutation } from './useSignInKioskMutation.ts';
import { useSignOutKioskMutation } from './useSignOutKioskMutation.ts';
import { useUpdateTerminalMutation } from './useUpdateTerminalMutation.ts';

// A public page has no route loader: the set-up reads its data when it shows (the tablet's kiosk mode needs none of it).
const query = graphql`
  query KioskSetupQuery {
    viewer { permissions }
    company { timezone }
    terminal { id databaseId name siteName signedIn signedInAt lastSeenAt site { id name timeZone } }
    sites(first: 100) { edges { node { id name timeZone } } }
  }
`;

interface Values { name: string; siteId: string }

/** DD/MM/YYYY HH:mm, as everywhere in the app. */
const stamp = (iso: string) => new Intl.DateTimeFormat('en-GB', {
  day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
}).format(new Date(iso)).replace(',', '');

/**
 * The terminal as an administrator sets it up: its name and site (a picker when they may read sites), whether a
 * device is signed in as it, and the button that makes this device the kiosk. READ_ONLY reads it and changes nothing.
 */
export function KioskSetup() {
  const { t } = useTranslation('kiosk');
  const data = useLazyLoadQuery<Q>(query, {}, { fetchPolicy: 'store-and-network' });
  const device = useKioskDevice();
  const notify = useNotify();
  const navigate = useNavigate();
  const update = useUpdateTerminalMutation();
  const [startKiosk, starting] = useSignInKioskMutation();
  const [stopKiosk, stopping] = useSignOutKioskMutation();
  const [signOutAfter, setSignOutAfter] = useState(true);
  const terminal = data.terminal;
  const canManage = scopeFor(new Set(data.viewer?.permissions ?? []), 'CLOCKS', 'WRITE') === 'COMPANY';
  const fail = (error: unknown) => notify('error', userFacingMessages(normalizeError(error), t).join(' '));

  if (!terminal) {
    return (
      <div className="kiosk-setup">
        <p>{t('kiosk.setup.notAllowed')}</p>
        {device && <Link className="button button--block" to="/kiosk">{t('kiosk.setup.backToKiosk')}</Link>}
      </div>
    );
  }
  const sites = data.sites?.edges.map((e) => e.node) ?? null;

  const save = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      const answer = await update({ id: terminal.id, name: values.name.trim(), ...(sites ? { siteId: values.siteId || null } : {}) });
      for (const e of answer.userErrors) {
        const field = e.field?.at(-1);
        if (field === 'name' || field === 'siteId') helpers.setFieldError(field, refusalMessage(e.code, e.message, t));
        else notify('error', refusalMessage(e.code, e.message, t));
      }
      if (!answer.userErrors.length) notify('success', t('kiosk.setup.saved'));
    } catch (error) {
      fail(error);
    }
  };

  const start = async () => {
    try {
      const answer = await startKiosk(terminal.id);
      if (!answer.token) {
        const refusal = answer.userErrors[0];
        notify('error', refusal ? refusalMessage(refusal.code, refusal.message, t) : t('kiosk.setup.failed'));
        return;
      }
      kioskDevice.set({ token: answer.token, timeZone: terminal.site?.timeZone ?? data.company?.timezone ?? null });
      // The kiosk works without a session; a shared tablet should not keep the administrator's.
      if (signOutAfter) signOut();
      await navigate('/kiosk', { replace: true });
    } catch (error) {
      fail(error);
    }
  };

  const stop = async () => {
    try {
      const answer = await stopKiosk(terminal.id);
      if (answer.userErrors.length) return notify('error', refusalMessage(answer.userErrors[0].code, answer.userErrors[0].message, t));
      kioskDevice.clear();
      notify('success', t('kiosk.setup.stopped'));
    } catch (error) {
      fail(error);
    }
  };

  const schema = yup.object({ name: yup.string().trim().required(ruleMessages(t)('required')).max(100, ruleMessages(t)('maxLength', { max: 100 })) });
  return (
    <div className="kiosk-setup">
      <p>{t('kiosk.setup.intro')}</p>
      <Formik<Values> initialValues={{ name: terminal.name, siteId: terminal.site?.id ?? '' }} validationSchema={schema} onSubmit={save} enableReinitialize>
        {({ isSubmitting }) => (
          <Form noValidate className="form" aria-label={t('kiosk.setup.terminal', { number: terminal.databaseId })}>
            <TextField name="name" label={t('kiosk.setup.name')} disabled={!canManage} maxLength={100} />
            {sites
              ? <SelectField name="siteId" label={t('kiosk.setup.site')} hint={t('kiosk.setup.siteHint')} disabled={!canManage}
                  emptyLabel={t('kiosk.setup.noSite')} options={sites.map((s) => ({ value: s.id, label: s.name }))} />
              : <p><strong>{t('kiosk.setup.site')}:</strong> {terminal.siteName ?? t('kiosk.setup.noSite')}</p>}
            {canManage && <button type="submit" className="button" disabled={isSubmitting}>{t('kiosk.setup.save')}</button>}
          </Form>
        )}
      </Formik>
      <section className="kiosk-setup__status" aria-labelledby="kiosk-status">
        <h2 id="kiosk-status">{t('kiosk.setup.status')}</h2>
        <p>
          {terminal.signedIn && terminal.signedInAt ? t('kiosk.setup.signedInSince', { at: stamp(terminal.signedInAt) }) : t('kiosk.setup.notSignedIn')}
          {terminal.signedIn && terminal.lastSeenAt && <> {t('kiosk.setup.lastSeen', { at: stamp(terminal.lastSeenAt) })}</>}
        </p>
        {device && terminal.signedIn && <p>{t('kiosk.setup.thisDevice')}</p>}
        {canManage && (
          <>
            {terminal.signedIn && !device && <p className="notice notice--warning">{t('kiosk.setup.replaces')}</p>}
            <div className="field field--check">
              <input id="kiosk-sign-out-after" type="checkbox" checked={signOutAfter} onChange={(e) => setSignOutAfter(e.target.checked)} />
              <label htmlFor="kiosk-sign-out-after">{t('kiosk.setup.signOutAfter')}</label>
            </div>
            <button type="button" className="button button--primary button--block" disabled={starting} onClick={() => void start()}>
              {t('kiosk.setup.start')}
            </button>
            {terminal.signedIn && (
              <button type="button" className="button button--block" disabled={stopping} onClick={() => void stop()}>{t('kiosk.setup.stop')}</button>
            )}
          </>
        )}
        {device && <Link className="button button--block" to="/kiosk">{t('kiosk.setup.backToKiosk')}</Link>}
      </section>
    </div>
  );
}
