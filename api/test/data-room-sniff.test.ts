import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sniffFileType, zipEntryNames } from '../src/modules/data-room/sniff.js';
import {
  DOCX_BYTES,
  JPEG_BYTES,
  PLAIN_ZIP_BYTES,
  PNG_BYTES,
  PPTX_BYTES,
  XLSX_BYTES,
  pagesPdf,
  zipArchive,
} from './fixtures/data-room-files.js';

describe('data room file sniffing', () => {
  it('recognises each accepted type from its bytes', async () => {
    assert.equal(sniffFileType(await pagesPdf(1)), 'PDF');
    assert.equal(sniffFileType(PNG_BYTES), 'PNG');
    assert.equal(sniffFileType(JPEG_BYTES), 'JPEG');
    assert.equal(sniffFileType(DOCX_BYTES), 'DOCX');
    assert.equal(sniffFileType(XLSX_BYTES), 'XLSX');
    assert.equal(sniffFileType(PPTX_BYTES), 'PPTX');
  });

  it('reads entry names from the central directory, even after an archive comment', () => {
    const archive = zipArchive({ 'a.txt': 'a', 'folder/b.xml': '<b/>' });
    assert.deepEqual(zipEntryNames(archive), ['a.txt', 'folder/b.xml']);
    const commented = Buffer.concat([archive, Buffer.from('a comment')]);
    commented.writeUInt16LE(9, archive.length - 2);
    assert.deepEqual(zipEntryNames(commented), ['a.txt', 'folder/b.xml']);
  });

  it('refuses what is not one of them, or only looks like one', () => {
    for (const bytes of [
      Buffer.from('plain text'),
      Buffer.alloc(0),
      Buffer.from('%PDF'), // one byte short of the signature
      Buffer.from([0x89, 0x50, 0x4e, 0x47]), // a PNG signature cut short
      Buffer.from('GIF89a'),
      PLAIN_ZIP_BYTES, // a ZIP without [Content_Types].xml
      zipArchive({ '[Content_Types].xml': '<Types/>', 'content.xml': '<office:document/>' }), // OpenDocument-like
      DOCX_BYTES.subarray(0, DOCX_BYTES.length - 10), // central directory cut off
    ]) {
      assert.equal(sniffFileType(bytes), undefined);
    }
  });

  it('survives a central directory that points outside the file', () => {
    const archive = Buffer.from(DOCX_BYTES);
    archive.writeUInt32LE(0xfffffff0, archive.length - 6);
    assert.equal(zipEntryNames(archive), undefined);
    assert.equal(sniffFileType(archive), undefined);
  });
});
