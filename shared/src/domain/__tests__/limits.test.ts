import {
  COPIED_LABEL_MS,
  MAX_INTEREST_TAGS,
  MAX_PDF_BYTES,
  PAYMENT_VERIFY_MS,
  SAMPLE_INVESTOR_MATCH_COUNT,
} from '@pear/shared/domain';
import { VIDEO_PITCH_LIMITS } from '@pear/contract';

describe('limits and timings (spec §9)', () => {
  it('has the spec values', () => {
    expect(COPIED_LABEL_MS).toBe(1500);
    expect(PAYMENT_VERIFY_MS).toBe(1500);
    expect(MAX_INTEREST_TAGS).toBe(3);
    expect(MAX_PDF_BYTES).toBe(10 * 1024 * 1024);
    expect(VIDEO_PITCH_LIMITS.seconds).toBe(300);
    expect(SAMPLE_INVESTOR_MATCH_COUNT).toBe(5);
  });
});
