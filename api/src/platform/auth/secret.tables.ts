export interface AppSecretsTable {
  name: string;
  value: string;
}

export interface SecretTables {
  app_secrets: AppSecretsTable;
}
