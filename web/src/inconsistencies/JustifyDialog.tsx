import { useMemo, useState } from 'react';
import { Form, Formik, useField, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { FIELD_LIMITS } from '../../../domain/field-limits.ts';
import { JUSTIFICATION_DOCUMENT_MAX_BYTES, JUSTIFICATION_DOCUMENT_MIME_TYPES } from '../../../domain/inconsistency.ts';
import { ReasonField } from '../clocks/ReasonField.tsx';
import { applyUserErrors } from '../platform/forms/applyUserErrors.ts';
import { Modal } from '../platform/forms/Modal.tsx';
import { ruleMessages } from '../platform/forms/ruleMessages.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { useJustifyInconsistencyMutation } from './useJustifyInconsistencyMutation.ts';

interface Props { id: string; what: string; onDone: () => void; onClose: () => void }
interface Values { justified: 'yes' | 'no'; comment: string }

const MAX_MB = JUSTIFICATION_DOCUMENT_MAX_BYTES / 1024 / 1024;

/** A problem with the chosen file, told before anything is sent (the API checks the content again). */
function fileProblem(file: File | null, t: (k: string, o?: Record<string, unknown>) => string): string | null {
  if (!file) return null;
  if (file.type && !(JUSTIFICATION_DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type)) return t('inconsistencies.justifyDialog.fileType');
  if (file.size > JUSTIFICATION_DOCUMENT_MAX_BYTES) return t('inconsistencies.justifyDialog.fileSize', { max: MAX_MB });
  return null;
}

/**
 * Justified or not, why, and an optional proof (PDF or image). An unjustified decision needs a comment (core §4). Justifying
 * does not archive: the reviewer still decides.
 */
export function JustifyDialog({ id, what, onDone, onClose }: Props) {
  const { t } = useTranslation('inconsistencies');
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const justify = useJustifyInconsistencyMutation(file);
  const schema = useMemo(() => yup.object({
    justified: yup.string().oneOf(['yes', 'no']).required(),
    comment: yup.string().default('').trim().max(FIELD_LIMITS.inconsistencyComment, ruleMessages(t)('maxLength', { max: FIELD_LIMITS.inconsistencyComment }))
      .when('justified', { is: 'no', then: (s) => s.required(t('inconsistencies.justifyDialog.commentRequired')) }),
  }), [t]);
  const fileError = fileProblem(file, t);

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    if (fileError) return;
    setProblems([]);
    const comment = values.comment.trim();
    const outcome = await justify({ input: { id, justified: values.justified === 'yes', comment: comment || null } });
    if (!outcome.ok) return setProblems(applyUserErrors(outcome.error, helpers, { comment: 'comment', justified: 'justified' }, t));
    notify('success', t(values.justified === 'yes' ? 'inconsistencies.justifyDialog.doneJustified' : 'inconsistencies.justifyDialog.doneUnjustified', { what }));
    onDone();
  }

  return (
    <Modal title={t('inconsistencies.justifyDialog.title', { what })} onClose={onClose}>
      <Formik<Values> initialValues={{ justified: 'yes', comment: '' }} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className="form inc-justify">
            <DecisionField />
            <ReasonField name="comment" label={t('inconsistencies.justifyDialog.comment')} hint={t('inconsistencies.justifyDialog.commentHint')} />
            <div className={`field${fileError ? ' field--invalid' : ''}`}>
              <label htmlFor="inc-document">{t('inconsistencies.justifyDialog.document')}</label>
              <input id="inc-document" type="file" accept={JUSTIFICATION_DOCUMENT_MIME_TYPES.join(',')}
                aria-describedby={`inc-document-hint${fileError ? ' inc-document-error' : ''}`} aria-invalid={fileError ? true : undefined}
                onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
              <p className="field__hint" id="inc-document-hint">{t('inconsistencies.justifyDialog.documentHint', { max: MAX_MB })}</p>
              {fileError && <p className="field__error" id="inc-document-error">{fileError}</p>}
            </div>
            {problems.length > 0 && <div role="alert" className="field__error">{problems.map((m) => <p key={m}>{m}</p>)}</div>}
            <div className="dialog__actions">
              <button type="button" className="button" onClick={onClose}>{t('common.cancel')}</button>
              <button type="submit" className="button button--primary" disabled={isSubmitting}>{t('inconsistencies.justifyDialog.save')}</button>
            </div>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}

/** Justified or not, as two radio buttons in a labelled group. */
function DecisionField() {
  const { t } = useTranslation('inconsistencies');
  const [field] = useField<string>('justified');
  return (
    <fieldset className="field inc-justify__decision">
      <legend>{t('inconsistencies.justifyDialog.decision')}</legend>
      {(['yes', 'no'] as const).map((v) => (
        <label key={v} className="field--check">
          <input type="radio" name={field.name} value={v} checked={field.value === v} onChange={field.onChange} onBlur={field.onBlur} />
          {' '}{t(v === 'yes' ? 'inconsistencies.justifyDialog.justified' : 'inconsistencies.justifyDialog.unjustified')}
        </label>
      ))}
    </fieldset>
  );
}
