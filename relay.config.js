// Relay compiler configuration for the web app (web/). The schema is printed from schema/*.graphql by
// web/scripts/print-schema.ts (see `npm run relay`). Named exports, because the compiler `require()`s this
// ES module and reads the namespace as the config object.
export const src = './web/src';
export const schema = './web/schema.graphql';
export const artifactDirectory = './web/src/__generated__';
export const language = 'typescript';
export const eagerEsModules = true;
export const excludes = ['**/node_modules/**', '**/__generated__/**'];
export const customScalarTypes = {
  DateTime: 'string',
  LocalDate: 'string',
  EmailAddress: 'string',
  File: 'unknown',
  Latitude: 'number',
  Longitude: 'number',
};
