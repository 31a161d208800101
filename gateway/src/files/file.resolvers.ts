import type { Resolvers } from '../generated/resolvers-types.ts';
import type { BinaryAnswer } from '../platform/rest-client.ts';
import type { DownloadDto } from './file.types.ts';

/** An API file answer as a download; the API names it, else `fallbackName`. */
export const downloadOf = (answer: BinaryAnswer, fallbackName: string): DownloadDto => ({
  fileName: answer.fileName ?? fallbackName,
  mimeType: answer.contentType.split(';')[0].trim(),
  content: answer.content,
});

// The bytes are encoded only for the fields asked, so `dataUrl` alone does not pay for `contentBase64` too.
export const fileResolvers: Resolvers = {
  DownloadableFile: {
    byteSize: (f) => f.content.length,
    contentBase64: (f) => f.content.toString('base64'),
    dataUrl: (f) => `data:${f.mimeType};base64,${f.content.toString('base64')}`,
  },
};
