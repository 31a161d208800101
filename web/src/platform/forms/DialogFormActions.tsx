import { useTranslation } from 'react-i18next';

/** Cancel and Save at the foot of a dialog form; Save waits while the form submits. */
export function DialogFormActions({ onCancel, submitting }: { onCancel: () => void; submitting: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="dialog__actions">
      <button type="button" className="button" onClick={onCancel}>{t('common.cancel')}</button>
      <button type="submit" className="button button--primary" disabled={submitting}>{t('common.save')}</button>
    </div>
  );
}
