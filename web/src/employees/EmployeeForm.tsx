import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { employeeFormSchema, type EmployeeFormValues } from '../../../domain/employee.rules.ts';
import { ruleMessages } from '../platform/forms/ruleMessages.ts';
import { Tabs } from '../platform/forms/Tabs.tsx';
import { EMPLOYEE_TABS, type EmployeeTab } from './employeeFormValues.ts';
import { EmployeeFormFields, type EmployeeFormOptions } from './EmployeeFormFields.tsx';

interface Props {
  initialValues: EmployeeFormValues;
  options: EmployeeFormOptions;
  submitLabel: string;
  cancelTo: string;
  onSubmit: (values: EmployeeFormValues, helpers: FormikHelpers<EmployeeFormValues>) => Promise<void>;
  /** shown above the tabs (the new-employee form's photo) */
  aside?: ReactNode;
}

const TAB_IDS = Object.keys(EMPLOYEE_TABS) as EmployeeTab[];

function tabWithError(errors: Record<string, unknown>): EmployeeTab | undefined {
  return TAB_IDS.find((tab) => EMPLOYEE_TABS[tab].some((field) => errors[field]));
}

/** Every field of the employee record (core §3) in six tabs; a tab with an error is marked and opened on submit. */
export function EmployeeForm({ initialValues, options, submitLabel, cancelTo, onSubmit, aside }: Props) {
  const { t } = useTranslation('employees');
  const [tab, setTab] = useState<EmployeeTab>('identity');
  const schema = useMemo(() => employeeFormSchema(ruleMessages(t), { startDate: t('employees.fields.startDate') }), [t]);
  return (
    <Formik<EmployeeFormValues> initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit} enableReinitialize>
      {({ errors, touched, isSubmitting, submitCount }) => {
        const shown = Object.fromEntries(Object.entries(errors).filter(([k]) => touched[k as keyof EmployeeFormValues] || submitCount > 0));
        return (
          <Form noValidate className="card">
            <OpenFirstInvalidTab onOpen={setTab} />
            {aside}
            <Tabs label={t('employees.form.sections')} selected={tab} onSelect={(id) => setTab(id as EmployeeTab)}
              items={TAB_IDS.map((id) => ({
                id, label: t(`employees.tabs.${id}`), invalid: EMPLOYEE_TABS[id].some((field) => shown[field]),
                content: <EmployeeFormFields tab={id} options={options} />,
              }))} />
            <div className="form__actions">
              <Link className="button" to={cancelTo}>{t('common.cancel')}</Link>
              <button type="submit" className="button button--primary" disabled={isSubmitting}>{submitLabel}</button>
            </div>
          </Form>
        );
      }}
    </Formik>
  );
}

/** After a submit attempt (rules or server userErrors), shows the first tab holding an error. */
function OpenFirstInvalidTab({ onOpen }: { onOpen: (tab: EmployeeTab) => void }) {
  const { errors, submitCount, isSubmitting, isValidating } = useFormikContext<EmployeeFormValues>();
  const handled = useRef('');
  useEffect(() => {
    const key = `${submitCount}:${isSubmitting}`;
    if (!submitCount || isValidating || handled.current === key) return;
    const first = tabWithError(errors);
    if (first) {
      handled.current = key;
      onOpen(first);
    }
  }, [errors, submitCount, isSubmitting, isValidating, onOpen]);
  return null;
}
