/** A file the REST API answered (an export), held until the payload's fields read it. */
export interface DownloadDto {
  fileName: string;
  mimeType: string;
  content: Buffer;
}
