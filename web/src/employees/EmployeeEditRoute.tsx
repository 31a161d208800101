import { useEffect } from 'react';
import { graphql, loadQuery, useFragment, usePreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate } from 'react-router';
import type { FormikHelpers } from 'formik';
import type { EmployeeEditRouteQuery } from '../__generated__/EmployeeEditRouteQuery.graphql.ts';
import type { EmployeeForm_employee$key } from '../__generated__/EmployeeForm_employee.graphql.ts';
import type { useEmployeeFormOptions_query$key } from '../__generated__/useEmployeeFormOptions_query.graphql.ts';
import type { RouteData, RouteLoadContext } from '../platform/routing/RouteScreen.ts';
import type { EmployeeFormValues } from '../../../domain/employee.rules.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { applyUserErrors } from '../platform/forms/applyUserErrors.ts';
import { NotFoundPage } from '../shell/NotFoundPage.tsx';
import { EmployeeForm } from './EmployeeForm.tsx';
import { EMPLOYEE_FIELD_MAP, employeeToFormValues, formValuesToInput } from './employeeFormValues.ts';
import { useEmployeeFormOptions } from './useEmployeeFormOptions.ts';
import { PICKER_SIZE } from '../platform/relay/pageSizes.ts';
import { useUpdateEmployeeMutation } from './useUpdateEmployeeMutation.ts';
import { employeeGlobalId } from './employeeGlobalId.ts';

const query = graphql`
  query EmployeeEditRouteQuery($id: ID!, $pickerSize: Int!) {
    node(id: $id) { ... on Employee @alias(as: "employee") { id ...EmployeeForm_employee } }
    ...useEmployeeFormOptions_query @arguments(size: $pickerSize)
  }
`;

const formFragment = graphql`
  fragment EmployeeForm_employee on Employee {
    id databaseId name email employeeNumber jobTitle phone alternativePhone personalEmail
    address { streetLine1 streetLine2 city state zipCode country }
    birthDate startDate endDate startDateOnCompany identityValidityDate driversValidityDate residentialCardValidityDate passportValidityDate
    gender maritalStatus dependents driversLicense identityNumber taxId socialSecurityNumber seniorityMonths
    emergencyContact { name phone relation }
    language readOnly loginEnabled foreignLanguage qualificationLevel educationAreas
    department { id }
    contractType { id }
  }
`;

/** `company/employees/:id/edit`: the same form, filled; saving may move them between the enabled and disabled lists. */
export function EmployeeEditRoute() {
  const { t } = useTranslation('employees');
  const { queryRef } = useLoaderData() as RouteData<EmployeeEditRouteQuery>;
  const data = usePreloadedQuery<EmployeeEditRouteQuery>(query, queryRef);
  useEffect(() => { document.title = `${t('features.employeeEdit')} · Pontual`; }, [t]);
  const employee = data.node?.employee;
  if (!employee) return <NotFoundPage />;
  return <EditForm employee={employee} options={data} />;
}

function EditForm({ employee, options: optionsKey }: { employee: EmployeeForm_employee$key; options: useEmployeeFormOptions_query$key }) {
  const { t } = useTranslation('employees');
  const e = useFragment(formFragment, employee);
  const initial = employeeToFormValues(e);
  const options = useEmployeeFormOptions(optionsKey, initial.foreignLanguages);
  const update = useUpdateEmployeeMutation();
  const notify = useNotify();
  const navigate = useNavigate();
  const profile = `/company/employees/${e.databaseId}`;

  async function submit(values: EmployeeFormValues, helpers: FormikHelpers<EmployeeFormValues>) {
    const outcome = await update({ id: e.id, ...formValuesToInput(values) });
    if (!outcome.ok) return applyUserErrors(outcome.error, helpers, EMPLOYEE_FIELD_MAP, t).forEach((m) => notify('error', m));
    notify('success', t('employees.saved', { name: values.name.trim() }));
    void navigate(profile);
  }

  return (
    <section className="page" aria-labelledby="employee-edit-title">
      <h1 id="employee-edit-title">{t('employees.editTitle', { name: e.name })}</h1>
      <EmployeeForm initialValues={initial} options={options} submitLabel={t('common.save')} cancelTo={profile} onSubmit={submit} />
    </section>
  );
}

EmployeeEditRoute.loadQuery = ({ environment, params }: RouteLoadContext) =>
  loadQuery<EmployeeEditRouteQuery>(environment, query, { id: employeeGlobalId(params.id), pickerSize: PICKER_SIZE }, { fetchPolicy: 'store-and-network' });
