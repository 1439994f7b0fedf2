import { saveFile } from '@pear/shared/files';

/** Offers text to the user as a file (the CSV export, a meeting invite). */
export const downloadText = (text: string, fileName: string, type: string): void =>
  saveFile(new Blob([text], { type }), fileName);
