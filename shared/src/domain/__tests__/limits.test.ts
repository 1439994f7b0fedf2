import {
  COPIED_LABEL_MS,
  MAX_INTEREST_TAGS,
  MAX_PDF_BYTES,
  MAX_VIDEO_PITCH_SECONDS,
  PAYMENT_VERIFY_MS,
  SAMPLE_INVESTOR_MATCH_COUNT,
} from '@pear/shared/domain';

describe('limits and timings (spec §9)', () => {
  it('has the spec values', () => {
    expect(COPIED_LABEL_MS).toBe(1500);
    expect(PAYMENT_VERIFY_MS).toBe(1500);
    expect(MAX_INTEREST_TAGS).toBe(3);
    expect(MAX_PDF_BYTES).toBe(10 * 1024 * 1024);
    expect(MAX_VIDEO_PITCH_SECONDS).toBe(300);
    expect(SAMPLE_INVESTOR_MATCH_COUNT).toBe(5);
  });
});
