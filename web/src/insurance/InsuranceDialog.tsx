import { useMemo } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate, parseDisplayDate } from '../../../domain/dates.rules.ts';
import { ruleMessages } from '../platform/forms/ruleMessages.ts';
import { TextField } from '../platform/forms/TextField.tsx';
import { SelectField } from '../platform/forms/SelectField.tsx';
import { DateField } from '../platform/forms/DateField.tsx';
import { Modal } from '../platform/forms/Modal.tsx';
import { DialogFormActions } from '../platform/forms/DialogFormActions.tsx';
import { applyUserErrors } from '../platform/forms/applyUserErrors.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { insuranceFormSchema } from './insuranceFormSchema.ts';
import { useCreateInsurancesMutation } from './useCreateInsurancesMutation.ts';
import { useUpdateInsuranceMutation } from './useUpdateInsuranceMutation.ts';

type InsuranceType = 'HEALTH_INSURANCE' | 'WORK_INSURANCE';
export interface InsuranceRow {
  id: string; name: string; type: string; provider?: string | null; policyNumber?: string | null;
  validFrom?: string | null; validTo?: string | null; isActive: boolean; employeeCount: number;
}
interface Values { name: string; type: string; provider: string; policyNumber: string; validFrom: string; validTo: string }

const FIELDS = { name: 'name', type: 'type', provider: 'provider', policyNumber: 'policyNumber', validFrom: 'validFrom', validTo: 'validTo' };

/** Create (editing null) or edit a policy; the server's refusals land on their fields. */
export function InsuranceDialog({ editing, connectionId, onClose }: { editing: InsuranceRow | null; connectionId: string; onClose: () => void }) {
  const { t } = useTranslation('insurance');
  const schema = useMemo(() => insuranceFormSchema(ruleMessages(t), t('insurance.validFrom')), [t]);
  const create = useCreateInsurancesMutation();
  const update = useUpdateInsuranceMutation(connectionId);
  const notify = useNotify();
  const initial: Values = {
    name: editing?.name ?? '', type: editing?.type ?? 'HEALTH_INSURANCE', provider: editing?.provider ?? '', policyNumber: editing?.policyNumber ?? '',
    validFrom: formatDisplayDate(editing?.validFrom), validTo: formatDisplayDate(editing?.validTo),
  };
  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    const blank = (s: string) => s.trim() || null;
    const input = {
      name: values.name.trim(), type: values.type as InsuranceType, provider: blank(values.provider), policyNumber: blank(values.policyNumber),
      validFrom: values.validFrom ? parseDisplayDate(values.validFrom) : null, validTo: values.validTo ? parseDisplayDate(values.validTo) : null,
    };
    const outcome = editing
      ? await update({ input: { id: editing.id, ...input } })
      : await create({ input: { insurances: [input] }, connections: [connectionId] });
    if (!outcome.ok) return applyUserErrors(outcome.error, helpers, FIELDS, t).forEach((m) => notify('error', m));
    notify('success', t('insurance.saved', { name: input.name }));
    onClose();
  }
  const types = (['HEALTH_INSURANCE', 'WORK_INSURANCE'] as const).map((value) => ({ value, label: t(`insurance.types.${value}`) }));
  return (
    <Modal title={editing ? t('common.editNamed', { name: editing.name }) : t('insurance.new')} onClose={onClose}>
      <Formik<Values> initialValues={initial} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className="form">
            <TextField name="name" label={t('insurance.name')} autoComplete="off" />
            <SelectField name="type" label={t('insurance.type')} options={types} />
            <TextField name="provider" label={t('insurance.provider')} autoComplete="off" />
            <TextField name="policyNumber" label={t('insurance.policyNumber')} autoComplete="off" />
            <DateField name="validFrom" label={t('insurance.validFrom')} />
            <DateField name="validTo" label={t('insurance.validTo')} />
            <DialogFormActions onCancel={onClose} submitting={isSubmitting} />
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
