import { useTranslation } from 'react-i18next';
import { TextField } from './TextField.tsx';

interface Props { name: string; label: string; disabled?: boolean }

/** Dates are typed DD/MM/YYYY in every language (core §5); the hint says so. */
export function DateField({ name, label, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <TextField name={name} label={label} hint={t('forms.dateHint')} placeholder="DD/MM/YYYY" inputMode="numeric"
      autoComplete="off" maxLength={10} disabled={disabled} />
  );
}
