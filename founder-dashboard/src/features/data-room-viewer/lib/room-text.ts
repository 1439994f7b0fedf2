import type { DataRoomFileType, LinkLanding, ViewerItem } from '@pear/contract';
import { formatFileSize } from '@pear/shared/files';

/* The words of the viewer page that depend on the room: one place, so every step names things the same way. */

/** "Ada Lovelace shared the Acme data room with you" (a founder without a company: "… shared their data room …"). */
export const sharedWithYouTitle = ({ founderName, companyName }: LinkLanding): string =>
  companyName
    ? `${founderName} shared the ${companyName} data room with you`
    : `${founderName} shared their data room with you`;

/** "Acme data room", or "Ada Lovelace's data room" without a company. */
export const roomTitle = ({ founderName, companyName }: LinkLanding): string =>
  companyName ? `${companyName} data room` : `${founderName}'s data room`;

/** A link's last day (inclusive, UTC) as people write it: "30 November 2026". */
export const formatLastDay = (isoDate: string): string =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));

/** "PDF · 2.4 MB": what the file is, as far as the room knows it. */
export const describeFile = ({ fileType, sizeBytes }: ViewerItem): string =>
  [fileType, sizeBytes === null ? null : formatFileSize(sizeBytes)].filter(Boolean).join(' · ');

/** The types the page can show itself; the others open after download. */
export const isShownInPage = (fileType: DataRoomFileType | null): fileType is 'PDF' | 'PNG' | 'JPEG' =>
  fileType === 'PDF' || fileType === 'PNG' || fileType === 'JPEG';

const EXTENSIONS: Record<DataRoomFileType, string> = {
  PDF: 'pdf',
  PNG: 'png',
  JPEG: 'jpg',
  XLSX: 'xlsx',
  DOCX: 'docx',
  PPTX: 'pptx',
};

/** The name to save a download under when the server gives none: the document's name and its type's extension. */
export const fallbackFileName = ({ name, fileType }: ViewerItem): string =>
  fileType ? `${name}.${EXTENSIONS[fileType]}` : name;
