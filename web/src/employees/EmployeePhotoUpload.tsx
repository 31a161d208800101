import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { EmployeePhotoUpload_employee$key } from '../__generated__/EmployeePhotoUpload_employee.graphql.ts';
import { IMAGE_MIME_TYPES } from '../../../domain/images.ts';
import { imageProblem } from '../platform/forms/imageProblem.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { EmployeePhoto } from './EmployeePhoto.tsx';
import { useUploadEmployeePictureMutation } from './useUploadEmployeePictureMutation.ts';

const fragment = graphql`
  fragment EmployeePhotoUpload_employee on Employee { id name pictureUrl }
`;

/** The photo, and for admins a file picker: type and 1.5 MB are checked before anything is sent (core §5). */
export function EmployeePhotoUpload({ employee, canWrite }: { employee: EmployeePhotoUpload_employee$key; canWrite: boolean }) {
  const { t } = useTranslation('employees');
  const e = useFragment(fragment, employee);
  const upload = useUploadEmployeePictureMutation();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (file: File | undefined) => {
    if (!file) return setProblem(t('errors.pickFile'));
    const wrong = imageProblem(file);
    if (wrong) return setProblem(t(wrong === 'type' ? 'images.type' : 'images.size'));
    setProblem(null);
    setBusy(true);
    const outcome = await upload(e.id, file);
    setBusy(false);
    if (input.current) input.current.value = '';
    if (outcome.ok) notify('success', t('images.uploaded'));
    else userFacingMessages(outcome.error, t).forEach((m) => notify('error', m));
  };

  return (
    <figure className="photo">
      <EmployeePhoto name={e.name} url={e.pictureUrl} size="large" />
      <figcaption className="visually-hidden">{t('employees.photoOf', { name: e.name })}</figcaption>
      {canWrite && (
        <div className="field">
          <label htmlFor="employee-photo">{t('employees.photo')}</label>
          <input id="employee-photo" ref={input} type="file" accept={IMAGE_MIME_TYPES.join(',')} disabled={busy}
            aria-describedby="employee-photo-hint" aria-invalid={problem ? true : undefined}
            onChange={(ev) => void send(ev.target.files?.[0])} />
          <p className="field__hint" id="employee-photo-hint">{t('images.hint')}</p>
          {busy && <progress className="upload-progress" aria-label={t('images.uploading')} />}
          {problem && <p className="field__error" role="alert">{problem}</p>}
        </div>
      )}
    </figure>
  );
}

/**
 * The photo of an employee not yet created: chosen and checked (type, 1.5 MB) here, previewed, and uploaded by the
 * new-employee screen once the employee exists.
 */
EmployeePhotoUpload.Chooser = function EmployeePhotoChooser({ file, onChoose }: { file: File | null; onChoose: (file: File | null) => void }) {
  const { t } = useTranslation('employees');
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (picked: File | undefined) => {
    if (!picked) return onChoose(null);
    const wrong = imageProblem(picked);
    if (wrong) {
      setProblem(t(wrong === 'type' ? 'images.type' : 'images.size'));
      return onChoose(null);
    }
    setProblem(null);
    onChoose(picked);
  };

  return (
    // Compact beside the form's tabs: the record is what this screen is about.
    <figure className="photo photo--new" style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'center', justifyItems: 'start', textAlign: 'left', marginBottom: '1rem' }}>
      {preview
        ? <img className="photo__image" style={{ width: '5rem', height: '5rem' }} src={preview} alt="" />
        : <span className="photo__image" style={{ width: '5rem', height: '5rem' }} aria-hidden="true" />}
      <div className="field">
        <label htmlFor="employee-new-photo">{t('employees.photo')}</label>
        <input id="employee-new-photo" type="file" accept={IMAGE_MIME_TYPES.join(',')}
          aria-describedby="employee-new-photo-hint" aria-invalid={problem ? true : undefined}
          onChange={(ev) => choose(ev.target.files?.[0])} />
        <p className="field__hint" id="employee-new-photo-hint">{t('images.hint')}</p>
        {problem && <p className="field__error" role="alert">{problem}</p>}
      </div>
    </figure>
  );
};
