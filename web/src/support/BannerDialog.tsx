import { useMemo } from 'react';
import { Form, Formik, type FormikHelpers, useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { useRelayEnvironment } from 'react-relay';
import * as yup from 'yup';
import { applyUserErrors } from '../platform/forms/applyUserErrors.ts';
import { DialogFormActions } from '../platform/forms/DialogFormActions.tsx';
import { Modal } from '../platform/forms/Modal.tsx';
import { SelectField } from '../platform/forms/SelectField.tsx';
import { TextField } from '../platform/forms/TextField.tsx';
import { useNotify } from '../platform/notifications/useNotify.ts';
import type { BannerAudience, BannerSeverity } from '../__generated__/useCreateBannerMutation.graphql.ts';
import { refreshTenantTexts } from './refreshTenantTexts.ts';
import { TEXT_LIMITS } from './textLimits.ts';
import { useCreateBannerMutation } from './useCreateBannerMutation.ts';
import { useUpdateBannerMutation } from './useUpdateBannerMutation.ts';

export interface BannerValues { en: string; pt: string; fr: string; startsAt: string; endsAt: string; audience: string; severity: string }
export interface EditingBanner { id: string | null; values: BannerValues }

const LANGS = ['en', 'pt', 'fr'] as const;

/** `YYYY-MM-DDTHH:mm` in the browser's time zone, as a datetime-local input shows it. */
export function localInput(iso: string | Date): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function TextArea({ name, label, hintId }: { name: string; label: string; hintId: string }) {
  const [field, meta] = useField<string>(name);
  const invalid = meta.touched && !!meta.error;
  return (
    <div className={`field${invalid ? ' field--invalid' : ''}`}>
      <label htmlFor={`field-${name}`}>{label}</label>
      <textarea id={`field-${name}`} {...field} maxLength={TEXT_LIMITS.bannerText} rows={2} aria-describedby={invalid ? `${hintId} field-${name}-error` : hintId} aria-invalid={invalid || undefined} />
      {invalid && <p className="field__error" id={`field-${name}-error`}>{meta.error}</p>}
    </div>
  );
}

/** Publishes or edits a banner: the text per language, the period, who sees it, and its kind. */
export function BannerDialog({ editing, connectionId, onClose }: { editing: EditingBanner; connectionId: string; onClose: () => void }) {
  const { t } = useTranslation('support');
  const create = useCreateBannerMutation();
  const update = useUpdateBannerMutation();
  const notify = useNotify();
  const environment = useRelayEnvironment();
  const schema = useMemo(() => yup.object({
    en: yup.string().max(TEXT_LIMITS.bannerText, t('validation.maxLength', { max: TEXT_LIMITS.bannerText })).test('some-text', t('texts.errors.textRequired'), (_v, ctx) => LANGS.some((l) => (ctx.parent[l] ?? '').trim())),
    startsAt: yup.string().required(t('validation.required')),
    endsAt: yup.string().required(t('validation.required')).test('after', t('texts.errors.endAfterStart'), (v, ctx) => !v || !ctx.parent.startsAt || new Date(v) > new Date(ctx.parent.startsAt)),
  }), [t]);

  async function submit(values: BannerValues, helpers: FormikHelpers<BannerValues>) {
    const input = {
      texts: { en: values.en.trim() || null, pt: values.pt.trim() || null, fr: values.fr.trim() || null },
      startsAt: new Date(values.startsAt).toISOString(), endsAt: new Date(values.endsAt).toISOString(),
      audience: values.audience as BannerAudience, severity: values.severity as BannerSeverity,
    };
    const outcome = editing.id ? await update({ input: { id: editing.id, ...input } }) : await create({ input, connections: [connectionId] });
    if (!outcome.ok) return applyUserErrors(outcome.error, helpers, { texts: 'en', en: 'en', pt: 'pt', fr: 'fr', startsAt: 'startsAt', endsAt: 'endsAt' }, t).forEach((m) => notify('error', m));
    notify('success', t('texts.bannerSaved'));
    void refreshTenantTexts(environment);
    onClose();
  }

  return (
    <Modal title={editing.id ? t('common.edit') : t('texts.newBanner')} onClose={onClose} wide>
      <Formik initialValues={editing.values} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className="form">
            <fieldset className="texts__languages">
              <legend>{t('texts.text')}</legend>
              <p className="field__hint" id="banner-text-hint">{t('texts.textHint')}</p>
              {LANGS.map((l) => <TextArea key={l} name={l} hintId="banner-text-hint" label={t('texts.textIn', { language: t(`texts.languages.${l.toUpperCase()}`) })} />)}
            </fieldset>
            <div className="texts__period">
              <TextField name="startsAt" type="datetime-local" label={t('texts.startsAt')} />
              <TextField name="endsAt" type="datetime-local" label={t('texts.endsAt')} />
              <SelectField name="audience" label={t('texts.audience')} options={(['EVERYONE', 'ADMINISTRATORS'] as const).map((a) => ({ value: a, label: t(`texts.audiences.${a}`) }))} />
              <SelectField name="severity" label={t('texts.severity')} options={(['INFO', 'WARNING'] as const).map((s) => ({ value: s, label: t(`texts.severities.${s}`) }))} />
            </div>
            <DialogFormActions onCancel={onClose} submitting={isSubmitting} />
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
