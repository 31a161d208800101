import { useEffect, useMemo, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { useRelayEnvironment } from 'react-relay';
import * as yup from 'yup';
import { NAMESPACES } from '../i18n.ts';
import { applyUserErrors } from '../platform/forms/applyUserErrors.ts';
import { DialogFormActions } from '../platform/forms/DialogFormActions.tsx';
import { Modal } from '../platform/forms/Modal.tsx';
import { SelectField } from '../platform/forms/SelectField.tsx';
import { TextField } from '../platform/forms/TextField.tsx';
import { loadNamespaces } from '../platform/i18n/initI18n.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import type { TextLanguage } from '../__generated__/useSetTextOverrideMutation.graphql.ts';
import { bundledKeys, isBundledKey } from './bundledKeys.ts';
import { refreshTenantTexts } from './refreshTenantTexts.ts';
import { TEXT_LIMITS } from './textLimits.ts';
import { useSetTextOverrideMutation } from './useSetTextOverrideMutation.ts';

export interface OverrideValues { language: string; key: string; value: string }

/**
 * Changes one text of the app for one language: the key is picked from the bundled texts (every namespace is loaded
 * for the list) and checked against them; the bundled words show under the field.
 */
export function TextOverrideDialog({ initial, isNew, connectionId, onClose }: { initial: OverrideValues; isNew: boolean; connectionId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('support');
  const set = useSetTextOverrideMutation(isNew);
  const notify = useNotify();
  const environment = useRelayEnvironment();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => { void loadNamespaces(NAMESPACES).finally(() => setLoaded(true)); }, []);
  const keys = useMemo(() => (loaded ? bundledKeys(i18n.language) : []), [loaded, i18n.language]);
  const schema = useMemo(() => yup.object({
    key: yup.string().trim().required(t('validation.required')).max(TEXT_LIMITS.textKey, t('validation.maxLength', { max: TEXT_LIMITS.textKey }))
      .test('bundled', t('texts.errors.keyUnknown'), (v) => !loaded || !v || isBundledKey(v, i18n.language)),
    value: yup.string().trim().required(t('validation.required')).max(TEXT_LIMITS.textValue, t('validation.maxLength', { max: TEXT_LIMITS.textValue })),
  }), [t, loaded, i18n.language]);

  async function submit(values: OverrideValues, helpers: FormikHelpers<OverrideValues>) {
    const input = { language: values.language as TextLanguage, key: values.key.trim(), value: values.value.trim() };
    const outcome = await set({ input, connections: [connectionId] });
    if (!outcome.ok) return applyUserErrors(outcome.error, helpers, { key: 'key', value: 'value', language: 'language' }, t).forEach((m) => notify('error', m));
    notify('success', t('texts.overrideSaved'));
    await refreshTenantTexts(environment);
    onClose();
  }

  return (
    <Modal title={t('texts.newOverride')} onClose={onClose}>
      <Formik initialValues={initial} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting, values }) => {
          const bundled = keys.find((k) => k.key === values.key.trim())?.text;
          return (
            <Form noValidate className="form">
              <SelectField name="language" label={t('texts.language')} disabled={!isNew}
                options={(['EN', 'PT', 'FR'] as const).map((l) => ({ value: l, label: t(`texts.languages.${l}`) }))} />
              <TextField name="key" label={t('texts.key')} list="bundled-text-keys" autoComplete="off" spellCheck={false} readOnly={!isNew}
                maxLength={TEXT_LIMITS.textKey} hint={t('texts.keyHint')} />
              <datalist id="bundled-text-keys">
                {keys.map((k) => <option key={k.key} value={k.key}>{k.text.slice(0, 80)}</option>)}
              </datalist>
              {bundled !== undefined && <p className="field__hint" aria-live="polite">{t('texts.bundled', { text: bundled })}</p>}
              <TextField name="value" label={t('texts.value')} autoComplete="off" maxLength={TEXT_LIMITS.textValue} />
              <DialogFormActions onCancel={onClose} submitting={isSubmitting} />
            </Form>
          );
        }}
      </Formik>
    </Modal>
  );
}
