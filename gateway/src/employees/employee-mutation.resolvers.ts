import { downloadOf } from '../files/file.resolvers.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { prime } from '../platform/loaders.ts';
import { mutate, renameFields } from '../platform/mutation.ts';
import { idOf } from '../platform/relay.ts';
import { FormData } from '../platform/rest-client.ts';
import { employeeBody, employeeFields, employeeQuery } from './employee.input.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const employeeMutationResolvers: Resolvers = {
  Mutation: {
    createEmployee: (_, { input }, { rest, loaders }) => mutate(async () => {
      const employee = await rest.send('POST', '/employees', employeeBody(input));
      prime(loaders.employeeById, [employee]);
      return { employee };
    }, { fields: employeeFields }),
    updateEmployee: (_, { input }, { rest }) => mutate(async () => {
      const id = idOf(input.id, 'Employee');
      await rest.send('PUT', `/employees/${id}`, employeeBody(input));
      return { employee: await rest.getOne(`/employees/${id}`) };
    }, { fields: employeeFields }),
    deleteEmployee: (_, { input }, { rest }) => mutate(async () => {
      await rest.send('DELETE', `/employees/${idOf(input.id, 'Employee')}`);
      return { deletedEmployeeId: input.id };
    }),
    // The GraphQL multipart upload goes on as the API's multipart field `picture`; the API sniffs type and size.
    uploadEmployeePicture: (_, { input }, { rest }) => mutate(async () => {
      const id = idOf(input.employeeId, 'Employee', ['employeeId']);
      const form = new FormData();
      form.append('picture', new Blob([await input.file.arrayBuffer()], { type: input.file.type || 'application/octet-stream' }), input.file.name || 'picture');
      await rest.send('POST', `/employees/${id}/picture`, form);
      return { employee: await rest.getOne(`/employees/${id}`) };
    }, { fields: renameFields({ picture: ['file'] }) }),
    exportEmployees: (_, { input }, { rest }) => mutate(async () => {
      const body = employeeQuery(input.filter, input.orderBy);
      const answer = await rest.download('POST', '/employees/export', body, { accept: XLSX });
      return { file: downloadOf(answer, 'employees.xlsx') };
    }, { fields: renameFields({ sort: ['orderBy'] }, ['filter']) }),
  },
};
