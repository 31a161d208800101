import { employeeFormSchema } from '../../../domain/employee.rules.ts';
import type { RuleMessages } from '../../../domain/messages.rules.ts';

/** The self-editable fields, as the form types them ('' for none). */
export interface MyProfileValues {
  phone: string; alternativePhone: string; personalEmail: string;
  street1: string; street2: string; city: string; state: string; zipCode: string; country: string;
  emergencyName: string; emergencyPhone: string; emergencyRelation: string;
  language: string;
}

const FIELDS = ['phone', 'alternativePhone', 'personalEmail', 'street1', 'street2', 'city', 'state', 'zipCode', 'country',
  'emergencyName', 'emergencyPhone', 'emergencyRelation', 'language'] as const satisfies readonly (keyof MyProfileValues)[];

/** The employee form's own rules for these fields (limits from domain/field-limits.ts): written once. */
export const myProfileSchema = (m: RuleMessages) => employeeFormSchema(m).pick([...FIELDS]);

/** The profile as the form fragment reads it. */
export interface MyProfileRecord {
  phone?: string | null; alternativePhone?: string | null; personalEmail?: string | null; language: string;
  address?: { streetLine1?: string | null; streetLine2?: string | null; city?: string | null; state?: string | null; zipCode?: string | null; country?: string | null } | null;
  emergencyContact: { name?: string | null; phone?: string | null; relation?: string | null };
}

const s = (v: string | null | undefined) => v ?? '';

export function profileToValues(p: MyProfileRecord): MyProfileValues {
  return {
    phone: s(p.phone), alternativePhone: s(p.alternativePhone), personalEmail: s(p.personalEmail),
    street1: s(p.address?.streetLine1), street2: s(p.address?.streetLine2), city: s(p.address?.city), state: s(p.address?.state),
    zipCode: s(p.address?.zipCode), country: s(p.address?.country),
    emergencyName: s(p.emergencyContact.name), emergencyPhone: s(p.emergencyContact.phone), emergencyRelation: s(p.emergencyContact.relation),
    language: p.language || 'en',
  };
}

const text = (v: string) => (v.trim() === '' ? null : v.trim());

/** The mutation input: every field sent, empty ones as null (they are cleared); no address at all when every line is empty. */
export function valuesToInput(v: MyProfileValues) {
  const address = { streetLine1: text(v.street1), streetLine2: text(v.street2), city: text(v.city), state: text(v.state), zipCode: text(v.zipCode), country: text(v.country) };
  return {
    phone: text(v.phone), alternativePhone: text(v.alternativePhone), personalEmail: text(v.personalEmail),
    address: Object.values(address).some((x) => x !== null) ? address : null,
    emergencyContact: { name: text(v.emergencyName), phone: text(v.emergencyPhone), relation: text(v.emergencyRelation) },
    language: v.language,
  };
}

/** Server field paths → form fields, so userErrors land where the user typed. */
export const PROFILE_FIELD_MAP: Record<string, string> = {
  ...Object.fromEntries(FIELDS.map((k) => [k, k])),
  'address.streetLine1': 'street1', 'address.streetLine2': 'street2', 'address.city': 'city', 'address.state': 'state',
  'address.zipCode': 'zipCode', 'address.country': 'country', streetLine1: 'street1', streetLine2: 'street2',
  'emergencyContact.name': 'emergencyName', 'emergencyContact.phone': 'emergencyPhone', 'emergencyContact.relation': 'emergencyRelation',
};
