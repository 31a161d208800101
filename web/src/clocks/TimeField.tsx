import { TextField } from '../platform/forms/TextField.tsx';

/**
 * A time typed HH:mm on a 24-hour clock in every language (core §5), like dates are typed DD/MM/YYYY: a native time
 * box would show AM/PM wherever the browser's own language says so.
 */
export function TimeField({ name, label }: { name: string; label: string }) {
  return <TextField name={name} label={label} hint="HH:mm" placeholder="HH:mm" inputMode="numeric" autoComplete="off" maxLength={5} />;
}
