import type { DataRoomFileType } from '@pear/contract';

/*
 * What a data-room file is, from its bytes alone: the name a browser sent and its Content-Type are the uploader's
 * claims, so neither is read. Office files are ZIP archives; their central directory (read here, no dependency)
 * names the part that tells a document, a workbook and a presentation apart.
 */

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP_LOCAL_FILE = [0x50, 0x4b, 0x03, 0x04]; // PK\x03\x04

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_FILE_HEADER = 0x02014b50;
const END_RECORD_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;

/** The Office Open XML part that only each kind of file has. */
const OFFICE_PARTS: Array<[string, DataRoomFileType]> = [
  ['word/document.xml', 'DOCX'],
  ['xl/workbook.xml', 'XLSX'],
  ['ppt/presentation.xml', 'PPTX'],
];

/**
 * The names of a ZIP archive's entries, from its central directory; undefined when there is no readable one
 * (cut short, ZIP64, offsets outside the file).
 */
export function zipEntryNames(bytes: Uint8Array): string[] | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record sits at the very end, followed only by an optional comment: search backwards for it.
  const lowest = Math.max(0, bytes.length - END_RECORD_BYTES - MAX_COMMENT_BYTES);
  let end = -1;
  for (let at = bytes.length - END_RECORD_BYTES; at >= lowest; at -= 1) {
    if (view.getUint32(at, true) === END_OF_CENTRAL_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = view.getUint16(end + 10, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (directoryOffset >= end) return undefined;
  const names: string[] = [];
  const decoder = new TextDecoder();
  let at = directoryOffset;
  for (let entry = 0; entry < count; entry += 1) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL_FILE_HEADER) return undefined;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > end) return undefined;
    names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** The accepted type these bytes are, or undefined for anything the data room does not take. */
export function sniffFileType(bytes: Uint8Array): DataRoomFileType | undefined {
  if (startsWith(bytes, PDF)) return 'PDF';
  if (startsWith(bytes, PNG)) return 'PNG';
  if (startsWith(bytes, JPEG)) return 'JPEG';
  if (!startsWith(bytes, ZIP_LOCAL_FILE)) return undefined;
  const names = new Set(zipEntryNames(bytes) ?? []);
  if (!names.has('[Content_Types].xml')) return undefined;
  return OFFICE_PARTS.find(([part]) => names.has(part))?.[1];
}

/** The Content-Type each accepted type is served with. */
export const FILE_CONTENT_TYPES: Record<DataRoomFileType, string> = {
  PDF: 'application/pdf',
  PNG: 'image/png',
  JPEG: 'image/jpeg',
  DOCX: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  PPTX: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** The extension a served file's name gets when its stored name lacks it. */
export const FILE_EXTENSIONS: Record<DataRoomFileType, string> = {
  PDF: 'pdf',
  PNG: 'png',
  JPEG: 'jpg',
  DOCX: 'docx',
  XLSX: 'xlsx',
  PPTX: 'pptx',
};
