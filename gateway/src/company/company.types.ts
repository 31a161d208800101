export interface CompanyDto {
  name: string;
  legalName: string | null;
  taxId: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  taxAddress: { street1: string | null; street2: string | null; city: string | null; state: string | null; zipCode: string | null; country: string | null };
  timezone: string;
  defaultLanguage: string;
  currency: string;
  subscriptionStart: string | null;
  subscriptionEnd: string | null;
  subscriptionPeriod: string;
  hasLogo: boolean;
  hasMobileLogo: boolean;
}

export interface ThemeDto { id: number; name: string; primaryColor: string; enabled: boolean }
