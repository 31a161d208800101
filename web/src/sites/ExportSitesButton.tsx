import { ExportButton } from '../platform/forms/ExportButton.tsx';
import { useExportSitesMutation } from './useExportSitesMutation.ts';

/** Downloads every site as an .xlsx workbook; the button says when it is working. */
export function ExportSitesButton() {
  const exportSites = useExportSitesMutation();
  return <ExportButton run={() => exportSites({})} ns="sites" label="sites.export" busyLabel="sites.exporting" done="sites.exported" />;
}
