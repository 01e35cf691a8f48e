/**
 * The export is a file download: the browser follows the link and saves the JSON the server
 * sends as an attachment, so no fetch is needed.
 */
export function childExportUrl(childId: number): string {
  return `/api/parent/children/${childId}/export`;
}
