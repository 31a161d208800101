import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageProblem } from '../platform/forms/imageProblem.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { useUploadCompanyLogoMutation } from './useUploadCompanyLogoMutation.ts';

/** Core §5 formats (PNG, JPEG, GIF, SVG for logos) and 1.5 MB, checked before sending. */
const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/svg+xml'];

interface Props { variant: 'DEFAULT' | 'MOBILE'; present: boolean; canWrite: boolean }

/** One logo: whether it is set, the picked file's preview, and its upload. */
export function LogoUpload({ variant, present, canWrite }: Props) {
  const { t } = useTranslation();
  const upload = useUploadCompanyLogoMutation();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `logo-${variant.toLowerCase()}`;
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);

  const pick = (picked: File | undefined) => {
    setProblem(null);
    setFile(null);
    setPreview(null);
    if (!picked) return;
    const wrong = imageProblem(picked, LOGO_TYPES);
    if (wrong) return setProblem(t(wrong === 'type' ? 'images.type' : 'images.size'));
    setFile(picked);
    setPreview(URL.createObjectURL(picked));
  };
  const send = async () => {
    if (!file) return setProblem(t('errors.pickFile'));
    setBusy(true);
    const outcome = await upload(variant, file);
    setBusy(false);
    if (!outcome.ok) return userFacingMessages(outcome.error, t).forEach((m) => notify('error', m));
    notify('success', t('company.logoUploaded'));
    setFile(null);
    if (input.current) input.current.value = '';
  };

  return (
    <div className="card">
      <h2>{t(variant === 'DEFAULT' ? 'company.logo' : 'company.mobileLogo')}</h2>
      <p className="count">{present ? t('company.logoSet') : t('company.logoMissing')}</p>
      {preview && <img className="logo-preview" src={preview} alt={t('company.preview')} />}
      {canWrite && (
        <div className="form">
          <div className="field">
            <label htmlFor={id}>{t('company.pickLogo')}</label>
            <input id={id} ref={input} type="file" accept={LOGO_TYPES.join(',')} onChange={(e) => pick(e.target.files?.[0])}
              aria-describedby={`${id}-hint`} aria-invalid={problem ? true : undefined} />
            <p className="field__hint" id={`${id}-hint`}>{t('company.logoHint')}</p>
            {problem && <p className="field__error" role="alert">{problem}</p>}
          </div>
          {busy && <progress aria-label={t('images.uploading')} />}
          <div><button type="button" className="button button--primary" disabled={!file || busy} onClick={() => void send()}>{t('company.upload')}</button></div>
        </div>
      )}
    </div>
  );
}
